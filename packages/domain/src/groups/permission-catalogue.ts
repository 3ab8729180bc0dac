import { z } from 'zod';
import { COMPOSITE_PERMISSIONS, isCompositePermission } from '../shared/roles/composite-permissions';
import { PERMISSIONS } from '../shared/roles/permission-names';

/** One permission of the §7 catalogue: whether it is in use everywhere and in the company asked about. */
export const catalogueEntrySchema = z.object({
  name: z.enum(PERMISSIONS),
  /** The members of a composite permission (§6), empty for a plain one. */
  members: z.array(z.string()),
  /** Switched off by the operator for every company (§7 permissions/disable). */
  disabled: z.boolean(),
  /** Switched off for this company by its company-level rights (§2 /company/permissions); false globally. */
  disabledInCompany: z.boolean(),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

/** §7 GET /usermanagement/permissions and /businesses/{id}/usermanagement/permissions. */
export const permissionCatalogueSchema = z.object({ permissions: z.array(catalogueEntrySchema) });
export type PermissionCatalogue = z.infer<typeof permissionCatalogueSchema>;

const permissionList = z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length);

/** §7 POST /usermanagement/permissions/disable: switches the listed permissions off (or on again) everywhere. */
export const disablePermissionsSchema = z.object({
  permissions: permissionList.min(1),
  disabled: z.boolean().default(true),
});

/**
 * The permissions not in use in a company (switched off there or everywhere), as the rights editors hide them:
 * only their names, for whoever edits the company's users and groups.
 */
export const switchedOffPermissionsSchema = z.object({ permissions: z.array(z.enum(PERMISSIONS)) });
export type SwitchedOffPermissions = z.infer<typeof switchedOffPermissionsSchema>;

/** §2 /company/permissions: the permissions switched off in the company, as a whole set. */
export const companyPermissionsSchema = z.object({ disabledPermissions: permissionList });
export type CompanyPermissions = z.infer<typeof companyPermissionsSchema>;

/** The members of a permission as stored: a composite stands for its members (§6 expand). */
export const storedPermissionNames = (name: string): string[] =>
  isCompositePermission(name) ? [...COMPOSITE_PERMISSIONS[name].members] : [name];

/**
 * The catalogue built from the stored sets: a composite counts as switched off when every member is, as the
 * rights editors collapse them.
 */
export function permissionCatalogue(
  disabled: ReadonlySet<string>,
  disabledInCompany: ReadonlySet<string>,
): PermissionCatalogue {
  const all = (names: string[], set: ReadonlySet<string>) => names.every((name) => set.has(name));
  return {
    permissions: PERMISSIONS.map((name) => {
      const stored = storedPermissionNames(name);
      return {
        name,
        members: isCompositePermission(name) ? stored : [],
        disabled: all(stored, disabled),
        disabledInCompany: all(stored, disabledInCompany),
      };
    }),
  };
}
