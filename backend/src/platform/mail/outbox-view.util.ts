import type { OutboxMessageView } from '@koinonia/contracts';
import type { OutboxRecord } from './outbox-mailer';

/** What stands in for a link's token in someone else's email. */
export const MASKED_TOKEN = '••••••••';

/** A `token` query parameter's value, wherever a link carries one (text, or an href's HTML-escaped `&amp;token=`). */
const TOKEN_PARAMETER = /([?&](?:amp;)?token=)[^&\s"'<>#]+/gi;

/**
 * An email as an administrator reads it in the outbox: a link's token opens the recipient's
 * account (sets their password, accepts their invitation), so it is masked, unless the reader is
 * the recipient themselves. The complete email stays in the outbox folder on the server.
 */
export function outboxViewOf(record: OutboxRecord, readerEmail: string): OutboxMessageView {
  if (record.to.trim().toLowerCase() === readerEmail.trim().toLowerCase()) return { ...record, linksHidden: false };
  const mask = (value: string) => value.replace(TOKEN_PARAMETER, `$1${MASKED_TOKEN}`);
  return { ...record, text: mask(record.text), html: mask(record.html), linksHidden: true };
}
