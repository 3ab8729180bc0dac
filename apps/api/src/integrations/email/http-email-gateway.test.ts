import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { createTestApp, type TestApp, JOB_QUEUE_WAIT } from '../../test/test-app';
import { HttpEmailGateway } from './http-email-gateway';

interface Received {
  authorization: string | undefined;
  body: { from: string; to: string; subject: string; text: string };
}

/** A mail provider on this machine that records what it is sent and answers with the status a test sets. */
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
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mail`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A forgot-password form post from a host of the caller's choosing (which must never reach the link). */
const askFrom = (t: TestApp, host: string) =>
  t.request({
    method: 'POST',
    url: '/gauth/password/forgot?lang=fi',
    headers: { host, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'email=manager%40aurora.example',
  });

describe('an e-mail provider over HTTP', () => {
  const provider = startProvider();
  let providerUrl: string;
  let t: TestApp;
  beforeAll(async () => {
    providerUrl = await provider.listen();
    t = await createTestApp({
      config: {
        emailHttp: { url: providerUrl, token: 'mail-secret', sender: 'Kaista <no-reply@kaista.example>' },
        publicUrl: 'https://portal.kaista.example',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('delivers the reset link at the public origin, whatever host the request named, and keeps no copy', async () => {
    expect((await askFrom(t, 'attacker.example')).statusCode).toBe(200);
    await vi.waitFor(() => expect(provider.received).toHaveLength(1), JOB_QUEUE_WAIT);
    const { authorization, body } = provider.received[0]!;
    expect(authorization).toBe('Bearer mail-secret');
    expect(body).toMatchObject({ from: 'Kaista <no-reply@kaista.example>', to: 'manager@aurora.example' });
    expect(body.subject).toBe('Uusi salasana Kaistaan');
    expect(body.text).toContain('https://portal.kaista.example/gauth/password/reset?lang=fi&token=');
    expect(body.text).not.toContain('attacker.example');
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it('fails the send when the provider refuses the message', async () => {
    provider.answer(503);
    const gateway = new HttpEmailGateway({ url: providerUrl, token: undefined, sender: 'Kaista' });
    const message = { to: 'a@example.com', subject: 'hei', text: 'hello' };
    await expect(gateway.send(message)).rejects.toThrow(/503/);
    expect(provider.received.at(-1)).toMatchObject({ authorization: undefined, body: { text: 'hello' } });
  });
});

describe('reset links in production without a public origin', () => {
  it('sends none rather than trust the host a request names', async () => {
    const t = await createTestApp({ config: { environment: 'production', publicUrl: undefined } });
    expect((await askFrom(t, 'attacker.example')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
    await t.close();
  });
});
