import { FIELD_ERROR_KEYS, type FieldError } from './field-errors';

export type ValueConstraintRule =
  | { type: 'minLength'; value: number }
  | { type: 'maxLength'; value: number }
  | { type: 'minValue'; value: number }
  | { type: 'maxValue'; value: number }
  | { type: 'characterSet'; value: 'ISO-8859-1' };

const LATIN1_MAX = 0xff;

/** §5 characterSet: the first character outside ISO-8859-1, so the message can name it; null when all fit. */
export function firstNonLatin1Character(value: string): string | null {
  return [...value].find((char) => (char.codePointAt(0) ?? 0) > LATIN1_MAX) ?? null;
}

/** §5 minValue/maxValue: reads a typed number; Finnish users type decimal commas, so both separators work. */
export function parseDecimal(value: string): number {
  const text = value.trim().replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

function numberError(
  value: string,
  rule: { type: 'minValue' | 'maxValue'; value: number },
): FieldError | null {
  const number = parseDecimal(value);
  if (Number.isNaN(number)) return { key: FIELD_ERROR_KEYS.notANumber };
  const fails = rule.type === 'minValue' ? number < rule.value : number > rule.value;
  return fails ? { key: FIELD_ERROR_KEYS[rule.type], params: { limit: rule.value } } : null;
}

/** §3, §5 value constraints: minLength, maxLength, minValue, maxValue, characterSet ISO-8859-1. */
export function checkValueConstraint(value: string, rule: ValueConstraintRule): FieldError | null {
  switch (rule.type) {
    case 'minLength':
      return value.length < rule.value
        ? { key: FIELD_ERROR_KEYS.minLength, params: { limit: rule.value } }
        : null;
    case 'maxLength':
      return value.length > rule.value
        ? { key: FIELD_ERROR_KEYS.maxLength, params: { limit: rule.value } }
        : null;
    case 'minValue':
    case 'maxValue':
      return numberError(value, rule);
    case 'characterSet': {
      const character = firstNonLatin1Character(value);
      return character ? { key: FIELD_ERROR_KEYS.characterSet, params: { character } } : null;
    }
  }
}

/** §3, §5: the first failing constraint of a list, in list order. */
export function checkValueConstraints(
  value: string,
  rules: readonly ValueConstraintRule[],
): FieldError | null {
  for (const rule of rules) {
    const error = checkValueConstraint(value, rule);
    if (error) return error;
  }
  return null;
}
