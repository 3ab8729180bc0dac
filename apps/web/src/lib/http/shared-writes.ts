import type { HttpMethod } from './api-client';

const writesOnTheirWay = new Map<string, Promise<unknown>>();

/**
 * A write the same as one still on its way (a double click, a form sent twice before its button showed it was
 * busy) is not sent again: it gets the first one's answer, so the server sees one ticket, one order, one
 * agreement. Reads are never shared here; they have their own cache.
 */
export function sendOnce(
  call: { method: HttpMethod; url: string; body: unknown; ifMatch: string | undefined },
  send: () => Promise<unknown>,
): Promise<unknown> {
  if (call.method === 'GET' || call.method === 'HEAD') return send();
  const key = JSON.stringify([call.method, call.url, call.body ?? null, call.ifMatch ?? null]);
  const onItsWay = writesOnTheirWay.get(key);
  if (onItsWay) return onItsWay;
  const sent = send().finally(() => writesOnTheirWay.delete(key));
  writesOnTheirWay.set(key, sent);
  return sent;
}
