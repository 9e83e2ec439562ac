import type { CareCommunicationList, CareRequestView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import { PastoralCareTab } from './pastoral-care.tab';

const request = (overrides: Partial<CareRequestView>): CareRequestView => ({
  id: 'c1',
  type: 'hospital-visit',
  urgency: 'high',
  status: 'open',
  memberId: '5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21',
  memberName: 'Lydia of Thyatira',
  assignedTo: 'a178cdd1-6b1f-4e0d-9b85-64834537d966',
  assigneeName: 'Daniel Mensah',
  followUpOn: '2026-11-20',
  overdue: true,
  openedAt: '2026-11-18T09:00:00.000Z',
  updatedAt: '2026-11-18T09:00:00.000Z',
  revision: 2,
  ...overrides,
});

const LOG: CareCommunicationList = {
  items: [
    {
      id: 'k1',
      memberId: '5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21',
      memberName: 'Lydia of Thyatira',
      kind: 'visit',
      summary: 'Visited at St Luke’s.',
      byName: 'Maria Lopez',
      occurredAt: '2026-11-19T15:00:00.000Z',
    },
  ],
};

describe('PastoralCareTab', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/care-communications', { body: LOG });
    fake.on('GET /api/care-assignees', { body: [{ id: 'a178cdd1-6b1f-4e0d-9b85-64834537d966', displayName: 'Daniel Mensah' }] });
    fake.on('GET /api/members', {
      body: { items: [{ id: '5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21', fullName: 'Lydia of Thyatira' }], total: 1, page: 1, pageSize: 20 },
    });
  });

  it('lists care requests, marks the overdue, and moves one on with the revision it was shown at', async () => {
    fake.on('GET /api/care-requests', {
      body: { items: [request({}), request({ id: 'c2', memberName: 'Dorcas', overdue: false, status: 'resolved', type: 'meal' })] },
    });
    fake.on('PATCH /api/care-requests/c1', { body: { id: 'c1', position: '20', revision: 3 } });
    renderWithProviders(<PastoralCareTab />, { roles: ['pastor'] });
    const table = await screen.findByRole('table', { name: 'Care requests' });
    const lydia = within(table).getByRole('rowheader', { name: 'Lydia of Thyatira' }).closest('[role="row"]') as HTMLElement;
    expect(within(lydia).getByText('Overdue')).toBeInTheDocument();
    expect(within(lydia).getByText('Hospital visit')).toBeInTheDocument();
    fireEvent.change(within(lydia).getByLabelText('Status for Lydia of Thyatira'), { target: { value: 'in-progress' } });
    await waitFor(() => expect(fake.calls.find((call) => call.method === 'PATCH')).toBeDefined());
    const patch = fake.calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).toEqual({ status: 'in-progress' });
    expect(patch.headers['If-Match'] ?? patch.headers['if-match']).toBe('2');
    expect(await screen.findByText('Visited at St Luke’s.')).toBeInTheDocument();
  });

  it('offers pastors the confidential notes, and the office none', async () => {
    fake.on('GET /api/care-requests', { body: { items: [request({})] } });
    fake.on('GET /api/pastoral-notes', {
      body: {
        items: [
          {
            id: 'n1',
            memberId: '5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21',
            careRequestId: 'c1',
            text: 'Anxious about surgery.',
            authorName: 'Daniel Mensah',
            writtenAt: '2026-11-19T10:00:00.000Z',
          },
        ],
      },
    });
    const { unmount } = renderWithProviders(<PastoralCareTab />, { roles: ['pastor'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Confidential notes for Lydia of Thyatira' }));
    expect(await screen.findByText('Anxious about surgery.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PastoralCareTab />, { roles: ['staff'] });
    await screen.findByRole('table', { name: 'Care requests' });
    expect(screen.queryByRole('button', { name: /Confidential notes/ })).not.toBeInTheDocument();
  });

  it('opens New Request and sends the person, type, urgency and assignee', async () => {
    fake.on('GET /api/care-requests', { body: { items: [] } });
    fake.on('POST /api/care-requests', { status: 201, body: { id: 'c9', position: '21', revision: 0 } });
    renderWithProviders(<PastoralCareTab />, { roles: ['staff'] });
    expect(await screen.findByText('No care requests yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New Request' }));
    const dialog = await screen.findByRole('dialog', { name: 'New care request' });
    await within(dialog).findByRole('option', { name: 'Lydia of Thyatira' });
    fireEvent.change(within(dialog).getByLabelText('Person'), { target: { value: '5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21' } });
    fireEvent.change(within(dialog).getByLabelText('Type of care'), { target: { value: 'meal' } });
    await within(dialog).findByRole('option', { name: 'Daniel Mensah' });
    fireEvent.change(within(dialog).getByLabelText('Assigned to'), { target: { value: 'a178cdd1-6b1f-4e0d-9b85-64834537d966' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create request' }));
    expect(await screen.findByText('The care request has been created.')).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({
      memberId: '5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21',
      type: 'meal',
      urgency: 'normal',
      assignedTo: 'a178cdd1-6b1f-4e0d-9b85-64834537d966',
    });
  });

  it('says "Failed to load" when care requests cannot be read, and nothing of care to those who may not read it', async () => {
    fake.on('GET /api/care-requests', { status: 500, body: { code: 'SERVER_ERROR', message: 'x' } });
    const { unmount } = renderWithProviders(<PastoralCareTab />, { roles: ['pastor'] });
    expect(await screen.findByText('Failed to load care requests.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PastoralCareTab />, { roles: ['admin'] });
    expect(screen.getByText('Pastoral care is seen by pastors and the church office.')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.path === '/api/care-requests')).toHaveLength(1);
  });
});
