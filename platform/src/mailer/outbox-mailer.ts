import { randomUUID } from 'node:crypto';
import { defineCollection } from '../read-store/definition';
import type { ReadStore } from '../read-store/port';
import type { ClosableMailer } from './smtp-mailer';
import type { MailMessage } from './port';

/** A mail kept instead of sent (local profile), so the app can show it in development. */
export interface OutboxMail {
  _id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Attached files, base64 (absent when the mail has none). */
  attachments?: { filename: string; contentType: string; size: number; contentBase64: string }[];
  /** ISO-8601. */
  createdAt: string;
}

export const mailOutboxCollection = defineCollection<OutboxMail>({
  name: 'mail_outbox',
  fields: { to: 'string', subject: 'string', createdAt: 'date' },
  indexes: [{ fields: [{ field: 'createdAt', order: 'desc' }] }, { fields: ['to'] }],
  textFields: ['to', 'subject'],
});

export interface OutboxMailerOptions {
  from: string;
  now?: () => Date;
}

export function createOutboxMailer(readStore: ReadStore, options: OutboxMailerOptions): ClosableMailer {
  const outbox = readStore.collection(mailOutboxCollection);
  const now = options.now ?? (() => new Date());
  return {
    async send(message: MailMessage) {
      const id = message.id ?? randomUUID();
      // Same id, same mail: a resend after a crash leaves the first copy (and its time) in place.
      if (await outbox.findById(id)) return;
      await outbox.upsert({
        _id: id,
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                size: a.content.length,
                contentBase64: a.content.toString('base64'),
              })),
            }
          : {}),
        createdAt: now().toISOString(),
      });
    },
    async close() {},
  };
}
