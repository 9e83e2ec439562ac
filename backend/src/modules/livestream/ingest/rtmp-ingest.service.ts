import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:net';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { LIVESTREAM_ROOMS, RTMP_APP, type LivestreamStatusView, type RestreamDestinationView } from '@koinonia/contracts';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import { RealtimeService } from '../../../platform/realtime/realtime.service';
import { broadcastDecider } from '../domain/broadcast.decider';
import { broadcastStream } from '../domain/livestream.events';
import { probeDuration, redact, runFfmpeg, stopFfmpeg } from './ffmpeg.util';
import { LivestreamSettingsStore } from './livestream-settings.store';
import { Restreamer, type RestreamStatus } from './restreamer';
import { StreamKeyVault } from './stream-key-vault.service';

/** The parts of node-media-server's session we use (it has no types). */
interface NmsSession {
  id: string;
  streamApp: string;
  streamName: string;
  isPublisher?: boolean;
  socket: { once(event: 'close', listener: () => void): void };
  close(): void;
}

interface NmsContext {
  config: Record<string, unknown>;
  sessions: Map<string, { streamPath?: string; isPublisher?: boolean; close(): void }>;
  eventEmitter: { on(event: string, listener: (session: NmsSession) => void): void; removeAllListeners(event?: string): void };
}

interface Broadcast {
  broadcastId: string;
  sessionId: string;
  startedAt: string;
  dir: string;
  source: string;
  key: string;
  hls: ChildProcessWithoutNullStreams;
  restreamers: Map<string, Restreamer>;
  ending: Promise<void> | null;
}

/** Where a broadcast's HLS and recording go, relative to DATA_DIR. */
export const broadcastFolder = (broadcastId: string) => join('livestream', broadcastId);

const VIEWER_POLL_MS = 2000;

/**
 * The livestream's engine: node-media-server takes RTMP pushes on RTMP_PORT (a push whose key is
 * not the church's is refused), ffmpeg writes each broadcast's HLS and recording under
 * DATA_DIR/livestream/<broadcastId>/, one more ffmpeg per enabled destination restreams it. The
 * broadcast ends when the encoder's connection closes (node-media-server's own donePublish comes
 * 30 s later, waiting for a resume). Status, viewers and destination states go out over socket.io.
 */
@Injectable()
export class RtmpIngestService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Livestream');
  private tcp: Server | null = null;
  private listeningPort = 0;
  private live: Broadcast | null = null;
  private viewers = 0;
  private viewerTimer: NodeJS.Timeout | null = null;
  private context: NmsContext | null = null;
  private readonly refused = new Set<string>();
  private readonly states = new Map<string, RestreamStatus>();
  private lastEnded: Promise<void> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: LivestreamSettingsStore,
    private readonly vault: StreamKeyVault,
    private readonly executor: CommandExecutor,
    private readonly realtime: RealtimeService,
  ) {}

  /** The port RTMP listens on (0 when ingest is off). */
  get port(): number {
    return this.listeningPort;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.settings.refresh();
    this.viewerTimer = setInterval(() => this.countViewers(), VIEWER_POLL_MS);
    this.viewerTimer.unref();
    if (this.config.rtmpPort !== 0) await this.listen(this.config.rtmpPort);
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.viewerTimer) clearInterval(this.viewerTimer);
    if (this.live) await this.end(this.live);
    await this.lastEnded;
    this.context?.eventEmitter.removeAllListeners('prePublish');
    this.context?.eventEmitter.removeAllListeners('postPublish');
    const tcp = this.tcp;
    this.tcp = null;
    if (tcp) await new Promise<void>((resolve) => tcp.close(() => resolve()));
  }

  /** What everyone watching sees. */
  status(): LivestreamStatusView {
    if (!this.live) return { status: 'offline', viewers: this.viewers };
    return {
      status: 'live',
      viewers: this.viewers,
      startedAt: this.live.startedAt,
      playlistUrl: `/api/livestream/hls/${this.live.broadcastId}/index.m3u8`,
    };
  }

  /** The live broadcast's id, to serve only its files and the recordings'. */
  get liveBroadcastId(): string | null {
    return this.live?.broadcastId ?? null;
  }

  destinationStates(): Map<string, RestreamStatus> {
    return this.states;
  }

  /** Settings changed while live: start destinations newly enabled, stop those disabled or removed. */
  async syncDestinations(): Promise<void> {
    const live = this.live;
    if (!live || live.ending) return;
    const wanted = new Map(this.settings.current.destinations.filter((d) => d.enabled).map((d) => [d.destinationId, d]));
    for (const [id, restreamer] of live.restreamers) {
      if (wanted.has(id)) continue;
      live.restreamers.delete(id);
      this.states.delete(id);
      await restreamer.stop();
    }
    for (const [id, destination] of wanted) {
      if (live.restreamers.has(id)) continue;
      const key = this.vault.openDestinationKey(destination.sealedKey);
      if (key === null) continue;
      const url = `${destination.serverUrl.replace(/\/+$/, '')}/${key}`;
      const restreamer = new Restreamer(live.source, { destinationId: id, url, key }, (destinationId, status) => this.onRestreamChange(destinationId, status));
      live.restreamers.set(id, restreamer);
      restreamer.start();
    }
    this.pushDestinations();
  }

  private async listen(port: number): Promise<void> {
    const require = createRequire(__filename);
    // node-media-server logs stream paths (which hold the key) with console.log: its logger is silenced.
    const nmsLogger = require('node-media-server/src/core/logger.js') as { log: (message: string, level?: string) => void };
    nmsLogger.log = () => undefined;
    const context = require('node-media-server/src/core/context.js') as NmsContext;
    const NodeRtmpServer = require('node-media-server/src/server/rtmp_server.js') as new () => { tcpServer: Server };
    context.config = { bind: this.config.host ?? '0.0.0.0', rtmp: { port } };
    this.context = context;
    context.eventEmitter.on('prePublish', (session) => this.onPrePublish(session));
    context.eventEmitter.on('postPublish', (session) => this.onPostPublish(session));
    const server = new NodeRtmpServer();
    this.tcp = server.tcpServer;
    await new Promise<void>((resolve) => {
      const tcp = server.tcpServer;
      tcp.once('error', (error: NodeJS.ErrnoException) => {
        // Not node-media-server's process.exit: the app goes on without ingest.
        this.logger.error(`RTMP ingest could not listen on port ${port}: ${error.code ?? error.message}`);
        this.tcp = null;
        resolve();
      });
      tcp.listen(port, this.config.host ?? undefined, () => {
        const address = tcp.address();
        this.listeningPort = typeof address === 'object' && address ? address.port : port;
        this.logger.log(`RTMP ingest listening on port ${this.listeningPort}`);
        resolve();
      });
    });
  }

  private onPrePublish(session: NmsSession): void {
    const keyMac = this.settings.current.keyMac;
    const ok = session.streamApp === RTMP_APP && this.vault.matches(session.streamName, keyMac) && !this.live;
    if (ok) return;
    this.refused.add(session.id);
    this.logger.warn(`Refused an RTMP push (session ${session.id}): ${this.live ? 'already live' : 'wrong stream key'}`);
    session.close();
  }

  private onPostPublish(session: NmsSession): void {
    if (this.refused.delete(session.id)) return;
    if (this.live) return;
    const broadcastId = randomUUID();
    const folder = broadcastFolder(broadcastId);
    const dir = join(this.config.dataDir, folder);
    mkdirSync(dir, { recursive: true });
    const source = `rtmp://127.0.0.1:${this.listeningPort}/${RTMP_APP}/${session.streamName}`;
    const hls = runFfmpeg([
      '-i',
      source,
      '-map',
      '0',
      '-c',
      'copy',
      '-f',
      'hls',
      '-hls_time',
      '2',
      '-hls_list_size',
      '0',
      '-hls_playlist_type',
      'event',
      '-hls_segment_filename',
      join(dir, 'seg%05d.ts'),
      join(dir, 'index.m3u8'),
      '-map',
      '0',
      '-c',
      'copy',
      '-f',
      'mp4',
      '-movflags',
      '+frag_keyframe+empty_moov+default_base_moof',
      join(dir, 'recording.mp4'),
    ]);
    // Its complaint when the stream is closed under it at the end is expected, not worth a warning.
    hls.stderr.on('data', (chunk: Buffer) => {
      if (this.live?.hls === hls) this.logger.warn(`ffmpeg (HLS): ${redact(chunk.toString().trim(), [session.streamName]).slice(0, 500)}`);
    });
    hls.on('error', (error) => this.logger.error(`ffmpeg could not start: ${error.message}`));
    const broadcast: Broadcast = {
      broadcastId,
      sessionId: session.id,
      startedAt: new Date().toISOString(),
      dir,
      source,
      key: session.streamName,
      hls,
      restreamers: new Map(),
      ending: null,
    };
    this.live = broadcast;
    // The encoder's connection closing ends the broadcast; so does ffmpeg giving up on the source.
    session.socket.once('close', () => void this.end(broadcast));
    hls.once('exit', () => void this.end(broadcast));
    this.record(broadcastId, { type: 'StartBroadcast', broadcastId, startedAt: broadcast.startedAt });
    this.logger.log(`Live: broadcast ${broadcastId}`);
    this.pushStatus();
    void this.syncDestinations();
  }

  private end(broadcast: Broadcast): Promise<void> {
    if (broadcast.ending) return broadcast.ending;
    broadcast.ending = (async () => {
      const endedAt = new Date().toISOString();
      if (this.live === broadcast) this.live = null;
      this.pushStatus();
      // The players (ffmpeg's HLS writer, the restreams) are told the stream is over: node-media-server
      // would keep them waiting for the encoder's return. The HLS writer then finishes its files.
      const stopping = [...broadcast.restreamers.values()].map((r) => r.stop());
      this.closePlayers(`/${RTMP_APP}/${broadcast.key}`);
      await Promise.all(stopping);
      this.states.clear();
      this.pushDestinations();
      await stopFfmpeg(broadcast.hls);
      const folder = broadcastFolder(broadcast.broadcastId);
      const durationSeconds = await probeDuration(join(broadcast.dir, 'recording.mp4'));
      const recording = durationSeconds > 0 ? { file: join(folder, 'recording.mp4'), playlist: join(folder, 'index.m3u8'), durationSeconds } : null;
      await this.recordNow(broadcast.broadcastId, { type: 'EndBroadcast', broadcastId: broadcast.broadcastId, endedAt, recording });
      this.logger.log(`Offline: broadcast ${broadcast.broadcastId} ended${recording ? `, ${durationSeconds} s recorded` : ''}`);
    })();
    this.lastEnded = broadcast.ending;
    return broadcast.ending;
  }

  private closePlayers(streamPath: string): void {
    for (const session of this.context?.sessions.values() ?? []) if (session.streamPath === streamPath && !session.isPublisher) session.close();
  }

  private record(broadcastId: string, command: Parameters<typeof broadcastDecider.decide>[0]): void {
    void this.recordNow(broadcastId, command);
  }

  private async recordNow(broadcastId: string, command: Parameters<typeof broadcastDecider.decide>[0]): Promise<void> {
    try {
      await this.executor.execute(broadcastStream(broadcastId), broadcastDecider, command, { actorId: null });
    } catch (error) {
      this.logger.error(`Could not record ${command.type} for broadcast ${broadcastId}: ${String(error)}`);
    }
  }

  private countViewers(): void {
    const viewers = this.realtime.sessionsIn(LIVESTREAM_ROOMS.watch);
    if (viewers === this.viewers) return;
    this.viewers = viewers;
    this.pushStatus();
  }

  private pushStatus(): void {
    this.realtime.toRoom(LIVESTREAM_ROOMS.watch, 'livestream:status', this.status());
  }

  private onRestreamChange(destinationId: string, status: RestreamStatus): void {
    this.states.set(destinationId, status);
    this.pushDestinations();
  }

  private pushDestinations(): void {
    this.realtime.toRoom(LIVESTREAM_ROOMS.team, 'livestream:destinations', { destinations: this.destinationViews() });
  }

  /** Every destination with its live state (idle while off air). */
  destinationViews(): RestreamDestinationView[] {
    return this.settings.current.destinations.map((d) => {
      const status = this.states.get(d.destinationId);
      return {
        id: d.destinationId,
        kind: d.kind,
        name: d.name,
        serverUrl: d.serverUrl,
        enabled: d.enabled,
        state: status?.state ?? 'idle',
        ...(status?.reason ? { reason: status.reason } : {}),
        attempts: status?.attempts ?? 0,
      };
    });
  }
}
