import type { HouseholdPage, MemberHouseholdView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../../testing/fake-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { MemberHouseholdCard } from './member-household.card';

const ANDERSONS: MemberHouseholdView = {
  household: {
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
};

describe('MemberHouseholdCard', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
  });

  it("shows the member's household, its address and links to its other people", async () => {
    fake.on('GET /api/members/ruth/household', { body: ANDERSONS });
    renderWithProviders(<MemberHouseholdCard memberId="ruth" />, { roles: ['member'] });
    const card = screen.getByRole('heading', { name: 'Household' }).closest('section')!;
    expect(await within(card).findByRole('link', { name: 'Anderson family' })).toHaveAttribute('href', '/households/h1');
    expect(within(card).getByText('97 Birch Road')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Noah Anderson' })).toHaveAttribute('href', '/members/noah');
    // The profile's own person is named, not linked to the page already open.
    expect(within(card).queryByRole('link', { name: 'Ruth Anderson' })).not.toBeInTheDocument();
    expect(within(card).getByText('Child')).toBeInTheDocument();
    expect(within(card).getByText('Head of household')).toBeInTheDocument();
  });

  it('says when the member is in no household, and offers staff the households page', async () => {
    fake.on('GET /api/members/ruth/household', { body: { household: null } });
    renderWithProviders(<MemberHouseholdCard memberId="ruth" />);
    expect(await screen.findByText('Not in a household yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage households' })).toHaveAttribute('href', '/households');
  });

  it('offers a member no link to manage households', async () => {
    fake.on('GET /api/members/ruth/household', { body: { household: null } });
    renderWithProviders(<MemberHouseholdCard memberId="ruth" />, { roles: ['member'] });
    expect(await screen.findByText('Not in a household yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage households' })).not.toBeInTheDocument();
  });

  it('says Failed to load, with a retry, when the household cannot be read', async () => {
    fake.on('GET /api/members/ruth/household', { status: 503, body: { code: 'SERVER_ERROR', message: 'x' } });
    renderWithProviders(<MemberHouseholdCard memberId="ruth" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the household.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  const SMITHS: HouseholdPage = {
    items: [
      {
        id: 'h2',
        name: 'Smith household',
        address: '4 Well Street',
        status: 'active',
        members: [{ memberId: 'john', fullName: 'John Smith', relationship: 'head' }],
        createdAt: '2026-11-01T10:00:00.000Z',
        updatedAt: '2026-11-01T10:00:00.000Z',
        revision: 5,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 20,
  };

  async function chooseSmiths() {
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Find the household' }), { target: { value: 'Smith' } });
    const which = screen.getByRole('combobox', { name: 'Household' });
    await waitFor(() => expect(within(which).getByRole('option', { name: 'Smith household' })).toBeInTheDocument());
    fireEvent.change(which, { target: { value: 'h2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Relationship' }), { target: { value: 'spouse' } });
  }

  it('lets staff move the person to another household: find it, choose the relationship, confirm the move from the household they are in', async () => {
    fake.on('GET /api/members/ruth/household', { body: ANDERSONS });
    fake.on('GET /api/members/ruth', { body: { id: 'ruth', fullName: 'Ruth Anderson' } });
    fake.on('GET /api/households', { body: SMITHS });
    fake.on('POST /api/households/h2/members', { body: { id: 'h2', revision: 6, position: '40' } });
    renderWithProviders(<MemberHouseholdCard memberId="ruth" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move to another household' }));
    expect(screen.getByRole('dialog', { name: 'Move Ruth Anderson to another household' })).toBeInTheDocument();
    await chooseSmiths();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Nothing is sent before the move is confirmed.
    expect(await screen.findByText('Move Ruth Anderson from Anderson family?')).toBeInTheDocument();
    expect(screen.getByText('Ruth Anderson will belong to Smith household as Spouse.')).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'POST')).toBe(true));
    const post = fake.calls.find((call) => call.method === 'POST')!;
    expect(post.headers['If-Match']).toBe('5');
    expect(post.body).toEqual({ memberId: 'ruth', relationship: 'spouse', move: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds someone in no household without a move; found in one after all (ALREADY_IN_HOUSEHOLD), they are offered the move', async () => {
    fake.on('GET /api/members/ruth/household', { body: { household: null } });
    fake.on('GET /api/members/ruth', { body: { id: 'ruth', fullName: 'Ruth Anderson' } });
    fake.on('GET /api/households', { body: SMITHS });
    fake.on('POST /api/households/h2/members', { status: 409, body: { code: 'ALREADY_IN_HOUSEHOLD', message: 'x' } });
    renderWithProviders(<MemberHouseholdCard memberId="ruth" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to a household' }));
    await chooseSmiths();
    fireEvent.click(screen.getByRole('button', { name: 'Add to household' }));
    await waitFor(() => expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(fake.calls.find((call) => call.method === 'POST')!.body).toEqual({ memberId: 'ruth', relationship: 'spouse', move: false });
    expect(await screen.findByText('Ruth Anderson already belongs to another household. Move them?')).toBeInTheDocument();
    fake.on('POST /api/households/h2/members', { body: { id: 'h2', revision: 6, position: '41' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(fake.calls.filter((call) => call.method === 'POST')[1].body).toEqual({ memberId: 'ruth', relationship: 'spouse', move: true });
  });

  it('offers a member no move', async () => {
    fake.on('GET /api/members/ruth/household', { body: ANDERSONS });
    renderWithProviders(<MemberHouseholdCard memberId="ruth" />, { roles: ['member'] });
    expect(await screen.findByRole('link', { name: 'Anderson family' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move to another household' })).not.toBeInTheDocument();
  });
});
