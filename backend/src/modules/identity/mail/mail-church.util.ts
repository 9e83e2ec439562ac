import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { MailChurch } from './account-mail.templates';

/**
 * The church as emails show it: its name, and the time zone it was founded with (the
 * organisation's `church` read model, fed by CHURCH_TIME_ZONE or the demo church), in which
 * link expiry times are written.
 */
export async function mailChurch(readStore: ReadStore): Promise<MailChurch> {
  const church = await readStore.collection<{ _id: string; name: string; timeZone?: string }>('church').findOne({});
  return { name: church?.name ?? 'Koinonia', timeZone: church?.timeZone || 'UTC' };
}
