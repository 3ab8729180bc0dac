import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  parseTypedQuantity,
  stepperButtons,
  stepperKeyAction,
  stepQuantity,
  type StepperConfig,
} from './quantity-stepper';

describe('quantity stepper (§4, §5, §9)', () => {
  it.each<[string, number, StepperConfig, unknown]>([
    ['defaults, at min', 1, {}, { decrease: 'disabled', increase: 'enabled' }],
    ['defaults, above min', 2, {}, { decrease: 'enabled', increase: 'enabled' }],
    ['removable at min', 1, { removable: true }, { decrease: 'remove', increase: 'enabled' }],
    ['at max', 5, { max: 5 }, { decrease: 'enabled', increase: 'disabled' }],
    ['min equals max', 3, { min: 3, max: 3 }, { decrease: 'disabled', increase: 'disabled' }],
  ])('buttons: %s', (_name, value, config, expected) => {
    expect(stepperButtons(value, config)).toEqual(expected);
  });

  it.each<[string, number, 'up' | 'down', StepperConfig, number | 'remove']>([
    ['up by default step', 1, 'up', {}, 2],
    ['up by step 5', 5, 'up', { step: 5 }, 10],
    ['up clamps to max', 9, 'up', { step: 5, max: 10 }, 10],
    ['down', 3, 'down', {}, 2],
    ['down stays at min', 1, 'down', {}, 1],
    ['down clamps to min', 2, 'down', { step: 5 }, 1],
    ['down at min removes', 1, 'down', { removable: true }, 'remove'],
    ['down above min does not remove', 2, 'down', { removable: true }, 1],
  ])('step: %s', (_name, value, direction, config, expected) => {
    expect(stepQuantity(value, direction, config)).toBe(expected);
  });

  it.each<[string, StepperConfig, number | 'remove' | null]>([
    ['', {}, 1],
    ['', { min: 3 }, 3],
    ['7', {}, 7],
    ['0', {}, 1],
    ['0', { removable: true }, 1],
    ['0', { removable: true, removesAtZero: true }, 'remove'],
    ['', { removable: true, removesAtZero: true }, 1],
    ['120', { max: 99 }, 99],
    ['1 000', {}, 1000],
    ['1a2', {}, null],
    ['2.5', {}, null],
    ['-5', {}, null],
  ])('typed %j with %j -> %s', (text, config, expected) => {
    expect(parseTypedQuantity(text, config)).toBe(expected);
  });

  it.each([
    [-3, {}, 1],
    [1e9, { max: 10 }, 10],
    [4, { min: 2, max: 6 }, 4],
  ])('clamp %d with %j -> %d', (value, config, expected) => {
    expect(clampQuantity(value, config)).toBe(expected);
  });

  it.each([
    ['5', 'type'],
    ['Tab', 'type'],
    ['Backspace', 'type'],
    ['Delete', 'type'],
    ['ArrowLeft', 'type'],
    ['ArrowRight', 'type'],
    ['ArrowUp', 'up'],
    ['ArrowDown', 'down'],
    ['e', 'block'],
    ['-', 'block'],
    ['.', 'block'],
  ])('key %s -> %s', (key, expected) => {
    expect(stepperKeyAction(key)).toBe(expected);
  });
});
