import type { FastifyInstance } from 'fastify';
import { FIELD_ERROR_KEYS, isStorableText } from '@kaista/domain/shared/validation';
import { badRequest } from '../http-errors';

const MAX_DEPTH = 32;

/** The path of the first text (value or key) in `value` that cannot be stored, or null when all can. */
function firstUnstorable(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path || '_';
  if (typeof value !== 'object' || value === null) return null;
  if (depth > MAX_DEPTH) return path || '_';
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return itemPath;
    const found = firstUnstorable(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * One rule for every input of every call, present and future: a NUL character or an unpaired surrogate in a
 * path parameter, query parameter or body answers 400 with the field named, before any handler or SQL sees it.
 * It runs after the tenant guard, so another company's path still answers 404 first. The field's error is the
 * domain's §5 character-set key, as every field error is a key the web translates (a sentence here read as
 * 'Check this value.'): both are invisible characters the text should not hold.
 */
export function registerStorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      firstUnstorable(request.params, '') ??
      firstUnstorable(request.query, '') ??
      firstUnstorable(request.body, '');
    if (field !== null) {
      throw badRequest('A text contains a character that cannot be stored (NUL or an unpaired surrogate).', {
        [field]: FIELD_ERROR_KEYS.characterSet,
      });
    }
  });
}
