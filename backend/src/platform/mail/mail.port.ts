/** One email: plain text for every client, HTML for those that show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent along (a gift's receipt PDF); the local outbox keeps the message without them. */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** Where mail goes: an SMTP server when one is configured, else the local outbox. */
export interface Mailer {
  readonly delivery: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export const MAILER = Symbol('MAILER');
