import { PERMISSIONS, type PermissionName } from './permission-names';

// Spelled out where the code does not follow from splitting the CamelCase name into upper-case words.
const IRREGULAR_CODES: Partial<Record<PermissionName, string>> = {
  FECompositeWriteOrder: 'WRITE_ORDER',
  FECompositeWriteMyOrderRequests: 'WRITE_MY_ORDER_REQUESTS',
  PartnerPortal: 'PARTNERPORTAL',
  ServicesSuspendResumeService: 'SERVICES_SUSPEND_RESUME_SERVICE',
  CustomerReadUserData: 'CUSTOMER_READ_USERDATALINK',
  CustomerWriteUserData: 'CUSTOMER_WRITE_USERDATALINK',
};

const VERBS = /^(.+?)(Read|Write|Request|Handle|Terminate)(.+)$/;

function derivedCode(name: PermissionName): string {
  const match = VERBS.exec(name);
  if (!match) return name.toUpperCase();
  return match
    .slice(1)
    .map((part) => part.toUpperCase())
    .join('_');
}

/** §6: the server code of every permission, e.g. OrdersWriteNewOrder ↔ ORDERS_WRITE_NEWORDER. */
export const PERMISSION_CODES: Readonly<Record<PermissionName, string>> = Object.fromEntries(
  PERMISSIONS.map((name) => [name, IRREGULAR_CODES[name] ?? derivedCode(name)]),
) as Record<PermissionName, string>;

const NAMES_BY_CODE = new Map(PERMISSIONS.map((name) => [PERMISSION_CODES[name], name]));

/** §6: the permission name of a server code, or null for an unknown code. */
export function permissionNameFromCode(code: string): PermissionName | null {
  return NAMES_BY_CODE.get(code) ?? null;
}
