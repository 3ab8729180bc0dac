import { describe, expect, it } from 'vitest';
import { createTicketCommentSchema, createTicketSchema, TICKET_LIMITS } from './tickets';

const ticket = (subject: string, description: string) =>
  createTicketSchema.safeParse({ type: 'INCIDENT', urgency: 'normal', subject, description });
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('ticket texts', () => {
  it('takes the characters error messages and mail text contain', () => {
    const subject = 'VPN “down” again – #42 [prod] *urgent* $ 🙂';
    const description = 'Error: "ECONNRESET" at <Socket>\n\n> quoted mail – ‘kind regards’ 🙏';
    expect(issues(ticket(subject, description))).toEqual([]);
    expect(issues(createTicketCommentSchema.safeParse({ body: description }))).toEqual([]);
  });

  it('keeps the subject to one printable line', () => {
    expect(issues(ticket('two\nlines', 'ok'))).toEqual(['subject: validation.character-set']);
  });

  it('refuses control characters in descriptions and comments', () => {
    expect(issues(ticket('ok', 'bell \u0007'))).toEqual(['description: validation.character-set']);
    expect(issues(createTicketCommentSchema.safeParse({ body: 'a\u0000' }))).toEqual([
      'body: validation.character-set',
    ]);
  });

  it('keeps the length limits', () => {
    expect(issues(ticket('s'.repeat(TICKET_LIMITS.subjectMax + 1), 'ok'))).toEqual([
      'subject: validation.max-length',
    ]);
    expect(
      issues(createTicketCommentSchema.safeParse({ body: 'c'.repeat(TICKET_LIMITS.commentMax + 1) })),
    ).toEqual(['body: validation.max-length']);
    expect(issues(ticket('   ', 'ok'))[0]).toBe('subject: validation.cannot-be-empty');
  });
});
