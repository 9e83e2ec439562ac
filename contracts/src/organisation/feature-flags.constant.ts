/**
 * The areas an organisation can turn off (specification, section 3: the features group). All are
 * on by default; a turned-off area is hidden in the front end and its API answers FEATURE_DISABLED.
 */
export const FEATURE_FLAGS = [
  'memberDirectory',
  'eventManagement',
  'livestreaming',
  'communityChat',
  'sermonLibrary',
  'prayerCare',
  'analytics',
  'campaigns',
  'volunteerScheduling',
  'programBuilder',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export type FeatureFlags = Record<FeatureFlag, boolean>;

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as FeatureFlags;

export function isFeatureFlag(value: unknown): value is FeatureFlag {
  return typeof value === 'string' && (FEATURE_FLAGS as readonly string[]).includes(value);
}
