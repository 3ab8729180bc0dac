import type { Cart } from '@kaista/domain/ordering';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/test-app';

/** Satamakatu 12, Helsinki: an address of the demo network (seed/demo-availability.ts) that has fibre. */
export const FIBRE_ADDRESS = '00000000-0000-4000-8081-000000001012';

/** Cart calls of one user in one company, each write sending the ETag of the last answer as If-Match. */
export function cartClient(t: TestApp, session: string, company: string, uid: string) {
  const base = `/api/businesses/${company}/users/${uid}`;
  let etag: string | undefined;
  const remember = (response: LightMyRequestResponse) => {
    // Only a cart's answer carries the cart's version; other answers have ETags of their own.
    const body = response.statusCode < 300 ? (response.json() as { version?: number } | null) : null;
    if (typeof body?.version === 'number') etag = `"${body.version}"`;
    return response;
  };
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    remember(
      await t.request({
        method,
        url: `${base}${path}`,
        session,
        ...(payload === undefined ? {} : { payload }),
        ...(etag && method !== 'GET' ? { headers: { 'if-match': etag } } : {}),
      }),
    );
  return {
    base,
    send,
    get etag() {
      return etag;
    },
    async open(): Promise<Cart> {
      return (await send('POST', '/carts?channel=B2B')).json<Cart>();
    },
    /** The payer and a delivery address every order needs (§5 pre-order check, DETAILS). */
    async fillDetails(code: string, payerUid: string) {
      await send('PUT', `/carts/${code}/payer`, { uid: payerUid });
      return send('PUT', `/carts/${code}/deliveryinfo`, {
        recipient: 'Anna Virtanen',
        street: 'Satamakatu 12',
        postalNumber: '00160',
        city: 'Helsinki',
      });
    },
    /** Adds a line; `more` is the rest of the body (a fixed line's `addressId`). */
    async add(
      code: string,
      rootBundleTemplateId: string,
      quantity = 1,
      products: object[] = [],
      more: object = {},
    ) {
      return send('POST', `/carts/${(await this.open()).code}/bundles`, {
        rootBundleTemplateId,
        productCode: code,
        quantity,
        products,
        ...more,
      });
    },
  };
}
