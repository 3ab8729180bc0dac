import { MATSKU_MAX_QUANTITY } from '../constants/limits';
import type { StepperConfig } from './quantity-stepper';

/** §5 matsku cart quantity: min 1, max the shop ceiling, product-specific step. */
export function matskuStepperConfig(step = 1): StepperConfig {
  return { min: 1, max: MATSKU_MAX_QUANTITY, step, removable: true };
}

/** §5: the quantity field can be typed in only when the product is sold one by one. */
export function isMatskuQuantityReadOnly(step: number): boolean {
  return step !== 1;
}

/** §5: a quantity of 0 deletes the cart entry; other values update it. */
export function matskuQuantityChange(
  quantity: number,
): { action: 'delete' } | { action: 'update'; quantity: number } {
  return quantity <= 0
    ? { action: 'delete' }
    : { action: 'update', quantity: Math.min(quantity, MATSKU_MAX_QUANTITY) };
}
