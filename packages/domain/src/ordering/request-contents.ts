import type { Cart, CartIssue } from './cart';

/** The product codes of the cart that port a number in: their fields are asked on the details step. */
export function portInCodes(cart: Pick<Cart, 'lines'>): Set<string> {
  return new Set(
    cart.lines.flatMap((line) =>
      line.products.filter((p) => p.offeringType === 'NUMBER_PORT_IN').map((p) => p.code),
    ),
  );
}

/**
 * §4/§5 what an employee's order request must have right: the fields of the contents step, where the request
 * is sent from. A port-in's fields are asked on the details step, which only the approver who orders the
 * request reaches, so their issues wait for that order's own check.
 */
export function requestIssues(cart: Pick<Cart, 'lines' | 'issues'>): CartIssue[] {
  const portIns = portInCodes(cart);
  return cart.issues.filter((issue) => !portIns.has(issue.field.split('.')[1] ?? ''));
}
