import { QUANTITY_DEFAULTS } from '../constants/limits';

/**
 * §4, §9 stepper settings: step 1, min 1, no max unless given; removable turns decrease-at-min into remove.
 * removesAtZero (only with removable) makes a typed 0 remove too, where §5 clamps it to min: the matsku cart,
 * whose quantity 0 deletes the entry.
 */
export type StepperConfig = {
  step?: number;
  min?: number;
  max?: number;
  removable?: boolean;
  removesAtZero?: boolean;
};

const minOf = (config: StepperConfig) => config.min ?? QUANTITY_DEFAULTS.min;
const stepOf = (config: StepperConfig) => config.step ?? QUANTITY_DEFAULTS.step;

/** §5: values are clamped to min and max. */
export function clampQuantity(value: number, config: StepperConfig): number {
  return Math.min(Math.max(value, minOf(config)), config.max ?? Number.POSITIVE_INFINITY);
}

export type StepperButtons = {
  decrease: 'enabled' | 'disabled' | 'remove';
  increase: 'enabled' | 'disabled';
};

/** §4: decrease is disabled at min unless removable (then it removes); increase is disabled at max. */
export function stepperButtons(value: number, config: StepperConfig): StepperButtons {
  const atMin = value <= minOf(config);
  const decrease = !atMin ? 'enabled' : config.removable ? 'remove' : 'disabled';
  const atMax = config.max !== undefined && value >= config.max;
  return { decrease, increase: atMax ? 'disabled' : 'enabled' };
}

/** §4: one step up or down within the limits; stepping down at min on a removable stepper means remove. */
export function stepQuantity(
  value: number,
  direction: 'up' | 'down',
  config: StepperConfig,
): number | 'remove' {
  if (direction === 'down' && stepperButtons(value, config).decrease === 'remove') return 'remove';
  const step = stepOf(config);
  return clampQuantity(direction === 'up' ? value + step : value - step, config);
}

/**
 * §5: a typed value: empty resets to the minimum, a whole number (white space dropped) is clamped, and 0 is
 * 'remove' on a stepper that removes at zero. Anything else (a pasted "2.5" or "-5") is null, no quantity:
 * the field keeps the one it had, where dropping the other characters made 2.5 into 25.
 */
export function parseTypedQuantity(text: string, config: StepperConfig): number | 'remove' | null {
  const digits = text.replace(/\s+/g, '');
  if (!/^\d*$/.test(digits)) return null;
  if (digits === '') return minOf(config);
  const typed = Number(digits);
  return typed === 0 && config.removable && config.removesAtZero ? 'remove' : clampQuantity(typed, config);
}

const EDITING_KEYS = ['Tab', 'Backspace', 'Delete', 'ArrowLeft', 'ArrowRight'];

/** §5: typed input takes digits and editing keys; up and down arrows step; every other key is blocked. */
export function stepperKeyAction(key: string): 'type' | 'up' | 'down' | 'block' {
  if (/^\d$/.test(key) || EDITING_KEYS.includes(key)) return 'type';
  if (key === 'ArrowUp') return 'up';
  return key === 'ArrowDown' ? 'down' : 'block';
}
