import { COMPANY_INFO_ACCESS } from '../company-info/company-info-access';
import { DOCUMENTS_ACCESS } from '../documents/documents-access';
import { GROUP_ACCESS } from '../groups/group-access';
import { INVOICE_ACCESS } from '../invoices/invoice-access';
import { ORDER_ACCESS } from '../orders/order-access';
import { ORDERING_ACCESS } from '../ordering/ordering-access';
import { REPORT_ACCESS } from '../reports/reports-access';
import { SERVICE_ACCESS } from '../services/service-access';
import type { FeatureFlags } from '../shared/constants/feature-flags';
import { meetsAccessRequirement, type AccessRequirement } from '../shared/roles/access-requirement';
import { expandPermissions } from '../shared/roles/composite-permissions';
import { visibleMenuEntries } from '../shared/roles/menu';
import type { MenuEntryId } from '../shared/roles/menu-entries';
import type { RoleHolder } from '../shared/roles/role-holder';
import { TICKET_ACCESS } from '../tickets/ticket-access';
import type { Rights } from './grant-rules';
import { effectiveRolesWith } from './right-sources';
import { USER_ACCESS } from './user-access';

/**
 * The actions inside pages that the effective-access preview names beside the menu entries, each by the very
 * requirement its area's server guard and page check (the areas' `*_ACCESS`), in the order the preview lists
 * them.
 */
export const PREVIEW_ACTIONS = {
  'submit-order': ORDERING_ACCESS.submit,
  'make-order-requests': ORDER_ACCESS.makeRequests,
  'handle-order-requests': ORDER_ACCESS.handleRequests,
  'read-puk': SERVICE_ACCESS.readPuk,
  'suspend-resume-service': SERVICE_ACCESS.suspendResume,
  'terminate-service': SERVICE_ACCESS.terminate,
  'change-service': SERVICE_ACCESS.changeOrder,
  'repair-asset': SERVICE_ACCESS.repairAsset,
  'modify-payer': INVOICE_ACCESS.modifyPayer,
  'write-documents': DOCUMENTS_ACCESS.write,
  'write-company-info': COMPANY_INFO_ACCESS.write,
  'read-price-list': REPORT_ACCESS.priceList,
  'write-contact-groups': TICKET_ACCESS.writeContactGroups,
  'create-users': USER_ACCESS.create,
  'modify-users': USER_ACCESS.modify,
  'remove-users': USER_ACCESS.remove,
  'manage-sign-in': USER_ACCESS.signIn,
  'create-groups': GROUP_ACCESS.create,
  'modify-groups': GROUP_ACCESS.modify,
  'remove-groups': GROUP_ACCESS.remove,
} as const satisfies Record<string, AccessRequirement>;
export type PreviewActionId = keyof typeof PREVIEW_ACTIONS;
export const PREVIEW_ACTION_IDS = Object.keys(PREVIEW_ACTIONS) as PreviewActionId[];

export interface AccessChange {
  gains: MenuEntryId[];
  loses: MenuEntryId[];
  /** The actions of PREVIEW_ACTIONS the change gives and takes away. */
  actionGains: PreviewActionId[];
  actionLosses: PreviewActionId[];
}

/** A company user holding these rights in the one company, as the §6 checks read them. */
const holderIn = (companyId: string, rights: Rights): RoleHolder => ({
  roles: [],
  organizations: [{ uid: companyId, roles: rights.roles, permissions: rights.permissions }],
});

/** The menu entries a company user with these rights reaches in the company (§6), in menu order. */
export const menuEntriesOf = (companyId: string, rights: Rights, flags: FeatureFlags): MenuEntryId[] =>
  visibleMenuEntries(holderIn(companyId, rights), companyId, flags).map((entry) => entry.id);

/** The actions of PREVIEW_ACTIONS a company user with these rights may take in the company, in their order. */
export const actionsOf = (companyId: string, rights: Rights, flags: FeatureFlags): PreviewActionId[] =>
  PREVIEW_ACTION_IDS.filter((id) =>
    meetsAccessRequirement(holderIn(companyId, rights), companyId, PREVIEW_ACTIONS[id], flags),
  );

/**
 * A user's effective rights with these own rights, as the session's one rule computes them on the server:
 * their own and every group's roles and permissions, less the permissions switched off (everywhere or in the
 * company). Permissions come out expanded (§6 composites), as the guards check them.
 */
export function effectiveRightsWith(
  own: Rights,
  groups: readonly Rights[],
  switchedOff: readonly string[] = [],
): Rights {
  const off = new Set(expandPermissions(switchedOff));
  const held = expandPermissions([...own.permissions, ...groups.flatMap((group) => group.permissions)]);
  return {
    roles: effectiveRolesWith(own.roles, groups),
    permissions: held.filter((name) => !off.has(name)),
  };
}

const added = <T>(before: readonly T[], after: readonly T[]) => after.filter((id) => !before.includes(id));

/**
 * The effective-access preview: which menu entries and actions a company user gains and loses with a
 * change of (effective) rights, by the same §6 requirements that build the menu and guard the routes.
 */
export function accessChange(
  companyId: string,
  before: Rights,
  after: Rights,
  flags: FeatureFlags,
): AccessChange {
  const had = menuEntriesOf(companyId, before, flags);
  const has = menuEntriesOf(companyId, after, flags);
  const could = actionsOf(companyId, before, flags);
  const can = actionsOf(companyId, after, flags);
  return {
    gains: added(had, has),
    loses: added(has, had),
    actionGains: added(could, can),
    actionLosses: added(can, could),
  };
}
