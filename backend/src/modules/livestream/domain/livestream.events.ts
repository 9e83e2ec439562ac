import type { RestreamKind } from '@koinonia/contracts';

/** The church's one settings stream: its stream key, destinations and options. */
export const LIVESTREAM_SETTINGS_STREAM = 'livestream-settings';
/** One stream per broadcast (one push from the encoder, start to end). */
export const broadcastStream = (broadcastId: string) => `livestream-broadcast-${broadcastId}`;

/**
 * The stream key, sealed (AES-GCM, app secret) and as a keyed hash to check a push against: the
 * key itself is never in an event.
 */
export type StreamKeyRotated = { type: 'StreamKeyRotated'; data: { sealedKey: string; keyMac: string; rotatedAt: string } };
export type RestreamDestinationAdded = {
  type: 'RestreamDestinationAdded';
  data: { destinationId: string; kind: RestreamKind; name: string; serverUrl: string; sealedKey: string; enabled: boolean };
};
export type RestreamDestinationEnabled = { type: 'RestreamDestinationEnabled'; data: { destinationId: string } };
export type RestreamDestinationDisabled = { type: 'RestreamDestinationDisabled'; data: { destinationId: string } };
export type RestreamDestinationRemoved = { type: 'RestreamDestinationRemoved'; data: { destinationId: string } };
export type LivestreamOptionsChanged = { type: 'LivestreamOptionsChanged'; data: { publicWatch: boolean } };
export type NextStreamScheduled = { type: 'NextStreamScheduled'; data: { eventId: string | null } };

export type LivestreamSettingsEvent =
  | StreamKeyRotated
  | RestreamDestinationAdded
  | RestreamDestinationEnabled
  | RestreamDestinationDisabled
  | RestreamDestinationRemoved
  | LivestreamOptionsChanged
  | NextStreamScheduled;

export type LivestreamStarted = { type: 'LivestreamStarted'; data: { broadcastId: string; startedAt: string } };
export type LivestreamEnded = { type: 'LivestreamEnded'; data: { broadcastId: string; endedAt: string } };
/**
 * The recording of a broadcast, kept under DATA_DIR (`file` is relative to it): the lead's
 * draft-sermon reactor takes it from here.
 */
export type LivestreamRecordingSaved = {
  type: 'LivestreamRecordingSaved';
  data: { recordingId: string; file: string; playlist: string; startedAt: string; endedAt: string; durationSeconds: number };
};
/** An ffmpeg cut of the recording: `file` (under DATA_DIR) keeps `startSeconds`..`endSeconds` of the original. */
export type LivestreamRecordingTrimmed = {
  type: 'LivestreamRecordingTrimmed';
  data: { recordingId: string; file: string; startSeconds: number; endSeconds: number; durationSeconds: number };
};

export type BroadcastEvent = LivestreamStarted | LivestreamEnded | LivestreamRecordingSaved | LivestreamRecordingTrimmed;

export const LIVESTREAM_EVENT_TYPES = {
  settings: new Set<string>([
    'StreamKeyRotated',
    'RestreamDestinationAdded',
    'RestreamDestinationEnabled',
    'RestreamDestinationDisabled',
    'RestreamDestinationRemoved',
    'LivestreamOptionsChanged',
    'NextStreamScheduled',
  ]),
  broadcast: new Set<string>(['LivestreamStarted', 'LivestreamEnded', 'LivestreamRecordingSaved', 'LivestreamRecordingTrimmed']),
};
