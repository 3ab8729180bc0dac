import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-ids';
import { CHALLENGE_COOKIE, SESSION_COOKIE } from '../../plugins/session/session-token';
import { cookieValue, createTestApp, type TestApp } from '../../test/test-app';
import { HttpSmsGateway } from './http-sms-gateway';

interface Received {
  authorization: string | undefined;
  body: { from: string; to: string; text: string };
}

/** A provider on this machine that records what it is sent and answers with the status a test sets. */
function startProvider() {
  const received: Received[] = [];
  let status = 202;
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(text) });
      response.writeHead(status).end();
    });
  });
  return {
    received,
    answer: (next: number) => (status = next),
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(url()))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  function url() {
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
  }
}

const form = (fields: Record<string, string>, cookie?: string) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  payload: new URLSearchParams(fields).toString(),
});

describe('an SMS provider over HTTP', () => {
  const provider = startProvider();
  let providerUrl: string;
  let t: TestApp;
  beforeAll(async () => {
    providerUrl = await provider.listen();
    t = await createTestApp({
      config: { smsHttp: { url: providerUrl, token: 'provider-secret', sender: 'Kaista' } },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('delivers the login code so an SMS user logs in, and keeps no copy in the outbox', async () => {
    const first = await t.request({
      method: 'POST',
      url: '/gauth/login',
      ...form({ email: 'sms@aurora.example', password: DEMO_PASSWORD }),
    });
    expect(first.statusCode).toBe(303);
    // Sent by the job queue after the answer.
    await t.smsSent();
    const message = provider.received.at(-1)!;
    expect(message.authorization).toBe('Bearer provider-secret');
    expect(message.body).toMatchObject({ from: 'Kaista', to: '+358401234567' });
    const code = /(\d{6})/.exec(message.body.text)![1]!;

    const challenge = `${CHALLENGE_COOKIE}=${cookieValue(first, CHALLENGE_COOKIE)}`;
    const confirmed = await t.request({
      method: 'POST',
      url: '/gauth/login/code',
      ...form({ code }, challenge),
    });
    expect(confirmed.statusCode).toBe(303);
    expect(cookieValue(confirmed, SESSION_COOKIE)).toBeDefined();
    expect(await t.db.select().from(smsOutbox)).toEqual([]);
  });

  it('fails the send when the provider refuses the message', async () => {
    provider.answer(503);
    const gateway = new HttpSmsGateway({ url: providerUrl, token: undefined, sender: 'Kaista' });
    await expect(gateway.send('+358401234567', 'hello')).rejects.toThrow(/503/);
    expect(provider.received.at(-1)).toMatchObject({ authorization: undefined, body: { text: 'hello' } });
  });
});
