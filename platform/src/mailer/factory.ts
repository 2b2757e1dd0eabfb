import type { ReadStore } from '../read-store/port';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer, type ClosableMailer } from './smtp-mailer';

export interface MailerConfig {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
}

/** SMTP when SMTP_URL is set (production profile); otherwise the outbox in the read store (local profile). */
export function createMailer(config: MailerConfig, readStore?: ReadStore): ClosableMailer {
  if (config.SMTP_URL) return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  if (!readStore) throw new Error('No mailer: set SMTP_URL, or pass the read store that keeps the outbox');
  return createOutboxMailer(readStore, { from: config.MAIL_FROM });
}
