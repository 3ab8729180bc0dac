import { DEFAULT_PACKAGE_SIZE, MATSKU_MAX_QUANTITY } from '../shared/constants/limits';
import type { StepperConfig } from '../shared/controls/quantity-stepper';

/**
 * §5 matsku cart quantity. The step is the product's package size (§9 default 1): a quantity is a whole number
 * of packages, so the least is one package (1 when sold singly) and the most the largest whole number of
 * packages within MATSKU_MAX_QUANTITY.
 */
export function cartQuantityLimits(packageSize: number = DEFAULT_PACKAGE_SIZE) {
  const step = Math.max(1, Math.trunc(packageSize));
  return { step, min: step, max: Math.floor(MATSKU_MAX_QUANTITY / step) * step };
}

/**
 * §5: the stepper of a cart line: typing is allowed only when the step is 1, and stepping below min or typing 0
 * removes.
 */
export function cartStepperConfig(packageSize?: number): StepperConfig & { isReadOnly: boolean } {
  const limits = cartQuantityLimits(packageSize);
  return { ...limits, removable: true, removesAtZero: true, isReadOnly: limits.step !== 1 };
}

export type CartQuantityCheck = 'ok' | 'delete' | 'not-a-step' | 'too-many';

/** §5: what a requested quantity means for a cart line; 0 deletes it. */
export function checkCartQuantity(quantity: number, packageSize?: number): CartQuantityCheck {
  if (quantity === 0) return 'delete';
  const { step, max } = cartQuantityLimits(packageSize);
  if (quantity > max) return 'too-many';
  return quantity % step === 0 ? 'ok' : 'not-a-step';
}

/** §5: a quantity brought onto the product's steps and limits: rounded up to a whole package, at most max. */
export function fitCartQuantity(quantity: number, packageSize?: number): number {
  const { step, min, max } = cartQuantityLimits(packageSize);
  return Math.min(max, Math.max(min, Math.ceil(quantity / step) * step));
}

/** §5: cart changes are sent once the user stops clicking, not on every step. */
export const CART_QUANTITY_DEBOUNCE_MS = 500;
