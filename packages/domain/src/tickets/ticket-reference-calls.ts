import { z } from 'zod';
import { defineCall, namedCalls } from '../shared/api/api-call';
import { companyParamsSchema } from '../shared/api/common';
import {
  contactGroupPageSchema,
  contactGroupQuerySchema,
  contactGroupSchema,
  createContactGroupSchema,
  customerServiceGroupSchema,
  ticketDevicePageSchema,
  ticketDeviceQuerySchema,
  ticketDeviceSchema,
} from './tickets';

const base = '/api/businesses/:id';

/** §7: contact groups, the device pickers and the customer service group of the ticket form. */
export const ticketReferenceCalls = namedCalls('ticketReference', {
  contactGroups: defineCall({
    method: 'GET',
    path: `${base}/contactgroups`,
    params: companyParamsSchema,
    query: contactGroupQuerySchema,
    response: contactGroupPageSchema,
  }),
  createContactGroup: defineCall({
    method: 'POST',
    path: `${base}/contactgroups`,
    params: companyParamsSchema,
    body: createContactGroupSchema,
    status: 201,
    response: contactGroupSchema,
  }),
  devices: defineCall({
    method: 'GET',
    path: `${base}/devices`,
    params: companyParamsSchema,
    query: ticketDeviceQuerySchema,
    response: ticketDevicePageSchema,
  }),
  genericDevices: defineCall({
    method: 'GET',
    path: `${base}/devices/generic`,
    params: companyParamsSchema,
    response: z.array(ticketDeviceSchema),
  }),
  customerServiceGroup: defineCall({
    method: 'GET',
    path: `${base}/customerservicegroup`,
    params: companyParamsSchema,
    response: customerServiceGroupSchema,
  }),
});
