import type { HouseholdPage } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../../testing/fake-fetch';
import { currentLocation, renderWithProviders } from '../../../../testing/render';
import HouseholdsPage from './households.page';

const PAGE: HouseholdPage = {
  items: [
    {
      id: 'h1',
      name: 'Anderson family',
      address: '97 Birch Road',
      status: 'active',
      members: [
        { memberId: 'ruth', fullName: 'Ruth Anderson', relationship: 'head' },
        { memberId: 'noah', fullName: 'Noah Anderson', relationship: 'child' },
      ],
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
      revision: 2,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

describe('HouseholdsPage', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
  });

  it('lists households with their people, and searches by name through the address', async () => {
    fake.on('GET /api/households', (call) => ({ body: call.url.includes('search=zzz') ? { ...PAGE, items: [], total: 0 } : PAGE }));
    renderWithProviders(<HouseholdsPage />, { route: '/households', path: '/households' });
    const table = await screen.findByRole('table', { name: 'Households' });
    expect(within(table).getByRole('link', { name: 'Anderson family' })).toHaveAttribute('href', '/households/h1');
    expect(table).toHaveTextContent('Ruth Anderson (Head of household), Noah Anderson (Child)');
    expect(screen.getByText('1 household')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search households' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No households match your search.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/households?q=zzz');
  });

  it('says when there are none yet, and Failed to load when the list cannot be read', async () => {
    fake.on('GET /api/households', { body: { ...PAGE, items: [], total: 0 } });
    const { unmount } = renderWithProviders(<HouseholdsPage />, { route: '/households', path: '/households' });
    expect(await screen.findByText('No households yet.')).toBeInTheDocument();
    unmount();
    fake.on('GET /api/households', { status: 503, body: { code: 'SERVER_ERROR', message: 'x' } });
    renderWithProviders(<HouseholdsPage />, { route: '/households', path: '/households' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load households.');
  });

  it('lets staff create a household and opens it; a member gets no New household button', async () => {
    fake.on('GET /api/households', { body: PAGE });
    fake.on('POST /api/households', { status: 201, body: { id: 'h7', revision: 0, position: '5' } });
    renderWithProviders(<HouseholdsPage />, { route: '/households', path: '/households' });
    fireEvent.click(await screen.findByRole('button', { name: 'New household' }));
    const dialog = screen.getByRole('dialog', { name: 'New household' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create household' }));
    // The contracts' own check: a household needs a name.
    expect(await within(dialog).findByText('This field is required to continue.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Household name' }), { target: { value: 'Kim family' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Shared address' }), { target: { value: '51 Oak Avenue' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create household' }));
    await waitFor(() => expect(currentLocation()).toBe('/households/h7'));
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Kim family', address: '51 Oak Avenue' });
  });

  it('offers a member no New household button and no duplicates link', async () => {
    fake.on('GET /api/households', { body: PAGE });
    renderWithProviders(<HouseholdsPage />, { route: '/households', path: '/households', roles: ['member'] });
    expect(await screen.findByRole('table', { name: 'Households' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New household' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Possible duplicates' })).not.toBeInTheDocument();
  });
});
