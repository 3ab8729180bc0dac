import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpEmailGateway } from './smtp-email-gateway';

interface Received {
  user: string | undefined;
  from: string | undefined;
  to: string[];
  data: string;
}

/** An SMTP server on this machine that records what it is sent, and refuses one recipient. */
function startServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, callback) =>
      auth.username === 'kaista' && auth.password === 'p@ss word'
        ? callback(null, { user: auth.username })
        : callback(new Error('Invalid login')),
    onRcptTo: (address, _session, callback) =>
      address.address.startsWith('refused@') ? callback(new Error('No such user')) : callback(),
    onData: (stream, session, callback) => {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          user: session.user as string | undefined,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  return {
    received,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('e-mail over SMTP (SMTP_URL)', () => {
  const server = startServer();
  let gateway: SmtpEmailGateway;
  beforeAll(async () => {
    const port = await server.listen();
    gateway = new SmtpEmailGateway({
      url: `smtp://kaista:${encodeURIComponent('p@ss word')}@127.0.0.1:${port}`,
      sender: 'Kaista <no-reply@kaista.example>',
    });
  });
  afterAll(async () => {
    gateway.close();
    await server.close();
  });

  it('delivers the message as plain text from the sender, signed in with the URL’s credentials', async () => {
    await gateway.send({
      to: 'outi@aurora.example',
      subject: 'Tervetuloa Kaistaan',
      text: 'Linkki: https://x',
    });
    const [mail] = server.received;
    expect(mail).toMatchObject({
      user: 'kaista',
      from: 'no-reply@kaista.example',
      to: ['outi@aurora.example'],
    });
    expect(mail!.data).toMatch(/^Subject: Tervetuloa Kaistaan\r?$/m);
    expect(mail!.data).toContain('Content-Type: text/plain');
    expect(mail!.data).toContain('Linkki: https://x');
  });

  it('fails the send when the server refuses the recipient, so the job is retried', async () => {
    await expect(gateway.send({ to: 'refused@aurora.example', subject: 'x', text: 'y' })).rejects.toThrow(
      /No such user/,
    );
  });
});
