/** §3 User, reduced to what the §6 rules read; the API's User object satisfies it structurally. */
export type RoleHolder = {
  roles: readonly string[];
  organizations: readonly { uid: string; roles: readonly string[]; permissions: readonly string[] }[];
};

export type HolderOrganization = RoleHolder['organizations'][number];

/** Company 0 means no company chosen (§2); the placeholder guards against an unresolved route parameter. */
export const NO_COMPANY_ID = '0';
export const ROUTE_COMPANY_ID_PLACEHOLDER = ':companyId';

/** §6: a company id is real if not empty, not 0 and not the route-id constant. */
export function isRealCompanyId(id: string | null | undefined): id is string {
  return !!id && id !== NO_COMPANY_ID && id !== ROUTE_COMPANY_ID_PLACEHOLDER;
}

/** §6: the holder's organization for a company, if the holder belongs to it. */
export function findOrganization(holder: RoleHolder, companyId: string | null | undefined) {
  if (!isRealCompanyId(companyId)) return undefined;
  return holder.organizations.find((org) => org.uid === companyId);
}

/** §5 tenancy / §6: whether the holder is a member of the company. */
export function belongsToCompany(holder: RoleHolder, companyId: string | null | undefined): boolean {
  return findOrganization(holder, companyId) !== undefined;
}

/** §6: whether a role or permission list holds any of the wanted names. */
export function includesAny(held: readonly string[], wanted: readonly string[]): boolean {
  return wanted.some((role) => held.includes(role));
}
