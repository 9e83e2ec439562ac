import { recorded } from '../../../testing/decider-spec.util';
import { projectionSpec } from '../../../testing/projection-spec.util';
import { churchStream, type ChurchEvent } from '../domain/church.events';
import { churchProjection as projection } from './church.projection';

const churchId = '0b7a1c9e-0000-4000-8000-00000000c002';
const founded = recorded<ChurchEvent>(
  { type: 'ChurchFounded', data: { churchId, name: 'Grace Community Church', timeZone: 'America/Chicago' } },
  churchStream(churchId),
  0,
  '2026-01-05T08:00:00.000Z',
);
const ministryAdded = recorded<ChurchEvent>(
  { type: 'MinistryAdded', data: { churchId, ministryId: 'm-1', name: 'Youth', description: 'Ages 12 to 18' } },
  churchStream(churchId),
  1,
);

describe('church projection', () => {
  it('given nothing, when the church is founded, then its name, time zone and founding time, once however often the event comes', () => {
    projectionSpec(projection)
      .given([])
      .when(founded)
      .then({ _id: churchId, name: 'Grace Community Church', timeZone: 'America/Chicago', foundedAt: '2026-01-05T08:00:00.000Z' });
  });

  it('given the founding, when a ministry is added, then the church is unchanged (ministries are their own read model)', () => {
    projectionSpec(projection)
      .given([founded])
      .when(ministryAdded)
      .then({ _id: churchId, name: 'Grace Community Church', timeZone: 'America/Chicago', foundedAt: '2026-01-05T08:00:00.000Z' });
  });

  it('keys the document by the church', () => {
    expect(projection.documentId(founded)).toBe(churchId);
  });
});
