import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import {
  activateSimSchema,
  availablePlansSchema,
  changePackageSchema,
  replaceSimSchema,
  serviceOrderSchema,
  serviceOrdersSchema,
  lifecycleSchema,
  pukCodesSchema,
  serviceActionsSchema,
  serviceDetailSchema,
  serviceExportQuerySchema,
  serviceFilterChoicesSchema,
  serviceListQuerySchema,
  servicePageSchema,
  serviceParamsSchema,
  serviceSearchQuerySchema,
  serviceSearchSchema,
  terminationDatesSchema,
} from './services';
import {
  poaInputSchema,
  poaListQuerySchema,
  poaPageSchema,
  poaParamsSchema,
  poaResultInputSchema,
  powerOfAttorneySchema,
} from '../powers-of-attorney';
import { bulkServiceActionSchema, bulkServiceResultSchema } from './bulk';

const base = '/api/businesses/:id/services';

/** §7 'Services and assets': the subscription inventory and its §4 actions. */
export const serviceCalls = namedCalls('service', {
  list: defineCall({
    method: 'GET',
    path: base,
    params: companyParamsSchema,
    query: serviceListQuerySchema,
    response: servicePageSchema,
  }),
  /** The filtered list as CSV (semicolon-separated, UTF-8 with BOM) or XLSX, streamed as it is read. */
  export: defineCall({
    method: 'GET',
    path: `${base}/export`,
    params: companyParamsSchema,
    query: serviceExportQuerySchema,
    response: null,
  }),
  /** §7 /search/services (hits 20): the first matches of a number, ICCID or name, without a count. */
  search: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/search/services',
    params: companyParamsSchema,
    query: serviceSearchQuerySchema,
    response: serviceSearchSchema,
  }),
  filterChoices: defineCall({
    method: 'GET',
    path: `${base}/filterchoices`,
    params: companyParamsSchema,
    response: serviceFilterChoicesSchema,
  }),
  get: defineCall({
    method: 'GET',
    path: `${base}/:serviceId`,
    params: serviceParamsSchema,
    response: serviceDetailSchema,
  }),
  actions: defineCall({
    method: 'GET',
    path: `${base}/:serviceId/actions`,
    params: serviceParamsSchema,
    response: serviceActionsSchema,
  }),
  /** Every answer is audited (SERVICES_READ_PUK). */
  pukCodes: defineCall({
    method: 'GET',
    path: `${base}/:serviceId/pukcodes`,
    params: serviceParamsSchema,
    response: pukCodesSchema,
  }),
  terminationDates: defineCall({
    method: 'GET',
    path: `${base}/:serviceId/terminationdates`,
    params: serviceParamsSchema,
    response: terminationDatesSchema,
  }),
  /** Takes If-Match with the service's ETag (412 when it changed meanwhile). */
  lifecycle: defineCall({
    method: 'POST',
    versioned: true,
    path: `${base}/:serviceId/lifecycle`,
    params: serviceParamsSchema,
    body: lifecycleSchema,
    response: serviceDetailSchema,
  }),
  /** Takes If-Match like /lifecycle. */
  activateSim: defineCall({
    method: 'POST',
    versioned: true,
    path: `${base}/:serviceId/activatesim`,
    params: serviceParamsSchema,
    body: activateSimSchema,
    response: serviceDetailSchema,
  }),
  /** Takes If-Match like /lifecycle: a new SIM card for a running SIM service (a MODIFICATION order). */
  replaceSim: defineCall({
    method: 'POST',
    versioned: true,
    path: `${base}/:serviceId/replacesim`,
    params: serviceParamsSchema,
    body: replaceSimSchema,
    response: serviceDetailSchema,
  }),
  availablePlans: defineCall({
    method: 'GET',
    path: `${base}/:serviceId/availableplans`,
    params: serviceParamsSchema,
    response: availablePlansSchema,
  }),
  /**
   * A package change: a CHANGE order with the service as its target subscription, fulfilled like any
   * order; the service has its new package when the order completes. Takes If-Match like /lifecycle.
   */
  changePackage: defineCall({
    method: 'POST',
    versioned: true,
    path: `${base}/:serviceId/changepackage`,
    params: serviceParamsSchema,
    body: changePackageSchema,
    response: serviceOrderSchema,
  }),
  /**
   * The power of attorney as a PDF to print and sign (§7 POST /poa/pdf); nothing is stored, the view is
   * audited as the paper carries a personal identity code.
   */
  poaPdf: defineCall({
    method: 'POST',
    path: `${base}/:serviceId/poa/pdf`,
    params: serviceParamsSchema,
    body: poaInputSchema,
    response: null,
  }),
  /** Records the power of attorney as PENDING until it is signed (§7 POST /poa/create), audited. */
  poaCreate: defineCall({
    method: 'POST',
    path: `${base}/:serviceId/poa/create`,
    params: serviceParamsSchema,
    body: poaInputSchema,
    status: 201,
    response: powerOfAttorneySchema,
  }),
  /**
   * The company's powers of attorney with their §4 signing state (PENDING, SIGNED, REJECTED, or EXPIRED after
   * the last day), newest first; one service's with `serviceId`.
   */
  poaList: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/poas',
    params: companyParamsSchema,
    query: poaListQuerySchema,
    response: poaPageSchema,
  }),
  /**
   * Records the signing's result from the paper that came back: SIGNED (with the holder's personal identity
   * code as written on it, 409 POA_SSN_MISMATCH when it is not the holder's) or REJECTED; a decided or expired
   * one answers 409 with its §4 result. Audited.
   */
  poaResult: defineCall({
    method: 'POST',
    path: '/api/businesses/:id/poas/:poaId/result',
    params: poaParamsSchema,
    body: poaResultInputSchema,
    response: powerOfAttorneySchema,
  }),
  /**
   * A bulk action on a selection (suspend, cost centre, cease): each service by the rules of its own call,
   * without If-Match (the list's rows are what the user chose), each audited; per-service results.
   */
  bulk: defineCall({
    method: 'POST',
    path: `${base}/bulk`,
    params: companyParamsSchema,
    body: bulkServiceActionSchema,
    response: bulkServiceResultSchema,
  }),
  /** The order that made the service and those that targeted it (its actions' among them), newest first. */
  orders: defineCall({
    method: 'GET',
    path: `${base}/:serviceId/orders`,
    params: serviceParamsSchema,
    response: serviceOrdersSchema,
  }),
});
