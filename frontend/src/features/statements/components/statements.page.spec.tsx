import type { StatementRunView, StatementView } from '@koinonia/contracts';
import { screen } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import StatementsPage from './statements.page';
import { MyStatementsSection } from './my-statements.section';

const year = new Date().getFullYear() - 1;
const statement: StatementView = {
  id: 's2',
  donorMemberId: 'm1',
  donorName: 'Lydia Purple',
  year,
  sha256: 'ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12',
  corrects: 's1',
  issuedAt: `${year + 1}-01-10T09:00:00.000Z`,
  totalDeductible: { minor: 12_000, currency: 'USD' },
  giftCount: 2,
};
const run: StatementRunView = {
  id: 'run1',
  year,
  delivery: 'download',
  status: 'running',
  total: 40,
  done: 10,
  emailed: 0,
  startedAt: `${year + 1}-01-10T09:00:00.000Z`,
  completedAt: null,
};

describe('StatementsPage', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
  });

  it('shows the finance role the issuing forms, a running job as a progress bar, and each statement with its short SHA-256', async () => {
    fake.on('GET /api/statements', { body: [statement] });
    fake.on('GET /api/statement-runs/run1', { body: run });
    renderWithProviders(<StatementsPage />, { route: '/statements?run=run1', roles: ['finance'] });
    expect(await screen.findByRole('progressbar', { name: `Issuing the statements for ${year}…` })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('button', { name: `Issue statements for all donors of ${year}` })).toBeDisabled();
    expect(await screen.findByText('ab12cd34ef56')).toHaveAttribute('title', statement.sha256);
    expect(screen.getByText('Corrected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Download the ${year} statement of Lydia Purple` })).toHaveAttribute('href', '/api/statements/s2/pdf');
  });

  it('offers an auditor the list to read and download, and nothing to issue', async () => {
    fake.on('GET /api/statements', { body: [statement] });
    renderWithProviders(<StatementsPage />, { route: '/statements', roles: ['auditor'] });
    expect(await screen.findByRole('link', { name: `Download the ${year} statement of Lydia Purple` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Issue statement for ${year}` })).toBeNull();
  });

  it("lists a member's own statements for /my-giving", async () => {
    fake.on('GET /api/statements', { body: [statement] });
    renderWithProviders(<MyStatementsSection />, { route: '/my-giving', roles: ['member'] });
    expect(await screen.findByRole('heading', { name: 'My giving statements' })).toBeInTheDocument();
    expect(await screen.findByText('ab12cd34ef56')).toBeInTheDocument();
  });
});
