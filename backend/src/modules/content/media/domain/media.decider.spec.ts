import { deciderSpec } from '../../../../testing/decider-spec.util';
import { mediaFileDecider, mediaSettingsDecider } from './media.decider';
import type { MediaFileEvent } from './media.events';

const id = 'media-1';
const file = { mediaId: id, name: 'Easter.mp4', kind: 'video' as const, mediaType: 'video/mp4', bytes: 10, sha256: 'ab', storageKey: 'files/media-1' };
const uploaded: MediaFileEvent = { type: 'MediaFileUploaded', data: { ...file, uploadedBy: 'user-1', uploadedAt: '2026-11-22T10:00:00.000Z' } };
const probed: MediaFileEvent = { type: 'MediaFileProbed', data: { mediaId: id, outcome: 'done', metadata: null, thumbnailKey: null } };
const deleted: MediaFileEvent = { type: 'MediaFileDeleted', data: { mediaId: id, deletedBy: 'user-1', usesAtDeletion: 0 } };

describe('a media file', () => {
  const spec = deciderSpec(mediaFileDecider);

  it('is registered once, by its uploader, at the time of the upload', () => {
    spec.given([]).when({ type: 'RegisterMediaFile', file }).then([uploaded]);
    spec.given([uploaded]).when({ type: 'RegisterMediaFile', file }).thenThrows('CONCURRENCY_CONFLICT');
  });

  it('is probed once: a second probe records nothing', () => {
    spec.given([uploaded]).when({ type: 'RecordMediaProbe', mediaId: id, outcome: 'done', metadata: null, thumbnailKey: null }).then([probed]);
    spec.given([uploaded, probed]).when({ type: 'RecordMediaProbe', mediaId: id, outcome: 'failed', metadata: null, thumbnailKey: null }).thenNothing();
  });

  it('is renamed and tagged (tags sorted); the same details record nothing', () => {
    spec
      .given([uploaded])
      .when({ type: 'ChangeMediaDetails', mediaId: id, name: 'Easter service', tags: ['youth', 'easter'] })
      .then([
        { type: 'MediaFileRenamed', data: { mediaId: id, name: 'Easter service' } },
        { type: 'MediaFileTagged', data: { mediaId: id, tags: ['easter', 'youth'] } },
      ]);
    spec.given([uploaded]).when({ type: 'ChangeMediaDetails', mediaId: id, name: 'Easter.mp4', tags: [] }).thenNothing();
  });

  it('is deleted when nothing uses it, and when something does only once confirmed', () => {
    spec.given([uploaded]).when({ type: 'DeleteMediaFile', mediaId: id, uses: 0, confirmed: false }).then([deleted]);
    spec.given([uploaded]).when({ type: 'DeleteMediaFile', mediaId: id, uses: 2, confirmed: false }).thenThrows('MEDIA_IN_USE');
    spec
      .given([uploaded])
      .when({ type: 'DeleteMediaFile', mediaId: id, uses: 2, confirmed: true })
      .then([{ type: 'MediaFileDeleted', data: { mediaId: id, deletedBy: 'user-1', usesAtDeletion: 2 } }]);
  });

  it('is not found before its upload or after its deletion', () => {
    spec.given([]).when({ type: 'ChangeMediaDetails', mediaId: id, name: 'x' }).thenThrows('NOT_FOUND');
    spec.given([uploaded, deleted]).when({ type: 'DeleteMediaFile', mediaId: id, uses: 0, confirmed: true }).thenThrows('NOT_FOUND');
  });
});

describe('the media settings', () => {
  const spec = deciderSpec(mediaSettingsDecider);
  it('change the upload limit, and record nothing when it stays the same', () => {
    spec
      .given([])
      .when({ type: 'ChangeUploadLimit', maxUploadBytes: 1024 })
      .then([{ type: 'MediaUploadLimitChanged', data: { maxUploadBytes: 1024 } }]);
    spec
      .given([{ type: 'MediaUploadLimitChanged', data: { maxUploadBytes: 1024 } }])
      .when({ type: 'ChangeUploadLimit', maxUploadBytes: 1024 })
      .thenNothing();
  });
});
