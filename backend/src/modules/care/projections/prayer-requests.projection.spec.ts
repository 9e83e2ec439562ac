import { recorded } from '../../../testing/decider-spec.util';
import type { PrayerRequestEvent } from '../domain/prayer-request.events';
import { prayerRequestsProjection, type PrayerRequestDocument } from './prayer-requests.projection';

const id = 'a3c1e0b2-8f4d-4b6a-9c2e-1d5f7a9b3c40';
const stream = `prayerrequest-${id}`;
const events: PrayerRequestEvent[] = [
  {
    type: 'PrayerRequestSubmitted',
    data: {
      prayerRequestId: id,
      sealed: 'v1.sealed',
      visibility: 'congregation',
      anonymous: true,
      requesterId: 'ruth',
      submittedAt: '2026-11-01T10:00:00.000Z',
      expiresAt: '2026-12-01T10:00:00.000Z',
    },
  },
  { type: 'PrayerRequestPrayedFor', data: { prayerRequestId: id, userId: 'abel' } },
  { type: 'PrayerRequestPrayedFor', data: { prayerRequestId: id, userId: 'daniel' } },
  { type: 'PrayerRequestAnswered', data: { prayerRequestId: id, sealedPraise: 'v1.praise', answeredAt: '2026-11-20T10:00:00.000Z', by: 'ruth' } },
];
const stored = events.map((event, i) => recorded(event, stream, i + 1));
const replay = (list = stored) => list.reduce<PrayerRequestDocument | null>((document, event) => prayerRequestsProjection.project(document, event), null);

describe('the prayer requests projection', () => {
  it('keeps the words sealed, who prayed, and the answer', () => {
    expect(replay()).toEqual({
      _id: id,
      sealed: 'v1.sealed',
      visibility: 'congregation',
      anonymous: true,
      requesterId: 'ruth',
      submittedAt: '2026-11-01T10:00:00.000Z',
      expiresAt: '2026-12-01T10:00:00.000Z',
      status: 'answered',
      prayedBy: ['abel', 'daniel'],
      sealedPraise: 'v1.praise',
      answeredAt: '2026-11-20T10:00:00.000Z',
      revision: 4,
    });
  });

  it('gives the same document when an event is applied twice', () => {
    const twice = [stored[0], stored[1], stored[1], stored[2], stored[2], stored[3], stored[3]];
    expect(replay(twice)).toEqual(replay());
    expect(replay(twice)?.prayedBy).toEqual(['abel', 'daniel']);
  });

  it('makes nothing of an update without its submission (started mid-stream)', () => {
    expect(prayerRequestsProjection.project(null, stored[1])).toBeNull();
    expect(prayerRequestsProjection.documentId(stored[1])).toBe(id);
  });
});
