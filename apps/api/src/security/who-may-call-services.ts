import { both, hasPermission, type Rule } from './who-may-call-rules';

// §6 'services': ServicesReadService reads the inventory; PUK codes, suspend and resume, cease and SIM
// activation each need their own permission beside it.
const readsServices = hasPermission('ServicesReadService');
const readsAssets = hasPermission('ServicesReadServiceList');
const services = '/api/businesses/{id}/services';

/** The inventory of services and assets, the availability search and powers of attorney. */
export const SERVICE_CALLS: Record<string, Rule> = {
  [`GET ${services}`]: readsServices,
  [`GET ${services}/filterchoices`]: readsServices,
  'GET /api/businesses/{id}/search/services': readsServices,
  [`GET ${services}/export`]: readsServices,
  // §6 'availability search': AvailabilitySearchReadAvailability.
  'GET /api/businesses/{id}/addresses': hasPermission('AvailabilitySearchReadAvailability'),
  'GET /api/businesses/{id}/availability/productsearchparams': hasPermission(
    'AvailabilitySearchReadAvailability',
  ),
  'POST /api/businesses/{id}/availability/products': hasPermission('AvailabilitySearchReadAvailability'),
  [`GET ${services}/{serviceId}`]: readsServices,
  [`GET ${services}/{serviceId}/actions`]: readsServices,
  [`GET ${services}/{serviceId}/pukcodes`]: both(readsServices, hasPermission('ServicesReadPuk')),
  [`GET ${services}/{serviceId}/terminationdates`]: both(
    readsServices,
    hasPermission('ServicesTerminateService'),
  ),
  [`POST ${services}/{serviceId}/lifecycle`]: both(
    readsServices,
    hasPermission('ServicesSuspendResumeService', 'ServicesTerminateService'),
  ),
  [`POST ${services}/{serviceId}/activatesim`]: both(readsServices, hasPermission('OrdersWriteChangeOrder')),
  [`POST ${services}/{serviceId}/replacesim`]: both(readsServices, hasPermission('OrdersWriteChangeOrder')),
  [`GET ${services}/{serviceId}/availableplans`]: both(
    readsServices,
    hasPermission('OrdersWriteChangeOrder'),
  ),
  [`POST ${services}/{serviceId}/changepackage`]: both(
    readsServices,
    hasPermission('OrdersWriteChangeOrder'),
  ),
  [`POST ${services}/bulk`]: both(
    readsServices,
    hasPermission('ServicesSuspendResumeService', 'ServicesTerminateService', 'CustomerWriteCostCenter'),
  ),
  [`POST ${services}/{serviceId}/poa/pdf`]: both(readsServices, hasPermission('OrdersWriteChangeOrder')),
  [`POST ${services}/{serviceId}/poa/create`]: both(readsServices, hasPermission('OrdersWriteChangeOrder')),
  'GET /api/businesses/{id}/poas': both(readsServices, hasPermission('OrdersWriteChangeOrder')),
  'POST /api/businesses/{id}/poas/{poaId}/result': both(
    readsServices,
    hasPermission('OrdersWriteChangeOrder'),
  ),
  [`GET ${services}/{serviceId}/orders`]: readsServices,
  // §6 'assets': ServicesReadServiceList reads them; a repair is a change order (ORDERS_WRITE_CHANGEORDER).
  'GET /api/businesses/{id}/assets': readsAssets,
  'GET /api/businesses/{id}/assetproductgroups': readsAssets,
  'GET /api/businesses/{id}/search/assets': readsAssets,
  'GET /api/businesses/{id}/assets/{assetId}': readsAssets,
  'POST /api/businesses/{id}/assets/{assetId}/repair': both(
    readsAssets,
    hasPermission('OrdersWriteChangeOrder'),
  ),
};
