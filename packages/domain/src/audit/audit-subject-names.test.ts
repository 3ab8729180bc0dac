import { describe, expect, it } from 'vitest';
import { CONTACT_ROLE_NAMES } from '../operative-contacts/contact-role-names';
import { PERMISSION_DISPLAY_NAMES, ROLE_DISPLAY_NAMES } from '../shared/roles';
import { auditActionSentence } from './audit-actions';

describe('codes in audit subjects', () => {
  it('names the rights and tasks a subject stores as codes, in the language of its reader', () => {
    const rights = {
      action: 'user.rights',
      subject: 'Maija Mäkinen: ServiceUser → ServiceManagerUser; +InvoicingReadInvoice −OrdersReadOrder',
      actedForName: null,
    };
    expect(auditActionSentence(rights, 'en')).toBe(
      "Changed a user's rights: Maija Mäkinen: " +
        `${ROLE_DISPLAY_NAMES.ServiceUser.en} → ${ROLE_DISPLAY_NAMES.ServiceManagerUser.en}; ` +
        `+${PERMISSION_DISPLAY_NAMES.InvoicingReadInvoice.en} −${PERMISSION_DISPLAY_NAMES.OrdersReadOrder.en}`,
    );
    const contact = { action: 'operative-contact.create', subject: 'Liisa (DELIVERIES; security@a.fi)' };
    expect(auditActionSentence({ ...contact, actedForName: null }, 'fi')).toContain(
      `Liisa (${CONTACT_ROLE_NAMES.DELIVERIES.fi}; security@a.fi)`,
    );
    const service = { action: 'user.external-service', subject: 'Satu, pace: USER (on) → MANAGER (off)' };
    expect(auditActionSentence({ ...service, actedForName: null }, 'en')).toContain(
      'Satu, PACE service: User (access on) → Manager (access off)',
    );
    const method = { action: 'user.authentication', subject: 'Ulla: SMS → PASSWORD', actedForName: null };
    expect(auditActionSentence(method, 'sv')).toContain('Ulla: Lösenord och sms-kod → Lösenord');
    const ticket = { action: 'ticket.create', subject: 'ServiceUser DELIVERIES', actedForName: null };
    expect(auditActionSentence(ticket, 'en')).toContain('ServiceUser DELIVERIES');
  });

  it('names statuses, a status of several words as a whole', () => {
    const repair = {
      action: 'asset.repair',
      subject: 'iPhone 15: NOT IN USE → REPAIR; broken screen',
      actedForName: null,
    };
    expect(auditActionSentence(repair, 'en')).toContain('iPhone 15: Not in use → In repair; broken screen');
    const declined = {
      action: 'order-request.decline',
      subject: '#3: PENDING_APPROVAL → REJECTED (too dear)',
      actedForName: null,
    };
    expect(auditActionSentence(declined, 'fi')).toBe(
      'Hylkäsi tilauspyynnön #3: Odottaa hyväksyntää → Hylätty (too dear)',
    );
  });

  it('names the condition of an approval rule', () => {
    const rule = {
      action: 'approval-rule.create',
      subject: 'ORDER_TYPE CEASE (Maria Manninen)',
      actedForName: null,
    };
    expect(auditActionSentence(rule, 'fi')).toBe(
      'Lisäsi hyväksyntäsäännön: tilaustyyppi Irtisanominen (Maria Manninen)',
    );
    const amount = {
      action: 'approval-rule.delete',
      subject: 'MONTHLY_OVER 100.00 € (–)',
      actedForName: null,
    };
    expect(auditActionSentence(amount, 'en')).toBe(
      'Removed approval rule: monthly charges over 100.00 € (–)',
    );
  });

  it('names the lines of a bulk order, the type of a company, a product status and a bulletin for all', () => {
    const bulk = { action: 'order.bulk-submit', subject: '#4100099 (LINES: 3)', actedForName: null };
    expect(auditActionSentence(bulk, 'sv')).toContain('#4100099 (rader: 3)');
    const type = { action: 'company.type', subject: 'LIMITED_COMPANY → SOLE_TRADER', actedForName: null };
    expect(auditActionSentence(type, 'fi')).toContain('Osakeyhtiö → Toiminimi');
    const product = {
      action: 'shop-product.status',
      subject: 'Kynä (K-1): pending → online',
      actedForName: null,
    };
    expect(auditActionSentence(product, 'fi')).toContain('Kynä (K-1): Odottaa → Myynnissä');
    const bulletin = { action: 'bulletin.create', subject: 'Katko (2026-12-01–, ALL)', actedForName: null };
    expect(auditActionSentence(bulletin, 'en')).toContain('Katko (2026-12-01–, all companies)');
  });
});
