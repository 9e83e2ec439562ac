import { definePermissions } from '../auth/permission-set.type';

/**
 * Sermons, uploads, the media library and the livestream. Everyone signed in watches and reads what
 * is published (`congregation.read`); the podcast feeds and the public watch page need no sign-in.
 */
export const CONTENT_PERMISSIONS = definePermissions({
  /**
   * The media team: write, edit and publish sermons, upload and delete media, run the livestream (its
   * key and restream destinations). The church's staff and pastors hold it by default, and the
   * administrator, who sets the church up; members, leaders, the finance role, auditors and vendors do not.
   */
  'content.manage': ['admin', 'pastor', 'staff'],
});
