import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresReadStore, createMailer, createOutboxMailer, mailOutboxCollection } from '../../src/index';
import { createTestDatabase, type TestDatabase } from '../../src/testing';

describe('the outbox mailer (local profile)', () => {
  let db: TestDatabase;
  let readStore: PostgresReadStore;
  beforeAll(async () => {
    db = await createTestDatabase('fc_outbox');
    readStore = new PostgresReadStore({ url: db.url });
  });
  afterAll(async () => {
    await readStore?.close();
    await db?.drop();
  });

  const message = { to: 'boss@example.com', subject: 'アルコール検知 / Alcohol test failed', text: 'ja\n\nen', html: '<p>ja</p><p>en</p>' };

  it('keeps each mail in the read store, once per mail id, for the app to show', async () => {
    const times = [new Date('2026-04-01T00:00:00Z'), new Date('2026-04-01T00:05:00Z')];
    const mailer = createOutboxMailer(readStore, { from: 'FleetCheck <no-reply@example.com>', now: () => times.shift()! });
    await mailer.send({ ...message, id: 'mail-1' });
    await mailer.send({ ...message, id: 'mail-1', subject: 'resent after a crash' });
    const outbox = readStore.collection(mailOutboxCollection);
    // Counted by id: the other tests of this file keep their own mails in the same outbox.
    expect(await outbox.count({ filter: { _id: 'mail-1' } })).toBe(1);
    expect(await outbox.findById('mail-1')).toEqual({
      _id: 'mail-1',
      from: 'FleetCheck <no-reply@example.com>',
      ...message,
      createdAt: '2026-04-01T00:00:00.000Z',
    });
  });

  it('keeps attachments base64-encoded with their name, type and size', async () => {
    const mailer = createOutboxMailer(readStore, { from: 'FleetCheck <no-reply@example.com>' });
    const content = Buffer.from('%PDF-1.3 invoice bytes');
    await mailer.send({ ...message, id: 'mail-3', attachments: [{ filename: 'INV-000001.pdf', contentType: 'application/pdf', content }] });
    const stored = await readStore.collection(mailOutboxCollection).findById('mail-3');
    expect(stored?.attachments).toEqual([
      { filename: 'INV-000001.pdf', contentType: 'application/pdf', size: content.length, contentBase64: content.toString('base64') },
    ]);
    expect(Buffer.from(stored!.attachments![0]!.contentBase64, 'base64').equals(content)).toBe(true);
  });

  it('is what the factory picks without SMTP_URL', async () => {
    const mailer = createMailer({ MAIL_FROM: 'FleetCheck <no-reply@example.com>' }, readStore);
    await mailer.send({ ...message, id: 'mail-2' });
    expect(await readStore.collection(mailOutboxCollection).findById('mail-2')).toMatchObject({ to: 'boss@example.com' });
    await mailer.close();
  });
});
