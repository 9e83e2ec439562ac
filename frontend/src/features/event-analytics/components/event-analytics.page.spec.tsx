import type { EventAnalyticsView } from '@koinonia/contracts';
import { screen, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import EventAnalyticsPage from './event-analytics.page';

const VIEW: EventAnalyticsView = {
  from: '2026-09-01',
  to: '2026-11-26',
  occurrences: [
    { eventId: 'e1', occurrence: '2026-11-06', title: 'Youth Night', category: 'youth', capacity: 40, registered: 8, waitlisted: 0, checkedIn: 7, noShows: 2 },
    {
      eventId: 'e2',
      occurrence: '2026-11-14',
      title: 'Marriage Retreat',
      category: 'fellowship',
      capacity: 6,
      registered: 6,
      waitlisted: 2,
      checkedIn: 6,
      noShows: 0,
    },
  ],
  attendanceByWeek: [
    { week: '2026-11-02', checkedIn: 7, registered: 8 },
    { week: '2026-11-09', checkedIn: 6, registered: 6 },
  ],
  byCategory: [
    { category: 'fellowship', occurrences: 1, registered: 6, checkedIn: 6 },
    { category: 'youth', occurrences: 1, registered: 8, checkedIn: 7 },
  ],
  totals: { registered: 14, waitlisted: 2, checkedIn: 13, noShows: 2 },
};

describe('EventAnalyticsPage', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
  });

  it('shows the totals, the charts with their numbers for screen readers, and where people did not come', async () => {
    fake.on('GET /api/event-analytics', { body: VIEW });
    renderWithProviders(<EventAnalyticsPage />, { roles: ['staff'] });
    expect(await screen.findByText('Events: 2. Places taken: 14.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Places taken and capacity for each event' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Registrations and check-ins by category' })).toHaveTextContent('Youth');
    const noShows = screen.getByRole('table', { name: 'Events where people with a place did not come' });
    expect(within(noShows).getAllByRole('row')).toHaveLength(2);
    expect(noShows).toHaveTextContent('Youth Night');
  });

  it('says when the period has nothing, and when it failed to load', async () => {
    fake.on('GET /api/event-analytics', { body: { ...VIEW, occurrences: [], attendanceByWeek: [], byCategory: [] } });
    const { unmount } = renderWithProviders(<EventAnalyticsPage />, { roles: ['staff'] });
    expect(await screen.findByText('No registrations or check-ins in this period')).toBeInTheDocument();
    unmount();
    fake.on('GET /api/event-analytics', { status: 500, body: { code: 'SERVER_ERROR', message: 'Boom' } });
    renderWithProviders(<EventAnalyticsPage />, { roles: ['staff'] });
    expect(await screen.findByText('Failed to load event analytics.')).toBeInTheDocument();
  });
});
