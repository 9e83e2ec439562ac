import { VALIDATION_MESSAGES, type VendorBookingView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { FakeSocket } from '../../../testing/fake-socket';
import { renderWithProviders } from '../../../testing/render';

const socket = new FakeSocket();
jest.mock('../../../shared/realtime/realtime-client', () => {
  const actual = jest.requireActual('../../../shared/realtime/realtime-client');
  return { ...actual, realtime: new actual.RealtimeClient(() => socket.asSocket()) };
});

// Imported after the mock, so the page talks to the fake socket.
import VendorBookingsPage from './vendor-bookings.page';

const COMPLETED: VendorBookingView = {
  id: 'b1',
  vendorId: 'v1',
  vendorName: 'Carter Sound & Light',
  event: 'Harvest supper',
  service: 'Sound for the evening',
  startsAt: '2026-01-10T18:00',
  endsAt: '2026-01-10T21:00',
  attendees: 150,
  notes: null,
  amount: { minor: 50000, currency: 'USD' },
  status: 'completed',
  requestedBy: { id: 'u-staff', displayName: 'Sam Staff' },
  requestedAt: '2026-01-01T10:00:00.000Z',
  decidedAt: '2026-01-02T10:00:00.000Z',
  vendorMessage: null,
  review: null,
  mayReview: true,
  revision: 3,
};
const OTHERS: VendorBookingView = {
  ...COMPLETED,
  id: 'b2',
  service: 'Lights for the concert',
  requestedBy: { id: 'u-pastor', displayName: 'Pat Pastor' },
  mayReview: false,
};

describe('reviewing a completed booking', () => {
  let fake: FakeFetch;
  let reviewed: { rating: number; comment: string | null } | null;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    reviewed = null;
    fake.on('GET /api/vendor-bookings', () => ({
      body: [reviewed ? { ...COMPLETED, review: reviewed, mayReview: false } : COMPLETED, OTHERS],
    }));
    fake.on('POST /api/vendor-bookings/b1/review', (call) => {
      const body = call.body as { rating: number; comment?: string };
      reviewed = { rating: body.rating, comment: body.comment ?? null };
      return { status: 201, body: { id: 'b1', revision: 4, position: '50' } };
    });
  });

  it('offers Leave a review only on the completed booking the user may review, asks for a rating, then shows the review', async () => {
    renderWithProviders(<VendorBookingsPage />, { roles: ['staff'] });
    const leave = await screen.findByRole('button', { name: 'Leave a review of Carter Sound & Light for Sound for the evening' });
    expect(screen.queryByRole('button', { name: /Leave a review of .* for Lights for the concert/ })).not.toBeInTheDocument();

    fireEvent.click(leave);
    const dialog = screen.getByRole('dialog', { name: 'Review Carter Sound & Light' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Rating')).toHaveAccessibleDescription(VALIDATION_MESSAGES.required));
    await waitFor(() => expect(within(dialog).getByLabelText('Rating')).toHaveFocus());
    expect(fake.calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Rating'), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText('Comment (optional)'), { target: { value: '  On time and clear sound ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ rating: 4, comment: 'On time and clear sound' }]);
    expect(await screen.findByText('4 out of 5')).toBeInTheDocument();
    expect(screen.getByText('On time and clear sound')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Leave a review/ })).not.toBeInTheDocument();
  });

  it('shows a refusal from the server in the dialog', async () => {
    fake.on('POST /api/vendor-bookings/b1/review', { status: 409, body: { code: 'VENDOR_BOOKING_STATE_CONFLICT', message: 'x' } });
    renderWithProviders(<VendorBookingsPage />, { roles: ['staff'] });
    fireEvent.click(await screen.findByRole('button', { name: /Leave a review of Carter/ }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Rating'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/./);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
