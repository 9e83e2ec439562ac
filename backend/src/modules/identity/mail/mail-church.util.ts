import type { ChurchQuery } from '../../organisation';
import type { MailChurch } from './account-mail.templates';

/**
 * The church as emails show it: its name, and the time zone it was founded with (from the
 * organisation's public face; CHURCH_TIME_ZONE or the demo church), in which link expiry times
 * are written.
 */
export async function mailChurch(churches: ChurchQuery): Promise<MailChurch> {
  const church = await churches.current();
  return { name: church?.name ?? 'Koinonia', timeZone: church?.timeZone || 'UTC' };
}
