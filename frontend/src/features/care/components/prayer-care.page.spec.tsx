import type { PrayerRequestView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import PrayerCarePage from './prayer-care.page';

const request = (overrides: Partial<PrayerRequestView>): PrayerRequestView => ({
  id: 'p1',
  request: 'Healing for my father',
  forName: '',
  visibility: 'congregation',
  anonymous: false,
  requesterName: 'Lydia',
  mine: false,
  status: 'active',
  prayedCount: 2,
  prayedByMe: false,
  praiseNote: '',
  submittedAt: '2026-11-20T10:00:00.000Z',
  answeredAt: null,
  expiresAt: '2026-12-20T10:00:00.000Z',
  canMarkAnswered: false,
  revision: 0,
  ...overrides,
});

describe('PrayerCarePage', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
  });

  const renderPage = () => renderWithProviders(<PrayerCarePage />, { route: '/prayer-care', path: '/prayer-care', roles: ['member'] });

  it('asks for prayer for pastoral staff only by default, and says it was submitted', async () => {
    fake.on('GET /api/prayer-requests', { body: { items: [] } });
    fake.on('POST /api/prayer-requests', { status: 201, body: { id: 'p9', position: '12', revision: 0 } });
    renderPage();
    expect(await screen.findByText('You have not shared a prayer request yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Who may see it')).toHaveValue('pastoral');
    expect(screen.getByText('Only pastoral staff will see this request.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your prayer request'), { target: { value: 'Strength for the week' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Your prayer request has been submitted.')).toBeInTheDocument();
    const sent = fake.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ request: 'Strength for the week', visibility: 'pastoral', durationDays: 30, anonymous: false });
  });

  it('says what a request needs before sending it', async () => {
    fake.on('GET /api/prayer-requests', { body: { items: [] } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('This field is required to continue.')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the wall with anonymous requests unnamed, the count, and "I prayed" once', async () => {
    fake.on('GET /api/prayer-requests', {
      body: {
        items: [
          request({ id: 'p1' }),
          request({ id: 'p2', request: 'A job', anonymous: true, requesterName: null, prayedByMe: true }),
          request({ id: 'p3', request: 'My own', mine: true, canMarkAnswered: true, requesterName: 'Me' }),
        ],
      },
    });
    fake.on('POST /api/prayer-requests/p1/prayed', { body: { id: 'p1', position: '13', revision: 1 } });
    renderPage();
    const wall = await screen.findByRole('list', { name: 'Prayer wall' });
    const first = within(wall).getByText('Healing for my father').closest('li')!;
    expect(within(first).getByText('From Lydia')).toBeInTheDocument();
    expect(within(first).getByText('People who prayed: 2')).toBeInTheDocument();
    const second = within(wall).getByText('A job').closest('li')!;
    expect(within(second).getByText('Anonymous')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'You prayed' })).toBeDisabled();
    fireEvent.click(within(first).getByRole('button', { name: 'I prayed' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'POST' && call.url.endsWith('/p1/prayed'))).toBe(true));
    const mine = screen.getByRole('list', { name: 'Your requests' });
    expect(within(mine).getByRole('button', { name: 'Mark answered' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'I prayed' })).not.toBeInTheDocument();
  });

  it('says "Failed to load" when the list cannot be read', async () => {
    fake.on('GET /api/prayer-requests', { status: 500, body: { code: 'SERVER_ERROR', message: 'x' } });
    renderPage();
    expect(await screen.findByText('Failed to load prayer requests.')).toBeInTheDocument();
  });
});
