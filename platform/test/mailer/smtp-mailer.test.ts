import type { Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/index';
import { startSmtpSink, type ReceivedMail as Received } from '../../src/testing/smtp-sink';

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
    await mailer.send({
      id: 'notif-1.manager-1',
      to: 'boss@example.com',
      subject: 'Alcohol test failed',
      text: 'plain body',
      html: '<p>html body</p>',
    });
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
