import { can, type PrayerVisibility } from '@koinonia/contracts';
import type { CommandActor } from '../../../platform/commands/command-actor.type';
import type { PrayerReader } from '../domain/prayer-request.decider';

const EVERY_VISIBILITY: readonly PrayerVisibility[] = ['pastoral', 'prayer-team', 'congregation'];

/**
 * What a person reads besides their own requests: the wall (everyone who may open prayer), the
 * team's (prayer.team), pastoral-only (prayer.read, pastors). The app acting for the demo church
 * or on someone's behalf reads all.
 */
export function prayerReaderOf(actor: CommandActor): PrayerReader {
  if (actor.kind === 'system') return { userId: actor.onBehalfOf, reads: EVERY_VISIBILITY, pastor: true };
  const { id, roles } = actor.user;
  const pastor = can(roles, 'prayer.read');
  const team = pastor || can(roles, 'prayer.team');
  const reads: PrayerVisibility[] = ['congregation'];
  if (team) reads.push('prayer-team');
  if (pastor) reads.push('pastoral');
  return { userId: id, reads, pastor };
}
