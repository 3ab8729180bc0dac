import { describe, expect, it } from 'vitest';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { fieldIssues } from '../shared/validation/field-issues';
import { bulletinInputSchema } from './bulletins';

const bulletin = {
  title: 'Huoltokatko',
  bodyHtml: '<p>Portaali on poissa käytöstä.</p>',
  validFrom: '2026-12-01',
  audience: 'ALL',
} as const;

const issues = (input: object) => {
  const checked = bulletinInputSchema.safeParse(input);
  return checked.success ? {} : fieldIssues(checked.error);
};

describe('a bulletin’s translations', () => {
  it('are optional: a Finnish bulletin alone is whole', () => {
    expect(bulletinInputSchema.parse(bulletin).translations).toEqual({});
  });

  it('take a title and a body together, trimmed', () => {
    const parsed = bulletinInputSchema.parse({
      ...bulletin,
      translations: { sv: { title: ' Serviceavbrott ', bodyHtml: '<p>Portalen är ur bruk.</p>' } },
    });
    expect(parsed.translations.sv).toEqual({
      title: 'Serviceavbrott',
      bodyHtml: '<p>Portalen är ur bruk.</p>',
    });
  });

  it('refuse a title without a body and a body without a title, on the field left empty', () => {
    expect(
      issues({
        ...bulletin,
        translations: {
          sv: { title: 'Serviceavbrott', bodyHtml: ' ' },
          en: { title: '', bodyHtml: '<p>Down.</p>' },
        },
      }),
    ).toEqual({
      'translations.sv.bodyHtml': FIELD_ERROR_KEYS.empty,
      'translations.en.title': FIELD_ERROR_KEYS.empty,
    });
  });

  it('hold a translated title to the Finnish title’s length and characters', () => {
    const found = issues({
      ...bulletin,
      translations: { en: { title: 'x'.repeat(201), bodyHtml: '<p>Down.</p>' } },
    });
    expect(found['translations.en.title']).toBe(FIELD_ERROR_KEYS.maxLength);
  });
});
