import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import {
  assetDetailSchema,
  assetListQuerySchema,
  assetPageSchema,
  assetParamsSchema,
  assetProductGroupsSchema,
  assetSearchQuerySchema,
  assetSearchSchema,
  repairAssetSchema,
} from './assets';

const base = '/api/businesses/:id/assets';

/** §7 'Services and assets': the company's devices and other assets, and the §4 repair action. */
export const assetCalls = namedCalls('asset', {
  list: defineCall({
    method: 'GET',
    path: base,
    params: companyParamsSchema,
    query: assetListQuerySchema,
    response: assetPageSchema,
  }),
  productGroups: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/assetproductgroups',
    params: companyParamsSchema,
    response: assetProductGroupsSchema,
  }),
  search: defineCall({
    method: 'GET',
    path: '/api/businesses/:id/search/assets',
    params: companyParamsSchema,
    query: assetSearchQuerySchema,
    response: assetSearchSchema,
  }),
  get: defineCall({
    method: 'GET',
    path: `${base}/:assetId`,
    params: assetParamsSchema,
    response: assetDetailSchema,
  }),
  /** Takes If-Match with the asset's ETag (412 when it changed meanwhile); records a REPAIR_ORDER. */
  repair: defineCall({
    method: 'POST',
    versioned: true,
    path: `${base}/:assetId/repair`,
    params: assetParamsSchema,
    body: repairAssetSchema,
    response: assetDetailSchema,
  }),
});
