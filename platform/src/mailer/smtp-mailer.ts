import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './port';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 or smtps://... */
  url: string;
  from: string;
}

export interface ClosableMailer extends Mailer {
  close(): Promise<void>;
}

export function createSmtpMailer(options: SmtpMailerOptions): ClosableMailer {
  const transport = nodemailer.createTransport(options.url);
  const domain = options.from.match(/@([^>\s]+)/)?.[1] ?? 'fleetcheck.local';
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.id ? `<${message.id}@${domain}>` : undefined,
        attachments: message.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    },
    async close() {
      transport.close();
    },
  };
}
