import { z } from 'zod';
import { companySchema, headOfficeAddressSchema, headOfficeInputSchema } from '../businesses/businesses';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema as params } from '../shared/api/common';
import {
  administratorSchema,
  companyNameInputSchema,
  companyTypeInputSchema,
  externalLinkSchema,
  externalLinksInputSchema,
  siteSchema,
  storeSchema,
} from './company-info';

const company = '/api/businesses/:id';

/**
 * §7 'Businesses': the company's contact details (§2 /company/info). Every update takes the company's
 * version as If-Match and answers the company with its new version.
 */
export const companyInfoCalls = namedCalls('companyInfo', {
  rename: defineCall({
    method: 'PUT',
    versioned: true,
    path: company,
    params,
    body: companyNameInputSchema,
    response: companySchema,
  }),
  headOffice: defineCall({
    method: 'GET',
    path: `${company}/address/headoffice`,
    params,
    response: headOfficeAddressSchema,
  }),
  setHeadOffice: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${company}/address/headoffice`,
    params,
    body: headOfficeInputSchema,
    response: companySchema,
  }),
  setCompanyType: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${company}/companytype`,
    params,
    body: companyTypeInputSchema,
    response: companySchema,
  }),
  externalLinks: defineCall({
    method: 'GET',
    path: `${company}/externallinks`,
    params,
    response: z.array(externalLinkSchema),
  }),
  setExternalLinks: defineCall({
    method: 'PUT',
    versioned: true,
    path: `${company}/externallinks`,
    params,
    body: externalLinksInputSchema,
    response: companySchema,
  }),
  administrators: defineCall({
    method: 'GET',
    path: `${company}/administrators`,
    params,
    response: z.array(administratorSchema),
  }),
  sites: defineCall({ method: 'GET', path: `${company}/sites`, params, response: z.array(siteSchema) }),
  stores: defineCall({ method: 'GET', path: `${company}/stores`, params, response: z.array(storeSchema) }),
});
