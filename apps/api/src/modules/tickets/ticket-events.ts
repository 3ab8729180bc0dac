import type { TicketStatus } from '@kaista/domain/tickets';
import { displayName } from '../../plugins/session/display-name';
import type { AuthContext } from '../../plugins/session/session-plugin';
import type { TicketEventValues, TicketRow } from './tickets.repo';

/** Credits a timeline entry like the rest of the ticket: the user, and the operator acting as them. */
const actorName = ({ user, operator }: Pick<AuthContext, 'user' | 'operator'>) =>
  operator ? `${displayName(operator)} (${displayName(user)})` : displayName(user);

export const statusEvent = (
  auth: Pick<AuthContext, 'user' | 'operator'>,
  before: TicketRow,
  status: TicketStatus,
): TicketEventValues => ({
  kind: 'status',
  fromStatus: before.status,
  toStatus: status,
  actorName: actorName(auth),
});

export const assignmentEvent = (
  auth: Pick<AuthContext, 'user' | 'operator'>,
  assigneeName: string | null,
): TicketEventValues => ({ kind: 'assignment', assigneeName, actorName: actorName(auth) });

export const detailsEvent = (auth: Pick<AuthContext, 'user' | 'operator'>): TicketEventValues => ({
  kind: 'details',
  actorName: actorName(auth),
});
