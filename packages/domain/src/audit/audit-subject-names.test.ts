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

describe('changed fields in audit subjects', () => {
  const sentence = (action: string, subject: string, language: 'fi' | 'en' | 'sv') =>
    auditActionSentence({ action, subject, actedForName: null }, language);

  it("names a billing agreement's changed fields and their codes as its form does", () => {
    const subject = 'Aurora (900001): deliveryMethod EMAIL → F_INVOICE; email a@b.fi → –';
    expect(sentence('payer.update', subject, 'fi')).toBe(
      'Muutti laskutussopimusta Aurora (900001): ' +
        'Toimitustapa Sähköposti (PDF) → Verkkolasku (Finvoice); Sähköpostiosoite a@b.fi → –',
    );
    const type =
      'Aurora (900001): invoiceType CORPORATE_CUSTOMER_INVOICE → CORPORATE_CUSTOMER_INVOICE_EXTENDED; ' +
      'eInvoiceOperator – → 003721291126; address – → {"city":"Oulu"}';
    expect(sentence('payer.update', type, 'en')).toBe(
      'Changed the billing agreement Aurora (900001): ' +
        'Invoice type Concise invoice → Comprehensive invoice (every line); ' +
        'E-invoice operator – → Maventa (003721291126); Postal address – → {"city":"Oulu"}',
    );
  });

  it("names an operative contact's changed fields, its language, its tasks and a yes or no", () => {
    const subject =
      'Maija Virtanen: title Myyntipäällikkö → Johtaja; language fi → sv; ' +
      'roles OUTAGES → OUTAGES, SECURITY; aroundTheClock false → true';
    expect(sentence('operative-contact.update', subject, 'sv')).toBe(
      'Ändrade en operativ kontakt: Maija Virtanen: Titel Myyntipäällikkö → Johtaja; ' +
        'Språk finska → svenska; Uppgifter Fel och störningar → Fel och störningar, Informationssäkerhet; ' +
        'Nås även utanför kontorstid nej → ja',
    );
  });

  it('leaves a name or a free text holding a field or a value code as written', () => {
    const contact = 'email Ville: title – → email; notes title → call first; email after 5';
    expect(sentence('operative-contact.update', contact, 'fi')).toBe(
      'Muutti operatiivista yhteyshenkilöä: email Ville: ' +
        'Tehtävänimike – → email; Lisätiedot title → call first; email after 5',
    );
    const notes = 'Ville Aho: notes call; email me → –; phone +358401 → +358402';
    expect(sentence('operative-contact.update', notes, 'en')).toBe(
      'Changed an operative contact: Ville Aho: Notes call; email me → –; Phone +358401 → +358402',
    );
    const lines = 'Ville Aho: notes Soita ensin.\ntitle → –';
    expect(sentence('operative-contact.update', lines, 'sv')).toContain(
      'Ville Aho: Tilläggsuppgifter Soita ensin. title → –',
    );
    const payer = 'Laskut: email EMAIL (900001): reference – → EMAIL';
    expect(sentence('payer.update', payer, 'en')).toBe(
      'Changed the billing agreement Laskut: email EMAIL (900001): Your reference – → EMAIL',
    );
  });

  it('leaves an unknown field or value, a subject without changes and other actions as written', () => {
    const unknown = 'Aurora (900001): nickname a → b; deliveryMethod FAX → PAPER';
    expect(sentence('payer.update', unknown, 'fi')).toBe(
      'Muutti laskutussopimusta Aurora (900001): nickname a → b; Toimitustapa FAX → Paperilasku',
    );
    expect(sentence('payer.update', 'Aurora (900001)', 'fi')).toBe(
      'Muutti laskutussopimusta Aurora (900001)',
    );
    expect(sentence('payer.create', 'Aurora: email (900001)', 'en')).toContain('Aurora: email (900001)');
  });
});
