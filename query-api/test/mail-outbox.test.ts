/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are asserted, not typed */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresReadStore, createOutboxMailer, createPostgresEventStore, type EventStore } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { createQueryApi } from '../src';
import { adminExists, sessionStarted } from './support/signed-in';

/*
 * GET /admin/mail-outbox lists an invoice mail (one with a PDF attached) by its attachment's name, type and
 * size, without the bytes; it used to answer 500 because the attachment was not in the response schema.
 */
const config = { jwtSecret: 'o'.repeat(40), jwtIssuer: 'fleetcheck' };
const clock = { now: () => new Date('2025-02-01T03:00:00.000Z') };
let db: TestDatabase;
let store: PostgresReadStore;
let events: EventStore;
let server: Server;
let base: string;
let admin: string;

beforeAll(async () => {
  db = await createTestDatabase('fc_outbox_list');
  store = new PostgresReadStore({ url: db.url });
  events = await createPostgresEventStore(db.url);
  await adminExists(events, 'a1');
  await sessionStarted(events, { sessionId: 's1', userId: 'a1', companyId: null, expiresAt: '2025-03-01T00:00:00.000Z' });
  admin = await new SignJWT({ ut: 1, sid: 's1' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('fleetcheck')
    .setAudience('fleetcheck:admin')
    .setSubject('a1')
    .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
    .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 300)
    .sign(new TextEncoder().encode(config.jwtSecret));
  const app = express();
  app.use('/api/v1', createQueryApi({ readStore: store, eventStore: events, config, clock }));
  server = createServer(app).listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(async () => {
  server?.close();
  await events?.close();
  await store?.close();
  await db?.drop();
});

describe('GET /admin/mail-outbox', () => {
  it('lists a mail with an attachment by the file name, type and size, without its bytes', async () => {
    const mailer = createOutboxMailer(store, { from: 'noreply@fleetcheck.example', now: () => new Date('2025-02-01T02:00:00.000Z') });
    await mailer.send({
      id: 'invoice-mail',
      to: 'office@a.example',
      subject: 'Invoice',
      text: 'Attached.',
      html: '<p>Attached.</p>',
      attachments: [{ filename: 'invoice.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 twelve') }],
    });
    const res = await fetch(`${base}/admin/mail-outbox`, { headers: { authorization: `JWT ${admin}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.docs).toEqual([
      {
        _id: 'invoice-mail',
        from: 'noreply@fleetcheck.example',
        to: 'office@a.example',
        subject: 'Invoice',
        text: 'Attached.',
        html: '<p>Attached.</p>',
        attachments: [{ filename: 'invoice.pdf', contentType: 'application/pdf', size: 15 }],
        createdAt: '2025-02-01T02:00:00.000Z',
      },
    ]);
  });
});
