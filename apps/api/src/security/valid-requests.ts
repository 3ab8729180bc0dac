/**
 * A valid query and body for each call that needs one, so that the authorization matrix reaches the
 * permission check of every route (an invalid request may be refused with 400 before it) and sees a
 * permitted caller get through.
 */
const PAYER = {
  name: 'Matriisi Oy',
  invoiceType: 'CORPORATE_CUSTOMER_INVOICE',
  deliveryMethod: 'F_INVOICE',
  eInvoiceAddress: '003720480494',
  eInvoiceOperator: 'E204503',
  contactName: 'Matti Matriisi',
  street: 'Testikatu 1',
  postalNumber: '00100',
  city: 'Helsinki',
};

/** A holder's §5 personal identity code and a validity a month from the day the matrix runs. */
const POA = {
  holderName: 'Pekka Puhelin',
  holderPersonalId: '131052-308T',
  validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
};
const OPERATIVE_CONTACT = {
  firstName: 'Matti',
  lastName: 'Matriisi',
  phone: '+358401234567',
  email: 'matriisi@aurora.example',
  roles: ['OUTAGES'],
};

export const VALID_REQUESTS: Record<string, { query?: Record<string, string>; body?: unknown }> = {
  'PUT /api/users/self/profile': { body: { mainTourDismissed: false } },
  'GET /api/businesses/{id}/reports/{reportId}/export': { query: { format: 'csv' } },
  'POST /api/businesses': {
    body: {
      name: 'Matriisi Oy',
      identifierType: 'BUSINESS_ID',
      businessId: '1572860-0',
      companyType: 'LIMITED_COMPANY',
      headOffice: { street: 'Testikatu 1', postalNumber: '00100', city: 'Helsinki', country: 'FI' },
    },
  },
  'PUT /api/environmentmode': { body: { environment: null } },
  'POST /api/businesses/{id}/tickets': {
    body: { type: 'SERVICE_REQUEST', urgency: 'normal', subject: 'Matriisi', description: 'Tarkistus.' },
  },
  'POST /api/businesses/{id}/tickets/{ticketId}/comments': { body: { body: 'Tarkistus.' } },
  'PUT /api/businesses/{id}/tickets/{ticketId}/status': { body: { status: 'ABANDONED' } },
  'PUT /api/businesses/{id}/tickets/{ticketId}/details': { body: { details: {} } },
  'PUT /api/businesses/{id}/tickets/{ticketId}/assignee': { body: { assigneeId: null } },
  'POST /api/businesses/{id}/tickets/{ticketId}/notes': { body: { body: 'Tarkistus.' } },
  'POST /api/businesses/{id}/contactgroups': {
    body: { name: 'Matriisi', emails: ['matriisi@aurora.example'] },
  },
  'POST /api/businesses/{id}/invalidateCase': { query: { number: '999999' } },
  'HEAD /api/businesses/{id}/users': { query: { userEmail: 'matriisi@aurora.example' } },
  'POST /api/businesses/{id}/users': {
    body: {
      firstName: 'Matti',
      lastName: 'Matriisi',
      email: 'matriisi@aurora.example',
      roles: [],
      permissions: [],
    },
  },
  'PUT /api/businesses/{id}/users/{userId}/roles': { body: { roles: ['ServiceUser'], permissions: [] } },
  'PUT /api/businesses/{id}/users/{userId}/authentication': { body: { method: 'SMS' } },
  'PUT /api/businesses/{id}/users/{userId}/phone': { body: { phone: '+358 40 765 4321' } },
  'GET /api/businesses/{id}/users/access-review': { query: { format: 'xlsx' } },
  'GET /api/businesses/{id}/search/contacts': { query: { q: 'virtanen' } },
  'GET /api/businesses/{id}/endusers': { query: { name: 'virtanen' } },
  'POST /api/businesses/{id}/users/{userId}/enduser': { body: { uid: null } },
  'GET /api/businesses/{id}/users/{uid}/broadband/addresses': {
    query: { streetAddress: 'Satamakatu 12', city: 'Helsinki' },
  },
  'GET /api/businesses/{id}/users/{uid}/broadband/offers': {
    query: { addressId: '00000000-0000-4000-8081-000000001012' },
  },
  'GET /api/businesses/{id}/users/{uid}/endusers': {
    query: { entity: 'INDIVIDUAL', name: 'satu nieminen', hasEmail: 'true' },
  },
  'POST /api/businesses/{id}/users/{uid}/endusers': {
    body: { partyType: 'ORGANIZATION', name: 'Matriisi Oy', email: 'matriisi@aurora.example' },
  },
  'GET /api/businesses/{id}/users/{uid}/deliveryinfos': { query: { name: 'lahti', hasEmail: 'true' } },
  'POST /api/businesses/{id}/users/{uid}/deliveryinfos': {
    body: {
      recipient: 'Matriisi Oy',
      street: 'Satamakatu 4',
      postalNumber: '15140',
      city: 'Lahti',
      country: 'FI',
      phone: '',
      email: '',
    },
  },
  'GET /api/businesses/{id}/idmuserroles': { query: { email: 'matriisi@aurora.example' } },
  'POST /api/businesses/{id}/users/{userId}/externalservice/{service}': {
    body: { userRole: 'USER', permission: true },
  },
  'PUT /api/businesses/{id}/users/{userId}/externalservice/{service}': {
    body: { userRole: 'USER', permission: false },
  },
  'POST /api/businesses/{id}/matsku/cart/entries': { body: { productCode: 'PH-SGA55-128-NV', quantity: 1 } },
  'PUT /api/businesses/{id}/matsku/cart/entries/{entryNumber}': { body: { quantity: 1 } },
  'PATCH /api/businesses/{id}/matsku/cart/entries/{entryNumber}': { body: { quantityDelta: 1 } },
  'PUT /api/businesses/{id}/matsku/cart/store': { body: { storeId: '1101' } },
  'PUT /api/businesses/{id}/matsku/cart/endCustomerReference': { body: { endCustomerReference: 'Matriisi' } },
  'POST /api/businesses/{id}/matsku/orders': { body: { storeId: '1101', endCustomerReference: 'Matriisi' } },
  'POST /api/businesses/{id}/matsku/cart/reorder': { body: { orderNumber: 'M100001' } },
  // Taking a product offline (and back) and rewriting a balance to what the seed holds (Kettu's store 1101): allowed and harmless.
  'PUT /api/matsku/productmanagement/products/{productCode}/status': { body: { status: 'online' } },
  'PUT /api/matsku/productmanagement/products/{productCode}/stockbalance': {
    body: { companyId: '100003', storeId: '1101', balance: 40 },
  },
  'POST /api/matsku/productmanagement/assortments': { body: { name: 'Matriisi' } },
  'PUT /api/matsku/productmanagement/assortments/{assortmentId}': {
    body: { name: 'Matriisi', companyIds: [] },
  },
  'POST /api/businesses/{id}/matsku/officesupplies/orders': {
    body: {
      storeNumber: '1101',
      postNumber: '00100',
      city: 'Helsinki',
      email: 'kamppi@kettu.example',
      lines: [{ item: 'receipt-rolls', quantity: 2 }],
    },
  },
  'POST /api/businesses/{id}/payers': { body: PAYER },
  'PUT /api/businesses/{id}/payers/{payerId}': { body: PAYER },
  'POST /api/businesses/{id}/costpools': { body: { name: 'Matriisi', description: 'Testi' } },
  'PUT /api/businesses/{id}/costpools/{costPoolId}': { body: { name: 'Matriisin muutos', description: '' } },
  'GET /api/countries': { query: { filterDeliverable: 'true' } },
  'POST /api/businesses/{id}/users/{uid}/carts/{cart}/bundles': {
    body: { rootBundleTemplateId: 'DEVICE', productCode: 'GALAXY_A56_128', quantity: 1 },
  },
  'PUT /api/businesses/{id}/users/{uid}/carts/{cart}/bundles': {
    body: {
      orderlineBundleNo: 1,
      bundleTemplateId: 'DEVICE_SERVICES',
      productCode: 'DEVICE_CARE',
      action: 'ADD',
    },
  },
  'PUT /api/businesses/{id}/users/{uid}/carts/{cart}/bundles/{bundleNo}/quantity': { body: { quantity: 2 } },
  'PUT /api/businesses/{id}/users/{uid}/carts/{cart}/characteristics': {
    body: { values: [{ bundleNo: 2, productCode: 'GALAXY_A56_128', code: 'imei', value: '1' }] },
  },
  'PUT /api/businesses/{id}/users/{uid}/carts/{cart}/contacts': {
    body: { email: 'tilaukset@aurora.example' },
  },
  'PUT /api/businesses/{id}/users/{uid}/carts/{cart}/enduser': {
    body: { partyType: 'INDIVIDUAL', firstName: 'Anna', lastName: 'Virtanen', email: 'anna@aurora.example' },
  },
  'PUT /api/businesses/{id}/users/{uid}/carts/{cart}/deliveryinfo': {
    body: { recipient: 'Anna Virtanen', street: 'Satamakatu 12', postalNumber: '00160', city: 'Helsinki' },
  },
  'POST /api/businesses/{id}/users/{uid}/carts/{cart}/templates': {
    body: { name: 'Uuden työntekijän paketti' },
  },
  'POST /api/businesses/{id}/users/{uid}/carts/{cart}/fromtemplate': {
    body: { templateId: '00000000-0000-4000-8000-000000000001' },
  },
  'POST /api/businesses/{id}/users/{uid}/carts/{cart}/numberresources': { body: {} },
  // A port-in's power of attorney; the matrix's bundle is none of the cart's (404).
  'POST /api/businesses/{id}/users/{uid}/carts/{cart}/numberport/{bundleNo}/poa/pdf': { body: POA },
  'POST /api/businesses/{id}/users/{uid}/carts/{cart}/numberport/{bundleNo}/poa/create': { body: POA },
  'POST /api/businesses/{id}/users/{uid}/carts/{cart}/numberport/{bundleNo}/poa/result': {
    body: { result: 'REJECTED' },
  },
  'PUT /api/businesses/{id}/users/{uid}/carts/{cart}/numberport': {
    body: {
      bundleNo: 2,
      number: '+358401234567',
      ownerChange: false,
      contactName: 'Anna Virtanen',
      contactPhone: '+358401234567',
      signer: 'Anna Virtanen',
    },
  },
  'PUT /api/businesses/{id}/users/{uid}/carts/{cart}/payer': {
    body: { uid: '00000000-0000-4000-8070-000000000001' },
  },
  'POST /api/businesses/{id}/users/{uid}/carts/{cart}/analyticsevents': { body: { event: 'view_cart' } },
  'POST /api/businesses/{id}/catalogue/prices': { body: { categories: ['phone'] } },
  'POST /api/businesses/{id}/users/{uid}/products/stocks': { body: { productCodes: ['GALAXY_A56_128'] } },
  'POST /api/businesses/{id}/users/{uid}/preselections': {
    body: { rootBundleTemplateId: 'DEVICE', productCode: 'GALAXY_A56_128' },
  },
  'POST /api/businesses/{id}/users/{uid}/availability/orders': {
    body: { cartId: '00000000-0000-4000-8000-000000000000' },
  },
  'POST /api/businesses/{id}/users/{uid}/carts/{cart}/partyroles': {
    body: { role: 'TECHNICAL_CONTACT', name: 'Anna Virtanen', email: 'anna@aurora.example' },
  },
  'PUT /api/businesses/{id}/users/{uid}/carts/{cart}/partyroles': {
    body: {
      id: '00000000-0000-4000-8000-000000000000',
      role: 'TECHNICAL_CONTACT',
      name: 'Anna Virtanen',
      email: 'anna@aurora.example',
    },
  },
  'POST /api/businesses/{id}/users/{uid}/preordercheck': {
    body: { cartId: '00000000-0000-4000-8000-000000000000' },
  },
  'GET /api/businesses/{id}/search/orders': { query: { q: 'Maria' } },
  'POST /api/businesses/{id}/users/{uid}/orderrequests': {
    body: { cartId: '00000000-0000-4000-8000-000000000000' },
  },
  // The reason is sent as text, and may be left out.
  'POST /api/businesses/{id}/users/{uid}/orderrequests/{requestId}/updatestatus': {
    query: { status: 'COMPLETED' },
    body: '',
  },
  'POST /api/businesses/{id}/approvalrules': {
    body: { condition: { kind: 'MONTHLY_OVER', cents: 10000 }, approverIds: ['unknown-user'] },
  },
  'PUT /api/businesses/{id}/approvalrules/{ruleId}/approvers': { body: { approverIds: ['unknown-user'] } },
  'POST /api/businesses/{id}/users/{uid}/orders': {
    body: { cartId: '00000000-0000-4000-8000-000000000000' },
  },
  'POST /api/businesses/{id}/permissiongroups': {
    body: { name: 'Matriisi', permissions: ['ReportsReadReports'] },
  },
  'PUT /api/businesses/{id}/permissiongroups/{groupId}': {
    body: { name: 'Matriisi', roles: [], permissions: [] },
  },
  'PATCH /api/businesses/{id}/permissiongroups/{groupId}': { body: { name: 'Matriisi' } },
  'PUT /api/businesses/{id}/permissiongroups/{groupId}/permissionentries': {
    body: { roles: [], permissions: [] },
  },
  'POST /api/businesses/{id}/authorizationgroups': {
    body: { name: 'Matriisi', permissions: ['ReportsReadReports'] },
  },
  'PUT /api/businesses/{id}/authorizationgroups/{groupId}': {
    body: { name: 'Matriisi', roles: [], permissions: [] },
  },
  'PATCH /api/businesses/{id}/authorizationgroups/{groupId}': { body: { name: 'Matriisi' } },
  'PUT /api/businesses/{id}/authorizationgroups/{groupId}/permissionentries': {
    body: { roles: [], permissions: [] },
  },
  'POST /api/usermanagement/permissiongroups': {
    body: { name: 'Matriisi', permissions: ['ReportsReadReports'] },
  },
  'PUT /api/usermanagement/permissiongroups/{groupId}': {
    body: { name: 'Matriisi', roles: [], permissions: [] },
  },
  'PATCH /api/usermanagement/permissiongroups/{groupId}': { body: { name: 'Matriisi' } },
  'PUT /api/usermanagement/permissiongroups/{groupId}/permissionentries': {
    body: { roles: [], permissions: [] },
  },
  'PUT /api/businesses/{id}/permissiongroups/{groupId}/members': { body: { userIds: [] } },
  'PUT /api/businesses/{id}/authorizationgroups/{groupId}/members': { body: { userIds: [] } },
  'PUT /api/businesses/{id}/users/{userId}/authorizationgroups': {
    body: { authorizationGroupIds: [], permissionGroupIds: [] },
  },
  'POST /api/usermanagement/permissions/disable': {
    body: { permissions: ['ReportsReadPricelist'], disabled: false },
  },
  'PUT /api/businesses/{id}/usermanagement/permissions': { body: { disabledPermissions: [] } },
  'PUT /api/businesses/{id}': { body: { name: 'Matriisi Oy' } },
  'PUT /api/businesses/{id}/address/headoffice': {
    body: { street: 'Testikatu 1', postalNumber: '00100', city: 'Helsinki', country: 'FI' },
  },
  'PUT /api/businesses/{id}/companytype': { body: { companyType: 'LIMITED_COMPANY' } },
  'POST /api/businesses/{id}/documents/folders': { body: { name: 'Matriisi' } },
  'POST /api/bulletins': {
    body: { title: 'Matriisi', bodyHtml: '<p>Matriisi</p>', validFrom: '2026-01-01', audience: 'ALL' },
  },
  'PUT /api/bulletins/{bulletinId}': {
    body: { title: 'Matriisi', bodyHtml: '<p>Matriisi</p>', validFrom: '2026-01-01', audience: 'ALL' },
  },
  'POST /api/businesses/{id}/operativecontacts': { body: OPERATIVE_CONTACT },
  'PUT /api/businesses/{id}/operativecontacts/{contactId}': { body: OPERATIVE_CONTACT },
  'POST /api/businesses/{id}/mobileid/activate': {
    body: { acceptTerms: true, noticeEmail: 'matriisi@aurora.example' },
  },
  'PUT /api/businesses/{id}/externallinks': {
    body: { links: [{ title: 'Matriisi', url: 'https://matriisi.example' }] },
  },
  // A running service: resuming it and activating its SIM meet the §4 rules (409), changing nothing.
  'POST /api/businesses/{id}/services/{serviceId}/lifecycle': { body: { action: 'resume' } },
  'POST /api/businesses/{id}/services/{serviceId}/activatesim': { body: { iccid: '89358019999999999996' } },
  // A card that is not the operator's (FAIL_SIM_NOT_AVAILABLE), and a package of another service type (409).
  'POST /api/businesses/{id}/services/{serviceId}/replacesim': { body: { iccid: '89441100000000000017' } },
  'POST /api/businesses/{id}/services/{serviceId}/changepackage': { body: { packageCode: 'FBB_KUITU_1000' } },
  // A selection of none of the company's services: every row answers its 404, changing nothing.
  'POST /api/businesses/{id}/services/bulk': {
    body: {
      action: 'suspend',
      serviceIds: ['00000000-0000-4000-8000-00000000b001'],
      suspensionKind: 'customerSuspend',
    },
  },
  // A power of attorney valid for a month from the matrix's day (a later run meets POA_EXPIRED, 409).
  'POST /api/businesses/{id}/services/{serviceId}/poa/pdf': { body: POA },
  'POST /api/businesses/{id}/services/{serviceId}/poa/create': { body: POA },
  'GET /api/businesses/{id}/poas': { query: { status: 'PENDING' } },
  // A power of attorney none of the company's: 404 POA_NOT_FOUND, nothing changed.
  'POST /api/businesses/{id}/poas/{poaId}/result': { body: { result: 'REJECTED' } },
  // The matrix's asset is one in use: the first permitted repair sends it to REPAIR, later ones meet 409.
  'POST /api/businesses/{id}/assets/{assetId}/repair': { body: { fault: 'Näyttö ei syty.' } },
  'GET /api/businesses/{id}/search/assets': { query: { q: 'iphone' } },
  'GET /api/businesses/{id}/search/services': { query: { q: '040 310' } },
  'GET /api/businesses/{id}/addresses': { query: { streetAddress: 'Satamakatu 12', city: 'Helsinki' } },
  'POST /api/businesses/{id}/availability/products': {
    body: { addressId: '00000000-0000-4000-8081-000000001012' },
  },
};
