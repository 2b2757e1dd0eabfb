/** The outgoing-mail port. Adapters: SMTP (production) and an outbox in the read store (local profile). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A stable id for this mail (e.g. notification id + recipient). The outbox stores a mail once per id, and
   * SMTP uses it as the Message-ID so receivers can spot a resend after a crash.
   */
  id?: string;
  /** Files sent with the mail (an invoice PDF); the outbox keeps them base64-encoded. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
