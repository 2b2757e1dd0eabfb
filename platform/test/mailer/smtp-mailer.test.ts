import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/index';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** The smallest SMTP server nodemailer will talk to: enough to see exactly what the adapter sends. */
function startSmtpSink(received: Received[]): Promise<Server> {
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        }
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('the SMTP mailer (production profile)', () => {
  const received: Received[] = [];
  let server: Server;
  beforeAll(async () => {
    server = await startSmtpSink(received);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('is what the factory picks with SMTP_URL, and sends text and HTML with a stable Message-ID', async () => {
    const { port } = server.address() as AddressInfo;
    const mailer = createMailer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'FleetCheck <no-reply@fleetcheck.example>' });
    await mailer.send({ id: 'notif-1.manager-1', to: 'boss@example.com', subject: 'Alcohol test failed', text: 'plain body', html: '<p>html body</p>' });
    await mailer.close();

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toContain('no-reply@fleetcheck.example');
    expect(mail!.to).toEqual([expect.stringContaining('boss@example.com')]);
    expect(mail!.data).toContain('Message-ID: <notif-1.manager-1@fleetcheck.example>');
    expect(mail!.data).toContain('Subject: Alcohol test failed');
    expect(mail!.data).toContain('plain body');
    expect(mail!.data).toContain('<p>html body</p>');
  });
});
