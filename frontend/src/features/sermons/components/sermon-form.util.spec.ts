import type { SermonView } from '@koinonia/contracts';
import { attachmentsOf, bodyOf, EMPTY_FORM, formOf, parseDraft } from './sermon-draft.util';
import { playableMediaOf } from './sermon-media.util';

const sermon: SermonView = {
  id: 's1',
  title: 'So Loved',
  speaker: { name: 'Daniel Mensah', memberId: null },
  preachedOn: '2026-11-15',
  series: { id: 'john', name: 'John' },
  scripture: [
    { osis: 'John.3.16-John.3.18', label: 'John 3:16–18', book: 'John', startChapter: 3, startVerse: 16, endChapter: 3, endVerse: 18, wholeChapters: false },
    { osis: 'Ps.23.1-Ps.23.6', label: 'Psalm 23', book: 'Ps', startChapter: 23, startVerse: 1, endChapter: 23, endVerse: 6, wholeChapters: true },
  ],
  summary: 'God gives.',
  tags: ['love', 'gift'],
  media: { kind: 'url', url: 'https://example.org/a.mp3', mimeType: 'audio/mpeg', lengthBytes: 1000, durationSeconds: 1800 },
  transcript: 'For God so loved.',
  attachments: [],
  status: 'draft',
  publishedAt: null,
  revision: 1,
};

describe('the sermon form', () => {
  it('fills from a sermon with its scripture as people type it, and sends it back as the API takes it', () => {
    const form = formOf(sermon);
    expect(form).toMatchObject({ scripture: 'John 3:16-18; Psalm 23', tags: 'love, gift', mediaMinutes: '30', mediaBytes: '1000', series: 'John' });
    expect(bodyOf(form)).toMatchObject({
      tags: ['love', 'gift'],
      media: { kind: 'url', url: 'https://example.org/a.mp3', mimeType: 'audio/mpeg', lengthBytes: 1000, durationSeconds: 1800 },
    });
    expect(bodyOf({ ...form, mediaUrl: ' ' }).media).toBeNull();
    // A livestream's recording, which the form does not show, is left as it is.
    expect(bodyOf({ ...form, mediaUrl: '' }, { kind: 'recording', recordingId: 'r1', durationSeconds: 60 }).media).toBeUndefined();
  });

  it('keeps a library file as the recording and the attachments in order, and sends their ids', () => {
    const form = formOf({
      ...sermon,
      media: { kind: 'file', mediaId: 'm1', mimeType: 'audio/mpeg', lengthBytes: 10, durationSeconds: 3, name: 'Sunday.mp3' },
      attachments: [{ mediaId: 'a1', name: 'Notes.pdf', mediaType: 'application/pdf', bytes: 5, url: '/api/media/a1/content' }],
    });
    expect(form).toMatchObject({ mediaFileId: 'm1', mediaFileName: 'Sunday.mp3', mediaUrl: '' });
    expect(attachmentsOf(form)).toEqual([{ mediaId: 'a1', name: 'Notes.pdf' }]);
    expect(bodyOf(form)).toMatchObject({ media: { kind: 'file', mediaId: 'm1' }, attachmentIds: ['a1'] });
    expect(bodyOf({ ...form, mediaFileId: '' }).media).toBeNull();
    expect(attachmentsOf({ ...form, attachments: 'not json' })).toEqual([]);
  });

  it('restores only a stored draft of the right shape', () => {
    // A draft kept before the editor had library files restores without them.
    const { mediaFileId: _f, mediaFileName: _n, attachments: _a, ...older } = { ...EMPTY_FORM, title: 'x' };
    expect(parseDraft(older)).toEqual({ ...EMPTY_FORM, title: 'x' });
    expect(parseDraft({ ...EMPTY_FORM, title: 'x' })).toEqual({ ...EMPTY_FORM, title: 'x' });
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft({ title: 3 })).toBeUndefined();
    expect(parseDraft('text')).toBeUndefined();
  });
});

describe("a sermon's playable media", () => {
  it('plays an address as it is, a library file from its content route, an HLS playlist as video; a livestream recording from its content route', () => {
    expect(playableMediaOf(sermon.media)).toEqual({ src: 'https://example.org/a.mp3', type: 'audio/mpeg', video: false, hls: false });
    expect(
      playableMediaOf({ kind: 'url', url: 'https://x.org/live.m3u8', mimeType: 'application/x-mpegURL', lengthBytes: null, durationSeconds: null }),
    ).toMatchObject({
      video: true,
      hls: true,
    });
    expect(playableMediaOf({ kind: 'file', mediaId: 'm1', mimeType: 'video/mp4', lengthBytes: null, durationSeconds: null })).toEqual({
      src: '/api/media/m1/content',
      type: 'video/mp4',
      video: true,
      hls: false,
    });
    expect(playableMediaOf({ kind: 'recording', recordingId: 'r1', durationSeconds: null })).toEqual({
      src: '/api/livestream/recordings/r1/content',
      type: 'video/mp4',
      video: true,
      hls: false,
    });
    // A library file since deleted (the library no longer knows its type) has nothing to play.
    expect(playableMediaOf({ kind: 'file', mediaId: 'm2', mimeType: null, lengthBytes: null, durationSeconds: null })).toBeNull();
    expect(playableMediaOf(null)).toBeNull();
  });
});
