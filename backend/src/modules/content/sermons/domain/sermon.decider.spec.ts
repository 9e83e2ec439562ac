import { deciderSpec } from '../../../../testing/decider-spec.util';
import { sermonDecider } from './sermon.decider';
import type { SermonEvent, SermonRecord } from './sermon.events';

const sermonId = '3e4f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const NOW = '2026-11-22T10:00:00.000Z';
const john316 = {
  osis: 'John.3.16',
  label: 'John 3:16',
  book: 'John' as const,
  startChapter: 3,
  startVerse: 16,
  endChapter: 3,
  endVerse: 16,
  wholeChapters: false,
};
const sermon: SermonRecord = {
  title: 'So Loved',
  speaker: { name: 'Daniel Mensah', memberId: null },
  preachedOn: '2026-11-15',
  series: { id: 'gospel-of-john', name: 'Gospel of John' },
  scripture: [john316],
  summary: 'God gives.',
  tags: ['love'],
  media: null,
  transcript: '',
  attachments: [],
};
const drafted: SermonEvent = { type: 'SermonDrafted', data: { sermonId, ...sermon } };
const published: SermonEvent = { type: 'SermonPublished', data: { sermonId, publishedAt: NOW } };

describe('the sermon decider', () => {
  const spec = deciderSpec(sermonDecider);

  it('drafts a sermon once', () => {
    spec.given([]).when({ type: 'DraftSermon', sermonId, sermon }).then([drafted]);
    spec.given([drafted]).when({ type: 'DraftSermon', sermonId, sermon }).thenThrows('CONCURRENCY_CONFLICT');
  });

  it('records only the fields that changed, and nothing when nothing did', () => {
    spec
      .given([drafted])
      .when({ type: 'ChangeSermon', sermonId, changes: { title: 'For God So Loved', scripture: [john316], summary: 'God gives.' } })
      .then([{ type: 'SermonChanged', data: { sermonId, changes: { title: 'For God So Loved' } } }]);
    spec
      .given([drafted])
      .when({ type: 'ChangeSermon', sermonId, changes: { series: null, media: { kind: 'recording', recordingId: sermonId, durationSeconds: null } } })
      .then([
        { type: 'SermonChanged', data: { sermonId, changes: { series: null, media: { kind: 'recording', recordingId: sermonId, durationSeconds: null } } } },
      ]);
    spec
      .given([drafted])
      .when({ type: 'ChangeSermon', sermonId, changes: { ...sermon } })
      .thenNothing();
    spec
      .given([drafted, { type: 'SermonChanged', data: { sermonId, changes: { title: 'New' } } }])
      .when({ type: 'ChangeSermon', sermonId, changes: { title: 'New' } })
      .thenNothing();
  });

  it('gives a sermon its attachments as a change of the sermon, in order; the same list again is no change', () => {
    const notes = '0b5c8a4e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
    const slides = '5f1e2d3c-4b5a-4968-8776-655443322110';
    spec
      .given([drafted])
      .when({ type: 'ChangeSermon', sermonId, changes: { attachments: [notes, slides] } })
      .then([{ type: 'SermonChanged', data: { sermonId, changes: { attachments: [notes, slides] } } }]);
    const attached: SermonEvent = { type: 'SermonChanged', data: { sermonId, changes: { attachments: [notes, slides] } } };
    spec
      .given([drafted, attached])
      .when({ type: 'ChangeSermon', sermonId, changes: { attachments: [notes, slides] } })
      .thenNothing();
    spec
      .given([drafted, attached])
      .when({ type: 'ChangeSermon', sermonId, changes: { attachments: [slides, notes] } })
      .then([{ type: 'SermonChanged', data: { sermonId, changes: { attachments: [slides, notes] } } }]);
    spec
      .given([drafted, attached])
      .when({ type: 'ChangeSermon', sermonId, changes: { attachments: [] } })
      .then([{ type: 'SermonChanged', data: { sermonId, changes: { attachments: [] } } }]);
  });

  it('refuses the same file given twice, in a draft or a change', () => {
    const notes = '0b5c8a4e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
    spec
      .given([])
      .when({ type: 'DraftSermon', sermonId, sermon: { ...sermon, attachments: [notes, notes] } })
      .thenThrows('VALIDATION_ERROR');
    spec
      .given([drafted])
      .when({ type: 'ChangeSermon', sermonId, changes: { attachments: [notes, notes] } })
      .thenThrows('VALIDATION_ERROR');
  });

  it('reads a sermon drafted before attachments existed as one without any', () => {
    const { attachments: _none, ...older } = sermon;
    const olderDraft: SermonEvent = { type: 'SermonDrafted', data: { sermonId, ...older } };
    spec
      .given([olderDraft])
      .when({ type: 'ChangeSermon', sermonId, changes: { attachments: [] } })
      .thenNothing();
  });

  it('publishes a draft at the time of the command, once; unpublishing takes it back to a draft', () => {
    spec.given([drafted]).when({ type: 'PublishSermon', sermonId }, { now: NOW }).then([published]);
    spec.given([drafted, published]).when({ type: 'PublishSermon', sermonId }).thenNothing();
    spec
      .given([drafted, published])
      .when({ type: 'UnpublishSermon', sermonId })
      .then([{ type: 'SermonUnpublished', data: { sermonId } }]);
    spec.given([drafted]).when({ type: 'UnpublishSermon', sermonId }).thenNothing();
  });

  it('refuses to change, publish or unpublish a sermon that does not exist', () => {
    spec
      .given([])
      .when({ type: 'ChangeSermon', sermonId, changes: { title: 'X' } })
      .thenThrows('NOT_FOUND');
    spec.given([]).when({ type: 'PublishSermon', sermonId }).thenThrows('NOT_FOUND');
    spec.given([]).when({ type: 'UnpublishSermon', sermonId }).thenThrows('NOT_FOUND');
  });
});
