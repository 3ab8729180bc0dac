/**
 * Who may make each call of the API, written down from the spec (§6 roles and menu requirements, §7 calls)
 * rather than read from the server's own guards, so that the authorization matrix checks the server against
 * the spec. A new operation fails the matrix until it is added here.
 */
export interface Caller {
  globalRoles: readonly string[];
  /** Roles and permissions in the company the call is about ('all' for operator staff, who reach every company). */
  companyRoles: readonly string[];
  permissions: readonly string[] | 'all';
}

type Rule = (caller: Caller) => boolean;

const OPERATOR_STAFF = ['DCUser', 'CCUser', 'DNAMUUSER', 'DNASMUSER'];

const anyone: Rule = () => true;
const hasRole =
  (...roles: string[]): Rule =>
  ({ globalRoles, companyRoles }) =>
    roles.some((role) => globalRoles.includes(role) || companyRoles.includes(role));
const hasPermission =
  (...permissions: string[]): Rule =>
  (caller) =>
    caller.permissions === 'all' || permissions.some((name) => caller.permissions.includes(name));
const both =
  (first: Rule, second: Rule): Rule =>
  (caller) =>
    first(caller) && second(caller);

const operatorStaff = hasRole(...OPERATOR_STAFF);
// §6 'users and groups': a company's service managers, and DC and CC staff.
const managesUsers = hasRole('ServiceManagerUser', 'DCUser', 'CCUser');
const readsTickets = hasPermission('TicketingReadTicket');
const readsReferenceData = hasRole('DCUser', 'CCUser', 'SuperAdmin');
// §6 tickets: a new ticket (and so an answer, a cancellation, an attachment) needs read and one write permission.
const writesTickets = both(
  readsTickets,
  hasPermission('TicketingWriteTicket', 'TicketingWriteWholesaleTicket'),
);

// §6 'matsku': the shop is for delivery coordinators, the MU and SM staff and the partner representatives.
const shops = hasRole('DCUser', 'DNAMUUSER', 'DNASMUSER', 'REPMAINUSER', 'REPENDUSER');
const shop = '/api/businesses/{id}/matsku';
// §6 'contact details': CustomerReadInformation reads, CustomerWriteInformation also writes.
const readsInformation = hasPermission('CustomerReadInformation');
const writesInformation = both(readsInformation, hasPermission('CustomerWriteInformation'));
// §6 'documents': DocumentsReadDocument reads and downloads, DocumentsWriteDocument also writes.
const readsDocuments = hasPermission('DocumentsReadDocument');
const writesDocuments = both(readsDocuments, hasPermission('DocumentsWriteDocument'));
const documents = '/api/businesses/{id}/documents';
// §6 'operative contacts': CustomerReadOperativeContact reads, CustomerWriteOperativeContact also writes.
const readsOperativeContacts = hasPermission('CustomerReadOperativeContact');
const writesOperativeContacts = both(readsOperativeContacts, hasPermission('CustomerWriteOperativeContact'));
const operativeContacts = '/api/businesses/{id}/operativecontacts';

// §6 'services': ServicesReadService reads the inventory; PUK codes, suspend and resume, cease and SIM
// activation each need their own permission beside it.
const readsServices = hasPermission('ServicesReadService');
const readsAssets = hasPermission('ServicesReadServiceList');
const services = '/api/businesses/{id}/services';

export const WHO_MAY_CALL: Record<string, Rule> = {
  'POST /api/session': anyone,
  'GET /api/users/self/info': anyone,
  'GET /api/users/self/profile': anyone,
  'PUT /api/users/self/profile': anyone,
  'GET /api/users/self/sessions': anyone,
  'DELETE /api/users/self/sessions/others': anyone,
  'GET /api/environment': anyone,
  'GET /api/businesses': anyone,
  'GET /api/businesses/{id}': anyone,
  'POST /api/businesses/{id}/activate': anyone,
  // §2 /0: the company search and the new-company form are operator tools; only delivery coordinators create.
  'GET /api/businesses/search2': operatorStaff,
  'POST /api/businesses': hasRole('DCUser'),
  'PUT /api/environmentmode': operatorStaff,
  'GET /api/admintools/session': hasRole('SuperAdmin'),
  // §4: acting as one of a company's users is for DC and CC.
  'POST /api/businesses/{id}/impersonations/{uid}': hasRole('DCUser', 'CCUser'),
  // DESIGN.md §5: the company's administrators and operator staff read its audit log.
  'GET /api/businesses/{id}/audit': hasRole('ServiceManagerUser', ...OPERATOR_STAFF),
  'GET /api/businesses/{id}/audit.csv': hasRole('ServiceManagerUser', ...OPERATOR_STAFF),
  'GET /api/businesses/{id}/tickets': readsTickets,
  'GET /api/businesses/{id}/tickets/statistics/non-closed': readsTickets,
  'GET /api/businesses/{id}/tickets/{ticketId}': readsTickets,
  'GET /api/businesses/{id}/tickets/{ticketId}/comments': readsTickets,
  'GET /api/businesses/{id}/tickets/{ticketId}/attachments': readsTickets,
  'GET /api/businesses/{id}/tickets/{ticketId}/attachments/{attachmentId}': readsTickets,
  'GET /api/businesses/{id}/customerservicegroup': readsTickets,
  'POST /api/businesses/{id}/tickets': writesTickets,
  'POST /api/businesses/{id}/tickets/{ticketId}/comments': writesTickets,
  'POST /api/businesses/{id}/tickets/{ticketId}/attachments': writesTickets,
  'POST /api/businesses/{id}/invalidateCase': writesTickets,
  'GET /api/businesses/{id}/tickets/{ticketId}/timeline': readsTickets,
  // §6: the ticket desk (workflow, assignment, internal notes) is customer care's and delivery coordination's.
  'PUT /api/businesses/{id}/tickets/{ticketId}/status': hasRole('CCUser', 'DCUser'),
  'PUT /api/businesses/{id}/tickets/{ticketId}/assignee': hasRole('CCUser', 'DCUser'),
  'POST /api/businesses/{id}/tickets/{ticketId}/notes': hasRole('CCUser', 'DCUser'),
  // The desk's queue across every company is theirs too.
  'GET /api/tickets/queue': hasRole('CCUser', 'DCUser'),
  // The ticket form's pickers: contact groups are read by whoever may write tickets or groups.
  'GET /api/businesses/{id}/contactgroups': hasPermission(
    'TicketingReadContactGroup',
    'TicketingWriteContactGroup',
    'TicketingWriteTicket',
    'TicketingWriteWholesaleTicket',
  ),
  'POST /api/businesses/{id}/contactgroups': hasPermission('TicketingWriteContactGroup'),
  'GET /api/businesses/{id}/devices': writesTickets,
  'GET /api/businesses/{id}/devices/generic': writesTickets,
  'GET /api/businesses/{id}/users': managesUsers,
  'HEAD /api/businesses/{id}/users': managesUsers,
  'POST /api/businesses/{id}/users': managesUsers,
  'GET /api/businesses/{id}/users/{userId}': managesUsers,
  'DELETE /api/businesses/{id}/users/{userId}': managesUsers,
  'PUT /api/businesses/{id}/users/{userId}/roles': managesUsers,
  'PUT /api/businesses/{id}/users/{userId}/authentication': managesUsers,
  'PUT /api/businesses/{id}/users/{userId}/phone': managesUsers,
  'GET /api/businesses/{id}/users/access-review': managesUsers,
  // A user refreshes their own rights; another user's (as here, the company's demo users) are for managers.
  'POST /api/businesses/{id}/users/{userId}/refresh': managesUsers,
  // §6 payers and cost centers; a change to an agreement is the writers' (its flag is on in tests).
  'GET /api/businesses/{id}/payers': hasPermission('CustomerReadPayer'),
  'GET /api/businesses/{id}/payers/{payerId}': hasPermission('CustomerReadPayer'),
  'POST /api/businesses/{id}/payers': hasPermission('CustomerWritePayer'),
  'PUT /api/businesses/{id}/payers/{payerId}': hasPermission('CustomerWritePayer'),
  'GET /api/businesses/{id}/costpools': hasPermission('CustomerReadCostCenter', 'CustomerWriteCostCenter'),
  'GET /api/businesses/{id}/costpools2': hasPermission('CustomerReadCostCenter', 'CustomerWriteCostCenter'),
  'POST /api/businesses/{id}/costpools': hasPermission('CustomerWriteCostCenter'),
  // §6 invoices: InvoicingReadInvoice.
  'GET /api/businesses/{id}/invoices2': hasPermission('InvoicingReadInvoice'),
  'GET /api/businesses/{id}/invoices2/export': hasPermission('InvoicingReadInvoice'),
  'GET /api/businesses/{id}/invoices2/spend': hasPermission('InvoicingReadInvoice'),
  'GET /api/businesses/{id}/invoices/{invoiceId}/lines/export': hasPermission('InvoicingReadInvoice'),
  'GET /api/businesses/{id}/invoices/{invoiceId}/lines': hasPermission('InvoicingReadInvoice'),
  'GET /api/businesses/{id}/invoices/{invoiceId}/details': hasPermission('InvoicingReadInvoice'),
  'GET /api/businesses/{id}/invoices/{invoiceId}': hasPermission('InvoicingReadInvoice'),
  // Reference data of the address and e-invoice forms: for anyone signed in.
  'GET /api/countries': anyone,
  'GET /api/f-invoice-operators': anyone,
  // §7 search/contacts: any user of the company names a colleague as a contact.
  'GET /api/businesses/{id}/search/contacts': anyone,
  [`GET ${shop}/catalogue/search`]: shops,
  [`GET ${shop}/catalogue/products/{productCode}`]: shops,
  [`GET ${shop}/stores`]: shops,
  [`GET ${shop}/cart`]: shops,
  [`POST ${shop}/cart/entries`]: shops,
  [`PUT ${shop}/cart/entries/{entryNumber}`]: shops,
  [`PATCH ${shop}/cart/entries/{entryNumber}`]: shops,
  [`DELETE ${shop}/cart/entries/{entryNumber}`]: shops,
  [`PUT ${shop}/cart/store`]: shops,
  [`PUT ${shop}/cart/endCustomerReference`]: shops,
  [`POST ${shop}/orders`]: shops,
  [`GET ${shop}/orders`]: shops,
  [`POST ${shop}/cart/reorder`]: shops,
  // §6 'productadmin, assortments': the operator's side of the shop is for DC and MU users.
  ...Object.fromEntries(
    [
      'GET /api/matsku/productmanagement/products',
      'GET /api/matsku/productmanagement/products/{productCode}',
      'PUT /api/matsku/productmanagement/products/{productCode}/status',
      'POST /api/matsku/productmanagement/products/{productCode}/synchronize',
      'PUT /api/matsku/productmanagement/products/{productCode}/stockbalance',
      'GET /api/matsku/productmanagement/assortments',
      'POST /api/matsku/productmanagement/assortments',
      'PUT /api/matsku/productmanagement/assortments/{assortmentId}',
    ].map((name) => [name, hasRole('DCUser', 'DNAMUUSER')]),
  ),
  // §6 'office supplies': the matsku roles, and only in the configured company (elsewhere the shop is 404).
  [`POST ${shop}/officesupplies/orders`]: shops,
  // §6 'new order': the catalogue and the caller's own carts need FECompositeWriteOrder, or (§4 order
  // requests) an employee's FECompositeWriteMyOrderRequests.
  ...Object.fromEntries(
    [
      'GET /api/businesses/{id}/catalogue/offerings',
      'GET /api/businesses/{id}/catalogue/bundles/{templateId}',
      'GET /api/businesses/{id}/users/{uid}/cartsummary',
      'GET /api/businesses/{id}/users/{uid}/minicart',
      'POST /api/businesses/{id}/users/{uid}/carts',
      'GET /api/businesses/{id}/users/{uid}/carts/{cart}',
      'DELETE /api/businesses/{id}/users/{uid}/carts/{cart}',
      'POST /api/businesses/{id}/users/{uid}/carts/{cart}/bundles',
      'PUT /api/businesses/{id}/users/{uid}/carts/{cart}/bundles',
      'DELETE /api/businesses/{id}/users/{uid}/carts/{cart}/bundles/{bundleNo}',
      'PUT /api/businesses/{id}/users/{uid}/carts/{cart}/bundles/{bundleNo}/quantity',
      'PUT /api/businesses/{id}/users/{uid}/carts/{cart}/characteristics',
      'GET /api/businesses/{id}/users/{uid}/carts/{cart}/contacts',
      'PUT /api/businesses/{id}/users/{uid}/carts/{cart}/contacts',
      'DELETE /api/businesses/{id}/users/{uid}/carts/{cart}/contacts/{email}',
      'PUT /api/businesses/{id}/users/{uid}/carts/{cart}/enduser',
      'DELETE /api/businesses/{id}/users/{uid}/carts/{cart}/enduser',
      'PUT /api/businesses/{id}/users/{uid}/carts/{cart}/deliveryinfo',
      'DELETE /api/businesses/{id}/users/{uid}/carts/{cart}/deliveryinfo',
      'GET /api/businesses/{id}/users/{uid}/carts/{cart}/payers',
      'GET /api/businesses/{id}/users/{uid}/carts/{cart}/restrictions',
      'POST /api/businesses/{id}/users/{uid}/carts/{cart}/templates',
      'POST /api/businesses/{id}/users/{uid}/carts/{cart}/fromtemplate',
      'GET /api/businesses/{id}/users/{uid}/carttemplates',
      'DELETE /api/businesses/{id}/users/{uid}/carttemplates/{templateId}',
      'GET /api/businesses/{id}/users/{uid}/carts/{cart}/prerequisites',
      'GET /api/businesses/{id}/users/{uid}/carts/{cart}/modifications',
      'PUT /api/businesses/{id}/users/{uid}/carts/{cart}/payer',
      'GET /api/businesses/{id}/users/{uid}/carts/{cart}/numberport',
      'PUT /api/businesses/{id}/users/{uid}/carts/{cart}/numberport',
      // Decision 018: a port-in's power of attorney is made and its signing recorded by whoever builds the cart.
      'POST /api/businesses/{id}/users/{uid}/carts/{cart}/numberport/{bundleNo}/poa/pdf',
      'POST /api/businesses/{id}/users/{uid}/carts/{cart}/numberport/{bundleNo}/poa/create',
      'POST /api/businesses/{id}/users/{uid}/carts/{cart}/numberport/{bundleNo}/poa/result',
      'POST /api/businesses/{id}/users/{uid}/preordercheck',
      'GET /api/businesses/{id}/users/{uid}/carts/{cart}/changeimpact',
      'GET /api/businesses/{id}/users/{uid}/carts/{cart}/bundleinfo',
      'POST /api/businesses/{id}/users/{uid}/carts/{cart}/analyticsevents',
      'GET /api/businesses/{id}/users/{uid}/numberavailability',
      // Issue 10: broadband by address, on the availability search's network data.
      'GET /api/businesses/{id}/users/{uid}/broadband/addresses',
      'GET /api/businesses/{id}/users/{uid}/broadband/offers',
      'GET /api/businesses/{id}/users/{uid}/carts/{cart}/numberresources',
      'POST /api/businesses/{id}/users/{uid}/carts/{cart}/numberresources',
      'GET /api/businesses/{id}/users/{uid}/selfdefinednumbersallowed',
      // §7 the catalogue's price list, device stocks, preselections, a cart's party roles and availability.
      'POST /api/businesses/{id}/catalogue/prices',
      'GET /api/businesses/{id}/catalogue/prices/{priceId}',
      'POST /api/businesses/{id}/users/{uid}/products/stocks',
      'POST /api/businesses/{id}/users/{uid}/preselections',
      'POST /api/businesses/{id}/users/{uid}/availability/orders',
      'POST /api/businesses/{id}/users/{uid}/carts/{cart}/partyroles',
      'PUT /api/businesses/{id}/users/{uid}/carts/{cart}/partyroles',
      'DELETE /api/businesses/{id}/users/{uid}/carts/{cart}/partyroles/{roleId}',
      // §7 the cart's end users, found and added by whoever builds a cart.
      'GET /api/businesses/{id}/users/{uid}/endusers',
      'POST /api/businesses/{id}/users/{uid}/endusers',
      // §7 the cart's delivery infos, found and saved by whoever builds a cart.
      'GET /api/businesses/{id}/users/{uid}/deliveryinfos',
      'POST /api/businesses/{id}/users/{uid}/deliveryinfos',
    ].map((call) => [call, hasPermission('FECompositeWriteOrder', 'FECompositeWriteMyOrderRequests')]),
  ),
  // Only who may order submits a cart as an order; a requester sends it as an order request instead (§4).
  'POST /api/businesses/{id}/users/{uid}/orders': hasPermission('FECompositeWriteOrder'),
  // §6 'orders': OrdersReadOrder reads the company's orders (under the caller's own uid) and searches them.
  'GET /api/businesses/{id}/users/{uid}/orders': hasPermission('OrdersReadOrder'),
  'GET /api/businesses/{id}/users/{uid}/orders/{orderId}': hasPermission('OrdersReadOrder'),
  'GET /api/businesses/{id}/search/orders': hasPermission('OrdersReadOrder'),
  // §6 'order requests': approvers (OrdersHandleOrderRequest) decide and proceed; employees
  // (OrdersRequestOrderRequest) send requests; both list and count (approvers the company's, employees their own).
  // An orderer whose order meets an approval rule sends it as a request as well (issue 11).
  'POST /api/businesses/{id}/users/{uid}/orderrequests': hasPermission(
    'OrdersRequestOrderRequest',
    'FECompositeWriteOrder',
  ),
  'GET /api/businesses/{id}/users/{uid}/orderrequests': hasPermission(
    'OrdersHandleOrderRequest',
    'OrdersRequestOrderRequest',
  ),
  'GET /api/businesses/{id}/users/{uid}/orderrequests/count': hasPermission(
    'OrdersHandleOrderRequest',
    'OrdersRequestOrderRequest',
  ),
  'POST /api/businesses/{id}/users/{uid}/orderrequests/{requestId}/updatestatus':
    hasPermission('OrdersHandleOrderRequest'),
  'POST /api/businesses/{id}/users/{uid}/orderrequests/{requestId}':
    hasPermission('OrdersHandleOrderRequest'),
  // Approval rules (issue 11): the company's approvers set which orders need them.
  'GET /api/businesses/{id}/approvalrules': hasPermission('OrdersHandleOrderRequest'),
  'POST /api/businesses/{id}/approvalrules': hasPermission('OrdersHandleOrderRequest'),
  'DELETE /api/businesses/{id}/approvalrules/{ruleId}': hasPermission('OrdersHandleOrderRequest'),
  'GET /api/businesses/{id}/approvalrules/approvers': hasPermission('OrdersHandleOrderRequest'),
  'PUT /api/businesses/{id}/approvalrules/{ruleId}/approvers': hasPermission('OrdersHandleOrderRequest'),
  // Bulk orders (issue 11): a file of subscriptions is an order, so who may order checks and submits one.
  'POST /api/businesses/{id}/users/{uid}/bulkorders/check': hasPermission('FECompositeWriteOrder'),
  'POST /api/businesses/{id}/users/{uid}/bulkorders': hasPermission('FECompositeWriteOrder'),
  // §6 'users and groups': a company's groups and each user's groups are run like its users.
  'GET /api/businesses/{id}/permissiongroups': managesUsers,
  'POST /api/businesses/{id}/permissiongroups': managesUsers,
  'GET /api/businesses/{id}/permissiongroups/{groupId}': managesUsers,
  'PUT /api/businesses/{id}/permissiongroups/{groupId}': managesUsers,
  'PATCH /api/businesses/{id}/permissiongroups/{groupId}': managesUsers,
  'DELETE /api/businesses/{id}/permissiongroups/{groupId}': managesUsers,
  'PUT /api/businesses/{id}/permissiongroups/{groupId}/permissionentries': managesUsers,
  'PUT /api/businesses/{id}/permissiongroups/{groupId}/members': managesUsers,
  'GET /api/businesses/{id}/authorizationgroups': managesUsers,
  'POST /api/businesses/{id}/authorizationgroups': managesUsers,
  'GET /api/businesses/{id}/authorizationgroups/{groupId}': managesUsers,
  'PUT /api/businesses/{id}/authorizationgroups/{groupId}': managesUsers,
  'PATCH /api/businesses/{id}/authorizationgroups/{groupId}': managesUsers,
  'DELETE /api/businesses/{id}/authorizationgroups/{groupId}': managesUsers,
  'PUT /api/businesses/{id}/authorizationgroups/{groupId}/permissionentries': managesUsers,
  'PUT /api/businesses/{id}/authorizationgroups/{groupId}/members': managesUsers,
  'GET /api/businesses/{id}/users/{userId}/authorizationgroups': managesUsers,
  'PUT /api/businesses/{id}/users/{userId}/authorizationgroups': managesUsers,
  // §7 the end-user link: those who run the company's users see its end users and link a user to one.
  'GET /api/businesses/{id}/endusers': managesUsers,
  // §6: IDM roles are reference data for DC and CC, and only with a real company.
  'GET /api/businesses/{id}/idmuserroles': hasRole('DCUser', 'CCUser'),
  'GET /api/businesses/{id}/idmuserrolegroups': hasRole('DCUser', 'CCUser'),
  'GET /api/usermanagement/idmuserrolegroups/templates': hasRole('DCUser', 'CCUser'),
  // §7 a user's roles in the external services: the company's user administrators.
  'GET /api/businesses/{id}/users/{userId}/externalservice': managesUsers,
  'POST /api/businesses/{id}/users/{userId}/externalservice/{service}': managesUsers,
  'PUT /api/businesses/{id}/users/{userId}/externalservice/{service}': managesUsers,
  'GET /api/businesses/{id}/endusers/{userId}': managesUsers,
  'POST /api/businesses/{id}/users/{userId}/enduser': managesUsers,
  // §6 reference data (permissions, group templates) loads only for DC and CC (and the super admin's tool).
  'GET /api/businesses/{id}/permissiongroups/templates': readsReferenceData,
  'GET /api/usermanagement/permissions': readsReferenceData,
  'GET /api/usermanagement/permissiongroups': readsReferenceData,
  'GET /api/usermanagement/permissiongroups/templates': readsReferenceData,
  'GET /api/usermanagement/permissiongroups/{groupId}': readsReferenceData,
  // §2 /0/admintools/permissions: the operator's catalogue and its permission groups are the super admin's.
  'POST /api/usermanagement/permissions/disable': hasRole('SuperAdmin'),
  'POST /api/usermanagement/permissiongroups': hasRole('SuperAdmin'),
  'PUT /api/usermanagement/permissiongroups/{groupId}': hasRole('SuperAdmin'),
  'PATCH /api/usermanagement/permissiongroups/{groupId}': hasRole('SuperAdmin'),
  'DELETE /api/usermanagement/permissiongroups/{groupId}': hasRole('SuperAdmin'),
  'PUT /api/usermanagement/permissiongroups/{groupId}/permissionentries': hasRole('SuperAdmin'),
  // The rights editors of users and groups leave out what is switched off in the company.
  'GET /api/businesses/{id}/usermanagement/permissions/disabled': managesUsers,
  // §6 'user rights' (/company/permissions): DC and CC only.
  'GET /api/businesses/{id}/usermanagement/permissions': hasRole('DCUser', 'CCUser'),
  'PUT /api/businesses/{id}/usermanagement/permissions': hasRole('DCUser', 'CCUser'),
  'PUT /api/businesses/{id}': writesInformation,
  'GET /api/businesses/{id}/address/headoffice': readsInformation,
  'PUT /api/businesses/{id}/address/headoffice': writesInformation,
  // The company type classifies the customer for the operator: customer care and delivery coordination.
  'PUT /api/businesses/{id}/companytype': hasRole('DCUser', 'CCUser'),
  'GET /api/businesses/{id}/externallinks': readsInformation,
  'PUT /api/businesses/{id}/externallinks': writesInformation,
  'GET /api/businesses/{id}/administrators': readsInformation,
  'GET /api/businesses/{id}/sites': readsInformation,
  'GET /api/businesses/{id}/stores': readsInformation,
  [`GET ${documents}`]: readsDocuments,
  [`GET ${documents}/folderstructure`]: readsDocuments,
  [`GET ${documents}/{documentId}/details`]: readsDocuments,
  [`GET ${documents}/{documentId}/download`]: readsDocuments,
  [`POST ${documents}`]: writesDocuments,
  [`POST ${documents}/{documentId}/versions`]: writesDocuments,
  [`DELETE ${documents}/{documentId}`]: writesDocuments,
  [`POST ${documents}/folders`]: writesDocuments,
  [`DELETE ${documents}/folders/{folderId}`]: writesDocuments,
  // §6 'home': whoever has a home page reads the company's current bulletins there; DC and CC write them.
  'GET /api/businesses/{id}/bulletins': hasRole(
    'DCUser',
    'CCUser',
    'ServiceManagerUser',
    'ServiceUser',
    'EmployeeUser',
  ),
  // §2 home: its summary is for whoever has a home page; each part is left out without its list's right.
  'GET /api/businesses/{id}/dashboard': hasRole(
    'DCUser',
    'CCUser',
    'ServiceManagerUser',
    'ServiceUser',
    'EmployeeUser',
  ),
  // §6 'reports': ReportsReadReports (the price list of the agreement needs ReportsReadPricelist besides).
  'GET /api/businesses/{id}/reports': hasPermission('ReportsReadReports'),
  'GET /api/businesses/{id}/reports/{reportId}': hasPermission('ReportsReadReports'),
  'GET /api/businesses/{id}/reports/{reportId}/export': hasPermission('ReportsReadReports'),
  'GET /api/bulletins': hasRole('DCUser', 'CCUser'),
  'POST /api/bulletins': hasRole('DCUser', 'CCUser'),
  'PUT /api/bulletins/{bulletinId}': hasRole('DCUser', 'CCUser'),
  'DELETE /api/bulletins/{bulletinId}': hasRole('DCUser', 'CCUser'),
  [`GET ${operativeContacts}`]: readsOperativeContacts,
  [`GET ${operativeContacts}/{contactId}`]: readsOperativeContacts,
  [`POST ${operativeContacts}`]: writesOperativeContacts,
  [`PUT ${operativeContacts}/{contactId}`]: writesOperativeContacts,
  [`DELETE ${operativeContacts}/{contactId}`]: writesOperativeContacts,
  // §6 'mobile certificate': DC, CC and the company's service managers.
  'GET /api/businesses/{id}/mobileid': hasRole('DCUser', 'CCUser', 'ServiceManagerUser'),
  'POST /api/businesses/{id}/mobileid/activate': hasRole('DCUser', 'CCUser', 'ServiceManagerUser'),
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
