import { definePermissions } from '../auth/permission-set.type';

/**
 * Community chat: the whole church's channel, ministry and study-group channels (membership
 * follows the group), private channels and direct messages. Which channel someone reads is decided
 * per channel, by belonging to it; these permissions only open the area and its moderation.
 */
export const CHAT_PERMISSIONS = definePermissions({
  /**
   * Read and write in the channels one belongs to, start private channels and direct messages:
   * everyone of the congregation and its staff. Vendors are outside the congregation; auditors
   * check records and take no part in the church's conversation.
   */
  'chat.read': ['admin', 'pastor', 'staff', 'leader', 'member', 'finance'],
  /**
   * Open church-wide and ministry channels, read reports, hide messages and mute someone in a
   * channel: pastors and the office, who look after the congregation.
   */
  'chat.moderate': ['pastor', 'staff'],
});
