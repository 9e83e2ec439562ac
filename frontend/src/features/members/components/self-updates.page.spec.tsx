import type { MemberSelfUpdateView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import SelfUpdatesPage from './self-updates.page';

const UPDATES: MemberSelfUpdateView[] = [
  {
    id: 'r1',
    memberId: 'm1',
    memberName: 'Ruth Anderson',
    status: 'pending',
    changes: [{ field: 'address', from: '97 Birch Road', to: '5 Harvest Road' }],
    photoChanged: false,
    requestedAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 'e1',
    memberId: 'm2',
    memberName: 'Samuel Kim',
    status: 'applied',
    changes: [{ field: 'email', from: '', to: 'samuel@example.org' }],
    photoChanged: false,
    requestedAt: '2026-11-19T10:00:00.000Z',
  },
];

describe('SelfUpdatesPage', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
  });

  it('lists the changes, approves a waiting one and declines another with a reason', async () => {
    fake.on('GET /api/members/self-updates', { body: UPDATES });
    fake.on('POST /api/members/self-updates/r1/approve', { body: { id: 'm1', position: '8', revision: 5 } });
    fake.on('POST /api/members/self-updates/r1/decline', { body: { id: 'm1', position: '9', revision: 5 } });
    renderWithProviders(<SelfUpdatesPage />, { roles: ['staff'] });

    const ruth = (await screen.findByRole('link', { name: 'Ruth Anderson' })).closest('tr')!;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Self-Updates');
    expect(within(ruth).getByText('Address: 97 Birch Road → 5 Harvest Road')).toBeInTheDocument();
    expect(within(ruth).getByText('Waiting for approval')).toBeInTheDocument();
    const samuel = screen.getByRole('link', { name: 'Samuel Kim' }).closest('tr')!;
    expect(within(samuel).getByText('Applied')).toBeInTheDocument();
    expect(within(samuel).queryByRole('button')).toBeNull();

    fireEvent.click(within(ruth).getByRole('button', { name: 'Approve the change by Ruth Anderson' }));
    expect(await screen.findByText('The change by Ruth Anderson is approved.')).toBeInTheDocument();

    fireEvent.click(within(ruth).getByRole('button', { name: 'Decline the change by Ruth Anderson' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('This field is required to continue.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Please call the office' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(fake.calls.find((c) => c.url.endsWith('/decline'))?.body).toEqual({ reason: 'Please call the office' }));
  });

  it('says when the list fails to load', async () => {
    fake.on('GET /api/members/self-updates', { status: 503, body: { code: 'SERVER_ERROR', message: 'x' } });
    renderWithProviders(<SelfUpdatesPage />, { roles: ['staff'] });
    expect(await screen.findByText('Failed to load self-updates.')).toBeInTheDocument();
  });
});
