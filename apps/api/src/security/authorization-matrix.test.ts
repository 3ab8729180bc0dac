import { and, count, eq, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  companyGroups,
  companyMemberships,
  costPools,
  documentFolders,
  documents,
  invoices,
  operativeContacts,
  orders,
  payers,
  services,
  assets,
  ticketAttachments,
} from '../db/schema';
import { DEMO_GROUP_ID_KIND } from '../seed/demo-groups';
import { DEMO_COMPANY, demoUuid } from '../seed/demo-ids';
import { UNAUDITED_CALLS } from '../plugins/unaudited-calls';
import { createTestApp, type TestApp } from '../test/test-app';
import { listOperations, operationUrl, type Operation } from './openapi-operations';
import { VALID_REQUESTS } from './valid-requests';
import { PERSONAS } from './personas';
import { WHO_MAY_CALL, type Caller } from './who-may-call';

/** Calls that answer without a session by design: the environment a login page needs. */
const PUBLIC = new Set(['GET /api/environment']);
/** Calls that end or swap the caller's session; the matrix does not make them, the session tests do. */
const SESSION_CHANGING = new Set(['DELETE /api/sessions', 'DELETE /api/impersonations']);

const cart = '/api/businesses/{id}/users/{uid}/carts';
/**
 * Company users' writes the audit log rightly lacks, or that the matrix's request leaves unchanged: their tests
 * check their audit rows.
 */
const NOT_A_COMPANY_CHANGE: ReadonlySet<string> = new Set([
  // The session's company chosen.
  'POST /api/businesses/{id}/activate',
  // A person's own basket being filled: the order it becomes is audited (order submit, shop order).
  `POST ${cart}`,
  `POST ${cart}/{cart}/analyticsevents`,
  `POST ${cart}/{cart}/bundles`,
  `PUT ${cart}/{cart}/bundles`,
  `PUT ${cart}/{cart}/bundles/{bundleNo}/quantity`,
  `POST ${cart}/{cart}/numberresources`,
  `POST ${cart}/{cart}/partyroles`,
  `PUT ${cart}/{cart}/contacts`,
  `PUT ${cart}/{cart}/deliveryinfo`,
  `PUT ${cart}/{cart}/enduser`,
  `PUT ${cart}/{cart}/payer`,
  'POST /api/businesses/{id}/matsku/cart/entries',
  'PUT /api/businesses/{id}/matsku/cart/store',
  'PUT /api/businesses/{id}/matsku/cart/endCustomerReference',
  // The matrix's request names a subscription of no one's (services.test.ts audits each service changed) and
  // ends a link the user does not have (end-users.test.ts audits a link made, moved and ended).
  'POST /api/businesses/{id}/services/bulk',
  'POST /api/businesses/{id}/users/{userId}/enduser',
]);

/** An id no object has. */
const NO_ONES = '00000000-0000-4000-8095-00000000dead';

type Verdict = { call: string; persona: string; case: string; status: number };

describe('authorization matrix over every operation and persona', () => {
  let t: TestApp;
  let operations: Operation[];
  const sessions = new Map<string, string>();
  /** Objects of each company, to ask for them inside another company's path. */
  const objectsOf = new Map<
    string,
    {
      ticketId: string;
      attachmentId: string;
      userId: string;
      payerId: string;
      costPoolId: string;
      invoiceId: string;
      documentId: string;
      folderId: string;
      orderId: string;
      serviceId: string;
      assetId: string;
      contactId: string;
      groups: Record<string, string>;
    }
  >();
  /** Each persona's own uid, and the cart it opened in its own company (carts are per user, §7 users/{uid}). */
  const uidOf = new Map<string, string>();
  const cartOf = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const { email } of PERSONAS) if (!sessions.has(email)) sessions.set(email, await t.login(email));
    for (const { email, own } of PERSONAS) {
      const uid = (
        await t.request({ method: 'GET', url: '/api/users/self/info', session: sessions.get(email) })
      ).json<{ uid: string }>().uid;
      uidOf.set(email, uid);
      const cart = await t.request({
        method: 'POST',
        url: `/api/businesses/${own}/users/${uid}/carts`,
        session: sessions.get(email),
      });
      if (cart.statusCode === 200) cartOf.set(`${email} ${own}`, cart.json<{ code: string }>().code);
    }
    operations = (await listOperations(t)).filter((op) => !SESSION_CHANGING.has(`${op.method} ${op.path}`));
    for (const company of Object.values(DEMO_COMPANY)) {
      const [row] = await t.db
        .select()
        .from(ticketAttachments)
        .where(and(eq(ticketAttachments.companyId, company), ne(ticketAttachments.fileName, '')))
        .limit(1);
      // A company user who is none of the personas, so that changing them leaves the personas' rights alone.
      const [member] = await t.db
        .select({ userId: companyMemberships.userId })
        .from(companyMemberships)
        .where(and(eq(companyMemberships.companyId, company), like(companyMemberships.userId, '%-8091-%')))
        .limit(1);
      const [payer] = await t.db
        .select({ id: payers.id })
        .from(payers)
        .where(eq(payers.companyId, company))
        .limit(1);
      const [costPool] = await t.db
        .select({ id: costPools.id })
        .from(costPools)
        .where(eq(costPools.companyId, company))
        .limit(1);
      const groups = await t.db
        .select({ id: companyGroups.id, kind: companyGroups.kind })
        .from(companyGroups)
        .where(eq(companyGroups.companyId, company));
      const groupOf = (kind: string) => groups.find((group) => group.kind === kind)?.id ?? '';
      const [invoice] = await t.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.companyId, company))
        .limit(1);
      // A document the company keeps itself: one the operator published is only the operator's to change.
      const [document] = await t.db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.companyId, company), eq(documents.publishedByOperator, false)))
        .limit(1);
      const [folder] = await t.db
        .select({ id: documentFolders.id })
        .from(documentFolders)
        .where(eq(documentFolders.companyId, company))
        .limit(1);
      const [order] = await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.companyId, company))
        .limit(1);
      // A running mobile subscription: it has PUK codes, and its actions meet the §4 rules (409), not a 404.
      const [service] = await t.db
        .select({ id: services.id })
        .from(services)
        .where(
          and(eq(services.companyId, company), eq(services.status, 'ACTIVE'), eq(services.type, 'mobile')),
        )
        .orderBy(services.number)
        .limit(1);
      const [asset] = await t.db
        .select({ id: assets.id })
        .from(assets)
        .where(and(eq(assets.companyId, company), eq(assets.status, 'IN USE')))
        .orderBy(assets.id)
        .limit(1);
      const [contact] = await t.db
        .select({ id: operativeContacts.id })
        .from(operativeContacts)
        .where(eq(operativeContacts.companyId, company))
        .limit(1);
      if (row && member && payer && invoice && document && folder && service && asset)
        objectsOf.set(company, {
          serviceId: service.id,
          assetId: asset.id,
          contactId: contact?.id ?? crypto.randomUUID(),
          ticketId: row.ticketId,
          attachmentId: row.id,
          userId: member.userId,
          payerId: payer.id,
          costPoolId: costPool?.id ?? crypto.randomUUID(),
          invoiceId: invoice.id,
          documentId: document.id,
          folderId: folder.id,
          orderId: order?.id ?? crypto.randomUUID(),
          groups: { permissiongroups: groupOf('permission'), authorizationgroups: groupOf('authorization') },
        });
    }
  }, 120_000);
  afterAll(() => t.close());

  const call = (operation: Operation) => `${operation.method} ${operation.path}`;
  /** A state-changing call in a company's path, as the audit trail names calls (`:id`, not `{id}`). */
  const isCompanyWrite = (operation: Operation) =>
    !['GET', 'HEAD'].includes(operation.method) &&
    operation.path.startsWith('/api/businesses/{id}/') &&
    !UNAUDITED_CALLS.has(call(operation).replace(/\{(\w+)\}/g, ':$1'));
  const auditRows = async (company: string) =>
    (await t.db.select({ rows: count() }).from(auditLog).where(eq(auditLog.companyId, company)))[0]?.rows ??
    0;
  const takesCompany = (operation: Operation) => operation.path.includes('{id}');
  const takesObject = (operation: Operation) =>
    /\{(ticketId|attachmentId|uid|userId|payerId|costPoolId|invoiceId|groupId|documentId|folderId|orderId|serviceId|assetId|contactId)\}/.test(
      operation.path,
    );
  /** The group a path names: one of the operator's templates, or the company's group of the path's kind. */
  const groupIdFor = (operation: Operation, objects: { groups: Record<string, string> }) => {
    if (operation.path.startsWith('/api/usermanagement/')) return demoUuid(DEMO_GROUP_ID_KIND, 1);
    const kind = /\/(permissiongroups|authorizationgroups)\//.exec(operation.path)?.[1] ?? '';
    return objects.groups[kind] ?? crypto.randomUUID();
  };

  async function send(
    operation: Operation,
    session: string | undefined,
    company: string,
    objectsFrom: string,
    email = '',
    headers: Record<string, string> = {},
  ) {
    const none = {
      ticketId: crypto.randomUUID(),
      attachmentId: crypto.randomUUID(),
      userId: crypto.randomUUID(),
      payerId: crypto.randomUUID(),
      costPoolId: crypto.randomUUID(),
      invoiceId: crypto.randomUUID(),
      documentId: crypto.randomUUID(),
      folderId: crypto.randomUUID(),
      orderId: crypto.randomUUID(),
      serviceId: crypto.randomUUID(),
      assetId: crypto.randomUUID(),
      contactId: crypto.randomUUID(),
      groups: {},
    };
    // A deletion is aimed at nothing, so the objects stay for the calls checked after it.
    const objects = operation.method === 'DELETE' ? none : (objectsOf.get(objectsFrom) ?? none);
    const valid = VALID_REQUESTS[call(operation)] ?? {};
    // A product every company's assortment holds: products are the operator's, not a company's objects.
    // A power of attorney, an approval rule, a cart's party role, a bulletin, an assortment and a shop cart's
    // entry are named by ids that are no one's: the call gets past its guard and input check and answers 404.
    const shared = {
      productCode: 'PH-SGA55-128-NV',
      service: 'pace',
      reportId: 'spend-by-month',
      poaId: NO_ONES,
      ruleId: NO_ONES,
      roleId: NO_ONES,
      bulletinId: NO_ONES,
      assortmentId: NO_ONES,
      entryNumber: 99_999,
      // The order capture's price of a catalogue product (§7 GET /prices/{id}), by the product's code.
      priceId: 'MOB_5G_100',
    };
    // The caller's own uid and cart in its own company; in another's, a uid that is no one's there.
    const own = objectsFrom === company && operation.method !== 'DELETE';
    const userObjects = {
      uid: own ? (uidOf.get(email) ?? 'no-such-user') : 'no-such-user',
      cart: (own && cartOf.get(`${email} ${company}`)) || crypto.randomUUID(),
      templateId: 'MOBILE_VOICE',
      bundleNo: 1,
      // A cart's confirmation contact is named by its address.
      email: 'tilaukset@aurora.example',
      requestId: crypto.randomUUID(),
    };
    const groupId = operation.method === 'DELETE' ? crypto.randomUUID() : groupIdFor(operation, objects);
    const url = operationUrl(
      operation,
      { id: company, ...shared, ...userObjects, ...objects, groupId },
      valid.query ?? {},
    );
    const response = await t.request({
      method: operation.method as 'GET',
      url,
      session,
      headers,
      ...(operation.body ? { payload: valid.body ?? {} } : {}),
    });
    return response.statusCode;
  }

  /**
   * In its own company a caller the spec permits gets through the guards (a read of a real object answers
   * 200; a write may still meet 400, 404 or 409 of its own), and any other caller gets 403.
   */
  function answersAsTheSpecSays(operation: Operation, caller: Caller, status: number): boolean {
    const permitted = WHO_MAY_CALL[call(operation)]?.(caller);
    if (!permitted) return status === 403;
    if (operation.method === 'GET') return status === 200;
    return status < 500 && status !== 401 && status !== 403;
  }

  /** A write the document says takes If-Match: a tag that can match no version is answered 412 at once. */
  const takesIfMatch = (operation: Operation) =>
    operation.parameters.some((parameter) => parameter.in === 'header' && parameter.name === 'If-Match');
  const NO_VERSION = { 'if-match': 'W/"0"' };

  it('knows from the spec who may make every call, and of no call the server does not have', () => {
    const names = operations.map(call);
    expect(names.filter((name) => !WHO_MAY_CALL[name] && !SESSION_CHANGING.has(name))).toEqual([]);
    expect(Object.keys(WHO_MAY_CALL).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('answers as the spec says in the own company, 401 without a session, 404 for a foreign company or object, and audits what a company user changes', async () => {
    const wrong: Verdict[] = [];
    // Writes a company user made that answered 2xx, and the writes that added an audit row at least once, by
    // anyone: the same write made again may change nothing (the address is saved, the phone number the same).
    const changed = new Set<string>();
    const auditedCalls = new Set<string>();
    let checked = 0;
    const expect_ = (verdict: Verdict, ok: boolean) => {
      checked += 1;
      if (!ok) wrong.push(verdict);
    };
    for (const operation of operations) {
      const name = call(operation);
      const anonymous = await send(operation, undefined, DEMO_COMPANY.aurora, DEMO_COMPANY.aurora);
      if (!PUBLIC.has(name))
        expect_({ call: name, persona: '-', case: 'no session', status: anonymous }, anonymous === 401);
      for (const persona of PERSONAS) {
        const session = sessions.get(persona.email);
        const write = isCompanyWrite(operation);
        const rowsBefore = write ? await auditRows(persona.own) : 0;
        const own = await send(operation, session, persona.own, persona.own, persona.email);
        if (write && own < 300) {
          if (persona.caller.globalRoles.length === 0) changed.add(name);
          if (rowsBefore < (await auditRows(persona.own))) auditedCalls.add(name);
        }
        expect_(
          { call: name, persona: persona.email, case: `own ${persona.own}`, status: own },
          answersAsTheSpecSays(operation, persona.caller, own),
        );
        if (takesIfMatch(operation) && WHO_MAY_CALL[name]?.(persona.caller)) {
          const stale = await send(operation, session, persona.own, persona.own, persona.email, NO_VERSION);
          expect_(
            { call: name, persona: persona.email, case: 'If-Match of no version', status: stale },
            stale === 412,
          );
        }
        if (!takesCompany(operation)) continue;
        if (persona.foreign) {
          const foreign = await send(operation, session, persona.foreign, persona.foreign, persona.email);
          expect_(
            { call: name, persona: persona.email, case: `foreign ${persona.foreign}`, status: foreign },
            foreign === 404,
          );
        }
        if (takesObject(operation)) {
          const other = Object.values(DEMO_COMPANY).find((company) => company !== persona.own)!;
          const crossed = await send(operation, session, persona.own, other, persona.email);
          const crossedOk = crossed === 404 || crossed === 403 || crossed === 400;
          expect_(
            { call: name, persona: persona.email, case: `objects of ${other}`, status: crossed },
            crossedOk,
          );
        }
      }
    }
    expect(objectsOf.size).toBe(Object.keys(DEMO_COMPANY).length);
    console.info(
      `authorization: ${operations.length} operations × ${PERSONAS.length} personas, ${checked} checks, ${wrong.length} wrong`,
    );
    expect(wrong).toEqual([]);
    // FEATURE-DONE: every change a company user makes is in the company's audit log.
    const unaudited = [...changed].filter(
      (name) => !auditedCalls.has(name) && !NOT_A_COMPANY_CHANGE.has(name),
    );
    expect(unaudited.sort()).toEqual([]);
  }, 600_000);
});
