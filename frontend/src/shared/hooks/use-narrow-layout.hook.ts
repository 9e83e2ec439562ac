import { useMediaQuery } from './use-media-query.hook';

/**
 * Specification, section 9: under 1024 px the sidebar becomes a drawer behind the ☰ menu button
 * and the header keeps no navigation. The layout and anything that tells people where to tap
 * (help) read this one query.
 */
export const NARROW_LAYOUT_QUERY = '(max-width: 1023.98px)';

/** Whether the screen is laid out narrow: navigation behind ☰, search and help as header buttons, touch rather than keys. */
export function useNarrowLayout(): boolean {
  return useMediaQuery(NARROW_LAYOUT_QUERY);
}
