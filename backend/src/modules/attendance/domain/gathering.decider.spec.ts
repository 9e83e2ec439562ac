import { deciderSpec } from '../../../testing/decider-spec.util';
import { gatheringDecider } from './gathering.decider';
import type { GatheringScheduled } from './gathering.events';

const gatheringId = '00000000-0000-4000-8000-000000000001';
const spec = deciderSpec(gatheringDecider);
const schedule = (repeat: 'once' | 'weekly' | 'monthly' | 'rrule', rrule: string | null = null, startsAt = '2026-11-22T10:00:00-06:00') => ({
  type: 'ScheduleGathering' as const,
  gatheringId,
  name: 'Sunday Worship',
  kind: 'service' as const,
  startsAt,
  repeat,
  rrule,
});
const scheduled: GatheringScheduled = {
  type: 'GatheringScheduled',
  data: { gatheringId, name: 'Sunday Worship', kind: 'service', startsAt: '2026-11-22T10:00:00-06:00', repeat: 'weekly', rrule: null },
};

describe('a gathering', () => {
  it('is scheduled once, weekly, or by an RRULE (a rule text kept only for that choice)', () => {
    spec.given([]).when(schedule('weekly', 'FREQ=DAILY')).then([scheduled]);
    spec
      .given([])
      .when(schedule('rrule', 'FREQ=WEEKLY;BYDAY=WE'))
      .then([{ ...scheduled, data: { ...scheduled.data, repeat: 'rrule', rrule: 'FREQ=WEEKLY;BYDAY=WE' } }]);
  });

  it('is scheduled only once, even when its event is applied twice', () => {
    spec.given([scheduled, scheduled]).when(schedule('weekly')).thenThrows('CONCURRENCY_CONFLICT');
  });
});
