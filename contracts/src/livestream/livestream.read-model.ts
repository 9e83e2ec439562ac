import type { CommandResult } from '../platform/consistency.constant';
import type { RestreamKind, RestreamState } from './livestream.constant';

/** The next scheduled stream: an event of the calendar. */
export interface NextStreamView {
  eventId: string;
  title: string;
  startsAt: string;
}

/** `GET /api/livestream/status`, and what `livestream:status` pushes. */
export interface LivestreamStatusView {
  status: 'live' | 'offline';
  viewers: number;
  startedAt?: string;
  /** While live: the HLS playlist to play. */
  playlistUrl?: string;
  /** The next scheduled stream, when one is announced and still ahead. */
  nextStream?: NextStreamView | null;
}

/** A restream destination as the media team sees it: its key is never sent back. */
export interface RestreamDestinationView {
  id: string;
  kind: RestreamKind;
  name: string;
  serverUrl: string;
  enabled: boolean;
  state: RestreamState;
  /** Why it failed (the platform's or ffmpeg's words, the key removed). */
  reason?: string;
  /** Restarts since the stream began. */
  attempts: number;
}

/** `GET /api/livestream/settings` (the media team). */
export interface LivestreamSettingsView {
  /** `rtmp://<host>:<RTMP_PORT>/live`: the server to set in the encoder. */
  serverUrl: string;
  /** The ingest URL with the key masked; null until a key is made. */
  ingestUrl: string | null;
  /** The key, masked: it is shown in full once, when made or rotated. */
  streamKey: string | null;
  keyCreatedAt: string | null;
  /** Whether RTMP is listening on this server (RTMP_PORT is not 0). */
  ingestEnabled: boolean;
  publicWatch: boolean;
  nextStreamEventId: string | null;
  destinations: RestreamDestinationView[];
}

/** `POST /api/livestream/key/rotate`: the new key, in clear this once. */
export interface StreamKeyView extends CommandResult {
  streamKey: string;
  ingestUrl: string;
}

/** A stream's recording (`GET /api/livestream/recordings`), ready to become a draft sermon. */
export interface LivestreamRecordingView {
  recordingId: string;
  startedAt: string;
  endedAt: string;
  durationSeconds: number;
  /** The MP4 (trimmed when it was) and the HLS playlist, served by the app. */
  mp4Url: string;
  playlistUrl: string;
  trimmed: { startSeconds: number; endSeconds: number } | null;
}

/** A destination's state change (`livestream:destinations`, to the media team). */
export interface RestreamStatesPayload {
  destinations: RestreamDestinationView[];
}
