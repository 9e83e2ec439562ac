import { deciderSpec } from '../../../testing/decider-spec.util';
import { announcementDecider, type AnnouncementCommand } from './announcement.decider';
import type { AnnouncementEvent } from './announcement.events';

/** The spec's clock: deciderSpec decides at 2026-11-22T10:00:00.000Z unless told otherwise. */
const NOW = '2026-11-22T10:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

const send = (endsAt: string | null): AnnouncementCommand => ({
  type: 'SendAnnouncement',
  announcementId: 'a-1',
  title: 'Harvest supper',
  message: 'Saturday at six.',
  priority: 'normal',
  audience: null,
  to: { kind: 'ministry', ministry: 'Ushers' },
  audienceLabel: 'Ushers',
  endsAt,
  reach: { people: 2, inApp: 1, email: 2, sms: 1 },
  channels: { email: { kind: 'ministry', ministry: 'Ushers' }, sms: { kind: 'ministry', value: 'Ushers' }, userIds: ['u-1'] },
});

const sent = (endsAt: string): AnnouncementEvent => {
  const { type: _type, endsAt: _endsAt, ...data } = send(endsAt);
  return { type: 'AnnouncementSent', data: { ...data, endsAt } };
};

describe('announcement decider', () => {
  const spec = deciderSpec(announcementDecider);

  it('sends with the end date its sender chose, and the channels and counts worked out when sent', () => {
    spec
      .given([])
      .when(send(later(3 * DAY)))
      .then([sent(later(3 * DAY))]);
  });

  it('stays on the board a week when no end date is chosen', () => {
    spec
      .given([])
      .when(send(null))
      .then([sent(later(7 * DAY))]);
  });

  it('takes an end date up to a year away', () => {
    spec
      .given([])
      .when(send(later(365 * DAY)))
      .then([sent(later(365 * DAY))]);
  });

  it('refuses an end date in the past, now, over a year away, or not a date', () => {
    for (const endsAt of [later(-60_000), NOW, later(366 * DAY), 'someday']) spec.given([]).when(send(endsAt)).thenThrows('VALIDATION_ERROR');
  });

  it('records nothing when the same announcement is sent again', () => {
    spec
      .given([sent(later(DAY))])
      .when(send(later(2 * DAY)))
      .thenNothing();
  });
});
