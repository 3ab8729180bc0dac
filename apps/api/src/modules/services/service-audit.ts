import type { AlongWith } from '../../routing/change-audit';
import type { NamedServiceRow } from './service-rows';

/** Several things done along with one change, in its transaction, in order. */
export const alongAll =
  (...alongs: AlongWith[]): AlongWith =>
  async (tx) => {
    for (const along of alongs) await along(tx);
  };

/** How the audit log names a service: its number, and its user when it has one. */
export const describeService = (row: NamedServiceRow) =>
  `${row.number}${row.userName ? ` (${row.userName})` : ''}`;
