import type { MemberSelfUpdateView, MemberView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import { MyDetailsSection } from './my-details.section';

const RUTH: MemberView = {
  id: 'm1',
  fullName: 'Ruth Anderson',
  email: 'ruth@example.org',
  phone: '+13125550105',
  address: '97 Birch Road',
  ministry: 'Prayer',
  role: 'member',
  status: 'active',
  joinedAt: '2015-09-13',
  membershipStep: 'member',
  baptismDate: '',
  isChild: false,
  updatedAt: '2026-11-01T10:00:00.000Z',
  revision: 3,
  privacy: { listed: true, shareEmail: false, sharePhone: false, shareAddress: false },
};

const pending: MemberSelfUpdateView = {
  id: 'r1',
  memberId: 'm1',
  memberName: 'Ruth Anderson',
  status: 'pending',
  changes: [{ field: 'phone', from: '+13125550105', to: '+16305551273' }],
  photoChanged: false,
  requestedAt: '2026-11-20T10:00:00.000Z',
};

describe('MyDetailsSection', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/organisation/settings', { body: { country: 'US', selfUpdatesNeedApproval: false } });
  });

  it('sends only the changed phone from labelled fields, and says it is saved', async () => {
    fake.on('GET /api/members/me/self-updates', { body: [] });
    fake.on('PUT /api/members/me/details', { body: { id: 'm1', position: '7', revision: 4, status: 'applied' } });
    renderWithProviders(<MyDetailsSection member={RUTH} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit my details' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('type', 'tel');
    fireEvent.change(phone, { target: { value: '(630) 555-1273' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my details' }));

    expect(await screen.findByText('Your details are saved.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({ phone: '(630) 555-1273' });
  });

  it('shows a catalogue error on the field and sends nothing for a phone that is not one', async () => {
    fake.on('GET /api/members/me/self-updates', { body: [] });
    renderWithProviders(<MyDetailsSection member={RUTH} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit my details' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("offers the household's head its shared address, and saves it", async () => {
    fake.on('GET /api/members/me/self-updates', { body: [] });
    fake.on('GET /api/members/m1/household', {
      body: {
        household: {
          id: 'h1',
          name: 'Anderson family',
          address: '97 Birch Road',
          status: 'active',
          members: [{ memberId: 'm1', fullName: 'Ruth Anderson', relationship: 'head' }],
          createdAt: '2026-11-01T10:00:00.000Z',
          updatedAt: '2026-11-01T10:00:00.000Z',
          revision: 2,
        },
      },
    });
    fake.on('PUT /api/members/me/household-address', { body: { id: 'h1', position: '9', revision: 3 } });
    renderWithProviders(<MyDetailsSection member={RUTH} />);
    const address = await screen.findByRole('textbox', { name: 'Address of Anderson family' });
    fireEvent.change(address, { target: { value: '5 Harvest Road' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save household address' }));
    expect(await screen.findByText('Your household’s address is saved.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({ address: '5 Harvest Road' });
  });

  it('says when a change is waiting for approval, and when one was declined with the reason', async () => {
    fake.on('GET /api/members/me/self-updates', { body: [pending] });
    const { unmount } = renderWithProviders(<MyDetailsSection member={RUTH} />);
    expect(await screen.findByText('Waiting for approval: your change to phone.')).toBeInTheDocument();
    unmount();
    fake.on('GET /api/members/me/self-updates', { body: [{ ...pending, status: 'declined', reason: 'Please call the office' }] });
    renderWithProviders(<MyDetailsSection member={RUTH} />);
    await waitFor(() => expect(screen.getByText('Your change to phone was declined: Please call the office')).toBeInTheDocument());
  });
});
