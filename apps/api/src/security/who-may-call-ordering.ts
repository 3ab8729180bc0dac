import { hasPermission, type Rule } from './who-may-call-rules';

/** Building and submitting orders, order requests and their approval rules, bulk orders. */
export const ORDERING_CALLS: Record<string, Rule> = {
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
};
