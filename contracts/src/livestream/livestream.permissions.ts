/**
 * The livestream reuses the content permissions (contracts/src/content): the media team runs the
 * stream with `content.manage`; everyone signed in watches with `congregation.read`; the public watch
 * page, a church setting off by default, lets visitors watch without signing in.
 */
export const LIVESTREAM_ROOMS = {
  /** Status and viewer count, for everyone watching. */
  watch: 'livestream',
  /** Destination states, for the media team. */
  team: 'livestream-team',
} as const;
