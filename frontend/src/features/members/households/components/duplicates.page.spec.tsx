import type { DuplicatePairPage } from '@koinonia/contracts';
import { screen, within } from '@testing-library/react';
import { consistency } from '../../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../../testing/fake-fetch';
import { renderWithProviders } from '../../../../testing/render';
import DuplicatesPage from './duplicates.page';

const PAIRS: DuplicatePairPage = {
  items: [
    {
      first: { id: 'a', fullName: 'Jon Smith', email: 'jon@example.org', phone: '630-555-1273' },
      second: { id: 'b', fullName: 'John Smith', email: 'john@example.org', phone: '+1 630 555 1273' },
      reasons: ['same-phone', 'similar-name'],
      sameHousehold: false,
    },
    {
      first: { id: 'c', fullName: 'Dorcas Joppa', email: 'family@joppa.example', phone: '' },
      second: { id: 'd', fullName: 'Aeneas Joppa', email: 'family@joppa.example', phone: '' },
      reasons: ['same-email'],
      sameHousehold: true,
    },
  ],
  total: 2,
  page: 1,
  pageSize: 25,
};

describe('DuplicatesPage', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
  });

  it('lists each pair with links to both records, the reasons, and sharing within a household marked', async () => {
    fake.on('GET /api/members/duplicates', { body: PAIRS });
    renderWithProviders(<DuplicatesPage />, { route: '/members/duplicates', path: '/members/duplicates' });
    const table = await screen.findByRole('table', { name: 'Possible duplicates' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByRole('link', { name: 'Jon Smith' })).toHaveAttribute('href', '/members/a');
    expect(within(first).getByRole('link', { name: 'John Smith' })).toHaveAttribute('href', '/members/b');
    expect(first).toHaveTextContent('Same phone');
    expect(first).toHaveTextContent('Similar name');
    expect(first).not.toHaveTextContent('Same household — shared contact');
    expect(second).toHaveTextContent('Same email');
    expect(second).toHaveTextContent('Same household — shared contact');
    expect(screen.getByText('2 possible duplicates')).toBeInTheDocument();
  });

  it('says when there are none, and Failed to load when the list cannot be read', async () => {
    fake.on('GET /api/members/duplicates', { body: { ...PAIRS, items: [], total: 0 } });
    const { unmount } = renderWithProviders(<DuplicatesPage />);
    expect(await screen.findByText('No possible duplicates found.')).toBeInTheDocument();
    unmount();
    fake.on('GET /api/members/duplicates', { status: 503, body: { code: 'SERVER_ERROR', message: 'x' } });
    renderWithProviders(<DuplicatesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load possible duplicates.');
  });
});
