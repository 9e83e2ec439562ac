/** An email the app would have sent, kept in the outbox because no SMTP server is set up. */
export interface OutboxMessageView {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** `GET /api/admin/outbox`: how mail leaves the app, and the outbox's messages, newest first. */
export interface OutboxView {
  delivery: 'smtp' | 'outbox';
  messages: OutboxMessageView[];
}
