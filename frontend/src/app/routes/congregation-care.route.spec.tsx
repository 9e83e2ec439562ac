import { fireEvent, screen, within } from '@testing-library/react';
import { consistency } from '../../shared/api';
import { installFakeFetch } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render';
import CongregationCareRoute from './congregation-care.route';

describe('CongregationCareRoute: the page actions', () => {
  beforeEach(() => {
    consistency.reset();
    const fake = installFakeFetch();
    fake.on('GET /api/members', { body: { items: [], total: 0, page: 1, pageSize: 20 } });
    fake.on('GET /api/ministries', { body: [] });
    fake.on('GET /api/gatherings', { body: [] });
    fake.on('GET /api/care-assignees', { body: [] });
  });

  it.each([
    ['Add Member', 'Add Member', 'Save member'],
    ['New Request', 'New care request', 'Create request'],
    ['Add Communication', 'Add communication', 'Add to log'],
  ])('"%s" opens its real form ("%s")', async (action, form, submit) => {
    renderWithProviders(<CongregationCareRoute />, { route: '/congregation-care', path: '/congregation-care', roles: ['pastor'] });
    // The header's action (the Pastoral Care tab has its own copies of the care actions, on its own tab).
    fireEvent.click((await screen.findAllByRole('button', { name: action }))[0]);
    const dialog = await screen.findByRole('dialog', { name: form });
    expect(within(dialog).getByRole('button', { name: submit })).toBeInTheDocument();
  });

  it('"Record Attendance" opens the register, which asks for a gathering first when there is none', async () => {
    renderWithProviders(<CongregationCareRoute />, { route: '/congregation-care', path: '/congregation-care', roles: ['pastor'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Record Attendance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Attendance' });
    expect(await within(dialog).findByText('No gatherings yet')).toBeInTheDocument();
  });

  it('offers none of the actions to a member', async () => {
    renderWithProviders(<CongregationCareRoute />, { route: '/congregation-care', path: '/congregation-care', roles: ['member'] });
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    for (const action of ['Add Member', 'New Request', 'Add Communication', 'Record Attendance'])
      expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
  });
});
