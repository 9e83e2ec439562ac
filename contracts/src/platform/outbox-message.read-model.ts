/** An email the app would have sent, kept in the outbox because no SMTP server is set up. */
export interface OutboxMessageView {
  id: string;
  to: string;
  subject: string;
  /** With every link's token masked unless the reader is the recipient (see linksHidden). */
  text: string;
  html: string;
  createdAt: string;
  /**
   * The tokens of its links (password reset, invitation) are masked: the email is someone else's,
   * and a link is the key to their account. Only its recipient sees them, as in their own mailbox.
   */
  linksHidden: boolean;
}

/** `GET /api/admin/outbox`: how mail leaves the app, and the outbox's messages, newest first. */
export interface OutboxView {
  delivery: 'smtp' | 'outbox';
  messages: OutboxMessageView[];
}
