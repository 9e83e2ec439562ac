import { deciderSpec } from '../../../testing/decider-spec.util';
import { prayerRequestDecider, type PrayerReader } from './prayer-request.decider';
import type { PrayerRequestEvent } from './prayer-request.events';

const id = 'a3c1e0b2-8f4d-4b6a-9c2e-1d5f7a9b3c40';
const spec = deciderSpec(prayerRequestDecider);
const submitted = (visibility: 'pastoral' | 'prayer-team' | 'congregation'): PrayerRequestEvent => ({
  type: 'PrayerRequestSubmitted',
  data: {
    prayerRequestId: id,
    sealed: 'v1.sealed',
    visibility,
    anonymous: false,
    requesterId: 'ruth',
    submittedAt: '2026-11-01T10:00:00.000Z',
    expiresAt: '2026-12-01T10:00:00.000Z',
  },
});
const prayed = (userId: string): PrayerRequestEvent => ({ type: 'PrayerRequestPrayedFor', data: { prayerRequestId: id, userId } });
const member = (userId: string): PrayerReader => ({ userId, reads: ['congregation'], pastor: false });
const staff: PrayerReader = { userId: 'maria', reads: ['congregation'], pastor: false };
const leader: PrayerReader = { userId: 'samuel', reads: ['congregation', 'prayer-team'], pastor: false };
const pastor: PrayerReader = { userId: 'daniel', reads: ['congregation', 'prayer-team', 'pastoral'], pastor: true };

describe('a prayer request', () => {
  it('is submitted sealed, and leaves the wall after the chosen number of days', () => {
    spec
      .given([])
      .when({
        type: 'SubmitPrayerRequest',
        prayerRequestId: id,
        sealed: 'v1.x',
        visibility: 'pastoral',
        anonymous: false,
        requesterId: 'ruth',
        durationDays: 7,
      })
      .then([
        {
          type: 'PrayerRequestSubmitted',
          data: {
            prayerRequestId: id,
            sealed: 'v1.x',
            visibility: 'pastoral',
            anonymous: false,
            requesterId: 'ruth',
            submittedAt: '2026-11-22T10:00:00.000Z',
            expiresAt: '2026-11-29T10:00:00.000Z',
          },
        },
      ]);
  });

  it('is not submitted twice under one id', () => {
    spec
      .given([submitted('pastoral')])
      .when({
        type: 'SubmitPrayerRequest',
        prayerRequestId: id,
        sealed: 'v1.x',
        visibility: 'pastoral',
        anonymous: false,
        requesterId: 'ruth',
        durationDays: 7,
      })
      .thenThrows('CONCURRENCY_CONFLICT');
  });

  it('counts "I prayed" once per person', () => {
    spec
      .given([submitted('congregation')])
      .when({ type: 'RecordPrayer', prayerRequestId: id, reader: member('abel') })
      .then([prayed('abel')]);
    spec
      .given([submitted('congregation'), prayed('abel')])
      .when({ type: 'RecordPrayer', prayerRequestId: id, reader: member('abel') })
      .thenNothing();
  });

  it('counts a person once even when their prayer event is applied twice', () => {
    spec
      .given([submitted('congregation'), prayed('abel'), prayed('abel')])
      .when({ type: 'RecordPrayer', prayerRequestId: id, reader: member('abel') })
      .thenNothing();
    const state = [submitted('congregation'), prayed('abel'), prayed('abel')].reduce(prayerRequestDecider.evolve, prayerRequestDecider.initialState());
    expect(state).toMatchObject({ prayedBy: ['abel'] });
  });

  it('is, to someone who may not see it, a request that does not exist: staff never pray over a pastoral-only one', () => {
    spec
      .given([submitted('pastoral')])
      .when({ type: 'RecordPrayer', prayerRequestId: id, reader: staff })
      .thenThrows('NOT_FOUND');
    spec
      .given([submitted('prayer-team')])
      .when({ type: 'RecordPrayer', prayerRequestId: id, reader: staff })
      .thenThrows('NOT_FOUND');
    spec
      .given([submitted('prayer-team')])
      .when({ type: 'RecordPrayer', prayerRequestId: id, reader: leader })
      .then([prayed('samuel')]);
    spec
      .given([submitted('pastoral')])
      .when({ type: 'RecordPrayer', prayerRequestId: id, reader: pastor })
      .then([prayed('daniel')]);
    spec.given([]).when({ type: 'RecordPrayer', prayerRequestId: id, reader: pastor }).thenThrows('NOT_FOUND');
  });

  it('is marked answered by its requester or a pastor, with the praise note sealed, once', () => {
    const answered = (by: string): PrayerRequestEvent => ({
      type: 'PrayerRequestAnswered',
      data: { prayerRequestId: id, sealedPraise: 'v1.praise', answeredAt: '2026-11-22T10:00:00.000Z', by },
    });
    spec
      .given([submitted('pastoral')])
      .when({ type: 'MarkPrayerAnswered', prayerRequestId: id, sealedPraise: 'v1.praise', reader: member('ruth') })
      .then([answered('ruth')]);
    spec
      .given([submitted('congregation')])
      .when({ type: 'MarkPrayerAnswered', prayerRequestId: id, sealedPraise: 'v1.praise', reader: pastor })
      .then([answered('daniel')]);
    spec
      .given([submitted('congregation'), answered('ruth')])
      .when({ type: 'MarkPrayerAnswered', prayerRequestId: id, sealedPraise: 'v1.praise', reader: pastor })
      .thenNothing();
  });

  it('is not marked answered by anyone else who sees it', () => {
    spec
      .given([submitted('congregation')])
      .when({ type: 'MarkPrayerAnswered', prayerRequestId: id, sealedPraise: '', reader: leader })
      .thenThrows('AUTHORIZATION');
    spec
      .given([submitted('pastoral')])
      .when({ type: 'MarkPrayerAnswered', prayerRequestId: id, sealedPraise: '', reader: staff })
      .thenThrows('NOT_FOUND');
  });
});
