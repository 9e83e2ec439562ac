import type { MemberHouseholdView } from '@koinonia/contracts';
import { screen, within } from '@testing-library/react';
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
});
