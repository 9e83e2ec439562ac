import { deciderSpec } from '../../../testing/decider-spec.util';
import { broadcastDecider } from './broadcast.decider';
import { livestreamSettingsDecider, type StoredDestination } from './livestream-settings.decider';
import type { BroadcastEvent, LivestreamSettingsEvent } from './livestream.events';

const settings = deciderSpec(livestreamSettingsDecider);
const broadcast = deciderSpec(broadcastDecider);

const youtube: StoredDestination = {
  destinationId: 'd-1',
  kind: 'youtube',
  name: 'YouTube',
  serverUrl: 'rtmp://a.rtmp.youtube.com/live2',
  sealedKey: 'v1.sealed',
  enabled: true,
};
const added: LivestreamSettingsEvent = { type: 'RestreamDestinationAdded', data: youtube };

describe('livestream settings', () => {
  it('rotates the key: only its sealed form and keyed hash are recorded', () => {
    settings
      .given([])
      .when({ type: 'RotateStreamKey', sealedKey: 'v1.a', keyMac: 'mac-a' })
      .then([{ type: 'StreamKeyRotated', data: { sealedKey: 'v1.a', keyMac: 'mac-a', rotatedAt: '2026-11-22T10:00:00.000Z' } }]);
  });

  it('adds a destination, then disables and removes it', () => {
    settings.given([]).when({ type: 'AddRestreamDestination', destination: youtube }).then([added]);
    settings
      .given([added])
      .when({ type: 'SetRestreamEnabled', destinationId: 'd-1', enabled: false })
      .then([{ type: 'RestreamDestinationDisabled', data: { destinationId: 'd-1' } }]);
    settings
      .given([added])
      .when({ type: 'RemoveRestreamDestination', destinationId: 'd-1' })
      .then([{ type: 'RestreamDestinationRemoved', data: { destinationId: 'd-1' } }]);
  });

  it('records nothing when a destination is already as asked, or the options unchanged', () => {
    settings.given([added]).when({ type: 'SetRestreamEnabled', destinationId: 'd-1', enabled: true }).thenNothing();
    settings.given([]).when({ type: 'ChangeLivestreamOptions', publicWatch: false }).thenNothing();
    settings.given([]).when({ type: 'ScheduleNextStream', eventId: null }).thenNothing();
  });

  it('refuses a destination it does not have', () => {
    settings.given([]).when({ type: 'SetRestreamEnabled', destinationId: 'nope', enabled: true }).thenThrows('NOT_FOUND');
    settings
      .given([added, { type: 'RestreamDestinationRemoved', data: { destinationId: 'd-1' } }])
      .when({ type: 'RemoveRestreamDestination', destinationId: 'd-1' })
      .thenThrows('NOT_FOUND');
  });

  it('turns the public watch page on, and announces the next stream', () => {
    settings
      .given([])
      .when({ type: 'ChangeLivestreamOptions', publicWatch: true })
      .then([{ type: 'LivestreamOptionsChanged', data: { publicWatch: true } }]);
    settings
      .given([])
      .when({ type: 'ScheduleNextStream', eventId: 'e-1' })
      .then([{ type: 'NextStreamScheduled', data: { eventId: 'e-1' } }]);
  });
});

describe('a broadcast', () => {
  const started: BroadcastEvent = { type: 'LivestreamStarted', data: { broadcastId: 'b-1', startedAt: '2026-11-22T10:00:00.000Z' } };
  const recording = { file: 'livestream/b-1/recording.mp4', playlist: 'livestream/b-1/index.m3u8', durationSeconds: 42 };
  const saved: BroadcastEvent = {
    type: 'LivestreamRecordingSaved',
    data: { recordingId: 'b-1', ...recording, startedAt: '2026-11-22T10:00:00.000Z', endedAt: '2026-11-22T10:00:42.000Z' },
  };

  it('starts once', () => {
    broadcast.given([]).when({ type: 'StartBroadcast', broadcastId: 'b-1', startedAt: '2026-11-22T10:00:00.000Z' }).then([started]);
    broadcast.given([started]).when({ type: 'StartBroadcast', broadcastId: 'b-1', startedAt: '2026-11-22T10:00:00.000Z' }).thenNothing();
  });

  it('ends with its recording saved', () => {
    broadcast
      .given([started])
      .when({ type: 'EndBroadcast', broadcastId: 'b-1', endedAt: '2026-11-22T10:00:42.000Z', recording })
      .then([{ type: 'LivestreamEnded', data: { broadcastId: 'b-1', endedAt: '2026-11-22T10:00:42.000Z' } }, saved]);
  });

  it('ends only once, and without a recording when none was written', () => {
    const ended: BroadcastEvent = { type: 'LivestreamEnded', data: { broadcastId: 'b-1', endedAt: '2026-11-22T10:00:42.000Z' } };
    broadcast.given([started]).when({ type: 'EndBroadcast', broadcastId: 'b-1', endedAt: '2026-11-22T10:00:42.000Z', recording: null }).then([ended]);
    broadcast.given([started, ended]).when({ type: 'EndBroadcast', broadcastId: 'b-1', endedAt: '2026-11-22T10:01:00.000Z', recording }).thenNothing();
  });

  it('trims a saved recording within its length', () => {
    broadcast
      .given([started, saved])
      .when({ type: 'TrimRecording', broadcastId: 'b-1', file: 'livestream/b-1/trimmed.mp4', startSeconds: 2, endSeconds: 40 })
      .then([
        {
          type: 'LivestreamRecordingTrimmed',
          data: { recordingId: 'b-1', file: 'livestream/b-1/trimmed.mp4', startSeconds: 2, endSeconds: 40, durationSeconds: 38 },
        },
      ]);
    broadcast
      .given([started, saved])
      .when({ type: 'TrimRecording', broadcastId: 'b-1', file: 'x', startSeconds: 10, endSeconds: 5 })
      .thenThrows('VALIDATION_ERROR');
    broadcast.given([started]).when({ type: 'TrimRecording', broadcastId: 'b-1', file: 'x', startSeconds: 0, endSeconds: 5 }).thenThrows('NOT_FOUND');
  });
});
