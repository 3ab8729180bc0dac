import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../shared/validation/email';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { isValidPhoneNumber, stripWhiteSpace } from '../shared/validation/phone';
import { isValidName } from '../shared/validation/text';

/**
 * §3 party roles of a cart (§7 /partyroles POST, PUT, DELETE): the people the order names beside its payer and
 * end user, each for the whole order or for one order line. The bundle info (§3 `partyRoleEntries`) lists
 * them on every selection they apply to.
 */
export const PARTY_ROLES = ['ORDER_CONTACT', 'TECHNICAL_CONTACT', 'INSTALLATION_CONTACT'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

/** How many party roles one cart may name. */
export const MAX_PARTY_ROLES = 20;

const text = (max: number) => z.string().trim().max(max, FIELD_ERROR_KEYS.maxLength).default('');

const partyRoleFields = z.object({
  role: z.enum(PARTY_ROLES),
  name: text(100),
  email: text(EMAIL_MAX_LENGTH),
  phone: text(30).transform(stripWhiteSpace),
  /** The order line the role is for; null for the whole order. */
  orderlineBundleNo: z.number().int().positive().nullable().default(null),
});

/** §5: the name by the name rule (mandatory), the e-mail and the phone by theirs, and one way to reach them. */
function checkParty(
  party: z.output<typeof partyRoleFields>,
  context: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
) {
  const problem = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (!party.name) problem('name', FIELD_ERROR_KEYS.empty);
  else if (!isValidName(party.name)) problem('name', FIELD_ERROR_KEYS.name);
  if (party.email && !isValidEmail(party.email)) problem('email', FIELD_ERROR_KEYS.email);
  if (party.phone && !isValidPhoneNumber(party.phone, 'optionalPlus'))
    problem('phone', FIELD_ERROR_KEYS.phone);
  if (!party.email && !party.phone) problem('email', 'ordering.party-roles.reachable');
}

/** §7 POST /partyroles: one party in one role, for the whole order or one order line. */
export const partyRoleBodySchema = partyRoleFields.superRefine(checkParty);
export type PartyRoleBody = z.output<typeof partyRoleBodySchema>;

/** §7 PUT /partyroles: one party role changed, named by its id. */
export const partyRoleUpdateSchema = partyRoleFields.extend({ id: z.uuid() }).superRefine(checkParty);

/** A party role as the cart keeps it. */
export const cartPartyRoleSchema = z.object({
  id: z.uuid(),
  role: z.enum(PARTY_ROLES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  orderlineBundleNo: z.number().int().nullable(),
});
export type CartPartyRole = z.infer<typeof cartPartyRoleSchema>;

export type PartyRoleProblem = 'DUPLICATE' | 'TOO_MANY' | 'UNKNOWN_LINE';

/**
 * The cart's party roles with one added or changed: one party per role and order line (the whole order
 * counts as its own), only lines the cart has, never more than MAX_PARTY_ROLES.
 */
export function withPartyRole(
  roles: readonly CartPartyRole[],
  party: CartPartyRole,
  lineNumbers: readonly number[],
): CartPartyRole[] | PartyRoleProblem {
  const exists = roles.some((role) => role.id === party.id);
  if (party.orderlineBundleNo !== null && !lineNumbers.includes(party.orderlineBundleNo))
    return 'UNKNOWN_LINE';
  const clash = roles.some(
    (role) =>
      role.id !== party.id && role.role === party.role && role.orderlineBundleNo === party.orderlineBundleNo,
  );
  if (clash) return 'DUPLICATE';
  if (exists) return roles.map((role) => (role.id === party.id ? party : role));
  if (roles.length >= MAX_PARTY_ROLES) return 'TOO_MANY';
  return [...roles, party];
}

/** The party roles that apply to one order line: the whole order's and the line's own. */
export const partyRolesOfLine = (roles: readonly CartPartyRole[], orderlineBundleNo: number) =>
  roles.filter((role) => role.orderlineBundleNo === null || role.orderlineBundleNo === orderlineBundleNo);
