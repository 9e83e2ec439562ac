import type { FeatureFlag } from '@koinonia/contracts';
import { useFeatures } from './get-features.query';

/**
 * Whether the organisation has `flag` on. Until the flags are known (or if they cannot be
 * read) it says on: every area starts on, and the server refuses a turned-off area anyway.
 * The signed-in app loads the flags before its first screen, so this rarely guesses.
 */
export function useFeatureEnabled(flag: FeatureFlag): boolean {
  const { data } = useFeatures();
  return data?.flags[flag] ?? true;
}
