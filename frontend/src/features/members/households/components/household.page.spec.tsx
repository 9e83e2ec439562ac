import type { HouseholdView, UserRole } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../../testing/fake-fetch';
import { renderWithProviders } from '../../../../testing/render';
import HouseholdPage from './household.page';

const HOUSEHOLD: HouseholdView = {
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
  revision: 3,
};

const LYDIA = {
  id: 'lydia',
  fullName: 'Lydia Thyatira',
  ministry: 'Care',
  role: 'member',
  status: 'active',
  joinedAt: '2026-01-01',
  updatedAt: '2026-01-01',
  revision: 0,
  privacy: { listed: true, shareEmail: false, sharePhone: false, shareAddress: false },
};

describe('HouseholdPage', () => {
  let fake: FakeFetch;
  const renderPage = (roles: UserRole[] = ['staff']) => renderWithProviders(<HouseholdPage />, { route: '/households/h1', path: '/households/:id', roles });

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/households/h1', { body: HOUSEHOLD });
  });

  it('shows the household with links to its people, and no changes to a member', async () => {
    renderPage(['member']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anderson family' })).toBeInTheDocument();
    const people = screen.getByRole('list', { name: 'People' });
    expect(within(people).getByRole('link', { name: 'Ruth Anderson' })).toHaveAttribute('href', '/members/ruth');
    expect(within(people).getByText('Child')).toBeInTheDocument();
    expect(screen.getByText('97 Birch Road')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Merge another household' })).not.toBeInTheDocument();
  });

  it('renames the household with the revision on screen as If-Match', async () => {
    fake.on('PATCH /api/households/h1', { body: { id: 'h1', revision: 4, position: '9' } });
    renderPage();
    const name = await screen.findByRole('textbox', { name: 'Household name' });
    fireEvent.change(name, { target: { value: 'The Andersons' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = fake.calls.find((call) => call.method === 'PATCH')!;
    expect(patch.headers['If-Match']).toBe('3');
    expect(patch.body).toEqual({ name: 'The Andersons', address: '97 Birch Road' });
  });

  it('removes a person after asking', async () => {
    fake.on('DELETE /api/households/h1/members/noah', { body: { id: 'h1', revision: 4, position: '9' } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Noah Anderson from the household' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove from household' });
    expect(dialog).toHaveTextContent('Noah Anderson will no longer belong to Anderson family.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove person' }));
    await waitFor(() => expect(fake.calls.find((call) => call.method === 'DELETE')?.headers['If-Match']).toBe('3'));
  });

  it('adds a person found by name; when they are in another household, it says so and offers the move', async () => {
    fake.on('GET /api/members', { body: { items: [LYDIA], total: 1, page: 1, pageSize: 10 } });
    let attempts = 0;
    fake.on('POST /api/households/h1/members', (call) => {
      attempts += 1;
      if (!(call.body as { move?: boolean }).move) return { status: 409, body: { code: 'ALREADY_IN_HOUSEHOLD', message: 'x' } };
      return { body: { id: 'h1', revision: 4, position: '9' } };
    });
    renderPage();
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Find a person' }), { target: { value: 'lyd' } });
    const person = screen.getByRole('combobox', { name: 'Person' });
    await waitFor(() => expect(within(person).getByRole('option', { name: 'Lydia Thyatira' })).toBeInTheDocument());
    fireEvent.change(person, { target: { value: 'lydia' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Relationship' }), { target: { value: 'spouse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to household' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This person already belongs to another household.');
    fireEvent.click(screen.getByRole('button', { name: 'Move them here' }));
    await waitFor(() => expect(attempts).toBe(2));
    const sent = fake.calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(sent).toEqual([
      { memberId: 'lydia', relationship: 'spouse', move: false },
      { memberId: 'lydia', relationship: 'spouse', move: true },
    ]);
  });

  it('merges another household with the address chosen', async () => {
    const other: HouseholdView = { ...HOUSEHOLD, id: 'h2', name: 'Anderson household (old)', address: '5 Pine Way', members: [] };
    fake.on('GET /api/households', { body: { items: [HOUSEHOLD, other], total: 2, page: 1, pageSize: 20 } });
    fake.on('POST /api/households/h1/merge', { body: { id: 'h1', revision: 4, position: '9' } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Merge another household' }));
    const dialog = screen.getByRole('dialog', { name: 'Merge into Anderson family' });
    const which = within(dialog).getByRole('combobox', { name: 'Household to merge' });
    await waitFor(() => expect(within(which).getByRole('option', { name: 'Anderson household (old)' })).toBeInTheDocument());
    // The survivor itself is not offered.
    expect(within(which).queryByRole('option', { name: 'Anderson family' })).not.toBeInTheDocument();
    fireEvent.change(which, { target: { value: 'h2' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Address to keep' }), { target: { value: 'merged' } });
    expect(within(dialog).getByRole('option', { name: "The other household's: 5 Pine Way" })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge households' }));
    await waitFor(() => expect(fake.calls.find((call) => call.path === '/api/households/h1/merge')?.body).toEqual({ mergedId: 'h2', address: 'merged' }));
  });

  it('shows a merged household closed, pointing at the one it joined', async () => {
    fake.on('GET /api/households/h1', { body: { ...HOUSEHOLD, status: 'merged', mergedInto: 'h9', members: [] } });
    renderPage();
    expect(await screen.findByText('This household was merged into another.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open that household' })).toHaveAttribute('href', '/households/h9');
    expect(screen.queryByRole('button', { name: 'Merge another household' })).not.toBeInTheDocument();
  });

  it('says when the household cannot be found, and Failed to load otherwise', async () => {
    fake.on('GET /api/households/h1', { status: 404, body: { code: 'NOT_FOUND', message: 'x' } });
    const { unmount } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This household could not be found.' })).toBeInTheDocument();
    unmount();
    fake.on('GET /api/households/h1', { status: 503, body: { code: 'SERVER_ERROR', message: 'x' } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the household.');
  });
});
