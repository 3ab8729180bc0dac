import {
  withPartyRole,
  type CartDetails,
  type CartPartyRole,
  type PartyRoleProblem,
} from '@kaista/domain/ordering';
import { badRequest, notFound } from '../../http-errors';
import type { DetailsChange } from './carts.service';

const PARTY_ROLE_ERRORS: Record<PartyRoleProblem, [string, string]> = {
  DUPLICATE: ['role', 'ordering.party-roles.duplicate'],
  TOO_MANY: ['role', 'ordering.party-roles.too-many'],
  UNKNOWN_LINE: ['orderlineBundleNo', 'ordering.party-roles.unknown-line'],
};

function partyRoleError(problem: PartyRoleProblem) {
  const [field, key] = PARTY_ROLE_ERRORS[problem];
  return badRequest('The party role does not fit the cart.', { [field]: key });
}

/** A change or removal names a party role by its id: 404 for one the cart does not have. */
function assertPartyRole(details: CartDetails, id: string): void {
  if (!details.partyRoles.some((role) => role.id === id)) throw notFound('Party role');
}

/**
 * The cart details' change that adds the party role, or with `existing` replaces the one of its id; one party
 * per role for the order and for each line.
 */
export const partyRoleWrite =
  (party: CartPartyRole, existing: boolean): DetailsChange =>
  async (details, row) => {
    if (existing) assertPartyRole(details, party.id);
    const roles = withPartyRole(
      details.partyRoles,
      party,
      row.lines.map((line) => line.orderlineBundleNo),
    );
    if (typeof roles === 'string') throw partyRoleError(roles);
    return { ...details, partyRoles: roles };
  };

/** The cart details' change that removes the party role of the id. */
export const partyRoleRemoval =
  (id: string): DetailsChange =>
  async (details) => {
    assertPartyRole(details, id);
    return { ...details, partyRoles: details.partyRoles.filter((role) => role.id !== id) };
  };
