import { describe, expect, it } from 'vitest';
import { auditResultText } from './audit-result';

describe('auditResultText', () => {
  it('says a change was done, or why it failed in words, with its status', () => {
    expect(auditResultText(200, 'fi')).toBe('Onnistui');
    expect(auditResultText(409, 'fi')).toBe('Epäonnistui: ristiriidassa nykytilan kanssa (409)');
    expect(auditResultText(403, 'en')).toBe('Failed: no permission (403)');
    expect(auditResultText(412, 'sv')).toBe('Misslyckades: ändrad under tiden (412)');
    expect(auditResultText(503, 'en')).toBe('Failed: service error (503)');
  });

  it('gives the status alone for a failure it has no words for', () => {
    expect(auditResultText(418, 'en')).toBe('Failed (418)');
  });
});
