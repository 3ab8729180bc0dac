import { describe, expect, it } from 'vitest';
import {
  CONTACT_GROUP_NAME_MAX,
  createContactGroupSchema,
  createTicketCommentSchema,
  createTicketSchema,
  TICKET_LIMITS,
} from './tickets';

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

describe('a contact group name', () => {
  const group = (name: string) => createContactGroupSchema.safeParse({ name, emails: ['noc@example.com'] });

  it('is trimmed, and refused when blank or longer than the limit', () => {
    expect(group('  Verkkotiimi ').data?.name).toBe('Verkkotiimi');
    expect(issues(group('   '))[0]).toBe('name: validation.cannot-be-empty');
    expect(issues(group(`  ${'n'.repeat(CONTACT_GROUP_NAME_MAX)} `))).toEqual([]);
    expect(issues(group('n'.repeat(CONTACT_GROUP_NAME_MAX + 1)))[0]).toBe('name: validation.max-length');
  });
});
