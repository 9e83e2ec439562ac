import { Inject, Injectable } from '@nestjs/common';
import {
  RTMP_APP,
  type CurrentUser,
  type LivestreamRecordingView,
  type LivestreamSettingsView,
  type LivestreamStatusView,
  type NextStreamView,
} from '@koinonia/contracts';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG, READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { EventQueriesService } from '../../events';
import { LivestreamSettingsStore } from '../ingest/livestream-settings.store';
import { RtmpIngestService } from '../ingest/rtmp-ingest.service';
import { livestreamRecordingsProjection, type RecordingDocument } from '../projections/livestream-recordings.projection';

/** `rtmp://<host>:<RTMP_PORT>/live`: the host people reach the app at (PUBLIC_URL). */
export function ingestServerUrl(config: AppConfig, listening: number): string {
  const host = new URL(config.publicUrl).hostname;
  const port = listening || config.rtmpPort || 1935;
  return `rtmp://${host}:${port}/${RTMP_APP}`;
}

const MASK = '••••••••••••';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The livestream's read side: status (from the ingest), settings (the media team's, keys masked), recordings. */
@Injectable()
export class LivestreamQueries {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly settings: LivestreamSettingsStore,
    private readonly ingest: RtmpIngestService,
    private readonly events: EventQueriesService,
  ) {}

  get publicWatch(): boolean {
    return this.settings.current.publicWatch;
  }

  /** The status, and while offline the next scheduled stream the reader may see. */
  async status(reader: CurrentUser | null, now = new Date()): Promise<LivestreamStatusView> {
    const status = this.ingest.status();
    if (status.status === 'live') return status;
    return { ...status, nextStream: await this.nextStream(reader, now) };
  }

  async nextStream(reader: CurrentUser | null, now = new Date()): Promise<NextStreamView | null> {
    const eventId = this.settings.current.nextStreamEventId;
    if (!eventId) return null;
    const viewer: CurrentUser = reader ?? {
      id: '',
      email: '',
      displayName: '',
      roles: [],
      memberId: null,
      twoFactorEnabled: false,
      twoFactorSetupRequired: false,
    };
    const occurrences = await this.events.occurrences(
      { from: now.toISOString(), to: new Date(now.getTime() + 60 * DAY_MS).toISOString() },
      reader ? viewer : { ...viewer, roles: [] },
      now,
    );
    const next = occurrences.filter((o) => o.eventId === eventId && new Date(o.endsAt) > now).sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
    // A visitor sees only a public event's title.
    if (!next || (!reader && next.visibility !== 'public')) return null;
    return { eventId, title: next.title, startsAt: next.startsAt };
  }

  view(): LivestreamSettingsView {
    const state = this.settings.current;
    const serverUrl = ingestServerUrl(this.config, this.ingest.port);
    return {
      serverUrl,
      ingestUrl: state.keyMac ? `${serverUrl}/${MASK}` : null,
      streamKey: state.keyMac ? MASK : null,
      keyCreatedAt: state.keyCreatedAt,
      ingestEnabled: this.ingest.port !== 0,
      publicWatch: state.publicWatch,
      nextStreamEventId: state.nextStreamEventId,
      destinations: this.ingest.destinationViews(),
    };
  }

  private get recordingsCollection() {
    return this.readStore.collection<RecordingDocument>(livestreamRecordingsProjection.collection);
  }

  async recordings(): Promise<LivestreamRecordingView[]> {
    const documents = await this.recordingsCollection.find({}, { sort: { startedAt: -1 } });
    return documents.map((d) => this.recordingView(d));
  }

  async recording(recordingId: string): Promise<RecordingDocument | null> {
    return this.recordingsCollection.findOne({ _id: recordingId });
  }

  private recordingView(d: RecordingDocument): LivestreamRecordingView {
    return {
      recordingId: d._id,
      startedAt: d.startedAt,
      endedAt: d.endedAt,
      durationSeconds: d.trimmed ? d.trimmed.endSeconds - d.trimmed.startSeconds : d.durationSeconds,
      mp4Url: `/api/livestream/recordings/${d._id}/${d.trimmed ? 'trimmed.mp4' : 'recording.mp4'}`,
      playlistUrl: `/api/livestream/hls/${d._id}/index.m3u8`,
      trimmed: d.trimmed ? { startSeconds: d.trimmed.startSeconds, endSeconds: d.trimmed.endSeconds } : null,
    };
  }
}
