import { describe, expect, it } from 'vitest';
import { actingForName } from './acting-for';
import { auditActionOf, auditActionSentence, auditActorName } from './audit-actions';

describe('audit actions as sentences', () => {
  const comment = auditActionOf('POST /api/businesses/:id/tickets/:ticketId/comments');

  it('stores a known call by its key and an unknown one as it is', () => {
    expect(comment).toBe('ticket.comment');
    expect(auditActionOf('PATCH /api/new-thing')).toBe('PATCH /api/new-thing');
  });

  it.each([
    ['fi', 'Kommentoi tukipyyntöä #12'],
    ['en', 'Commented on support request #12'],
    ['sv', 'Kommenterade supportärende #12'],
  ] as const)('reads in %s', (language, sentence) => {
    expect(auditActionSentence({ action: comment, subject: '#12', actedForName: 'Maria' }, language)).toBe(
      sentence,
    );
  });

  it('reads rows stored before the table, without a subject, and unknown calls', () => {
    const legacy = { action: 'POST /api/businesses/:id/tickets', subject: null, actedForName: null };
    expect(auditActionSentence(legacy, 'en')).toBe('Created support request');
    const start = { action: 'impersonation.start', subject: null, actedForName: 'Maria Manninen' };
    expect(auditActionSentence(start, 'en')).toBe('Started acting as Maria Manninen');
    const unknown = { action: 'PATCH /api/new-thing', subject: null, actedForName: null };
    expect(auditActionSentence(unknown, 'en')).toBe('Made another change (PATCH /api/new-thing)');
  });
});

describe('auditActorName', () => {
  const names = { operatorName: 'Cecilia Asiakaspalvelu', actedForName: 'Maria Manninen' };
  it('names both for a change made while acting, the operator alone for starting to act', () => {
    expect(auditActorName({ ...names, action: 'ticket.comment' }, 'sv')).toBe(
      'Cecilia Asiakaspalvelu för Maria Manninen',
    );
    expect(auditActorName({ ...names, action: 'impersonation.start' }, 'sv')).toBe('Cecilia Asiakaspalvelu');
  });
});

describe('actingForName', () => {
  it.each([
    ['fi', 'Cecilia Asiakaspalvelu käyttäjän Maria Manninen puolesta'],
    ['en', 'Cecilia Asiakaspalvelu for Maria Manninen'],
    ['sv', 'Cecilia Asiakaspalvelu för Maria Manninen'],
  ] as const)('names both in %s', (language, name) => {
    expect(actingForName('Maria Manninen', 'Cecilia Asiakaspalvelu', language)).toBe(name);
  });

  it('names the user alone when nobody acted for them', () => {
    expect(actingForName('Maria Manninen', null, 'fi')).toBe('Maria Manninen');
  });
});
