import type { BatchView, DonationPage, DonationTrail, FundView, GivingAnalyticsView, MyGivingView } from '@koinonia/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import DonationsPage from './donations.page';
import { MyGivingPage } from './my-giving.page';

// recharts measures its container; jsdom has no layout.
globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const usd = (minor: number) => ({ minor, currency: 'USD' });
const margaret = { id: 'u-finance', displayName: 'Margaret Osei' };
const GIFT: DonationPage['items'][number] = {
  id: 'g1',
  donorMemberId: 'm1',
  donorHouseholdId: null,
  donorName: 'Ruth Anderson',
  amount: usd(12550),
  splits: [
    { fundId: 'f1', fundName: 'General', amount: usd(10000) },
    { fundId: 'f2', fundName: 'Missions', amount: usd(2550) },
  ],
  method: 'cheque',
  chequeNumber: '1042',
  inKindDescription: null,
  receivedOn: '2026-03-08',
  note: null,
  deductible: usd(12550),
  batchId: 'b1',
  enteredAt: '2026-03-08T12:00:00Z',
  enteredBy: margaret,
  reversal: { reversedAt: '2026-03-09T09:00:00Z', reversedBy: margaret, reason: 'Entered twice' },
  revision: 1,
};
const TRAIL: DonationTrail = {
  ...GIFT,
  batch: { id: 'b1', name: 'Sunday 8 March', status: 'closed' },
  trail: [
    { kind: 'entered', at: GIFT.enteredAt, by: margaret, amount: usd(12550), reason: null },
    { kind: 'reversed', at: '2026-03-09T09:00:00Z', by: margaret, amount: usd(-12550), reason: 'Entered twice' },
  ],
};
const FUNDS: FundView[] = [{ id: 'f1', name: 'General', status: 'active', revision: 0 }];
const BATCHES: BatchView[] = [
  {
    id: 'b1',
    name: 'Sunday 8 March',
    receivedOn: '2026-03-08',
    status: 'closed',
    giftCount: 1,
    enteredTotal: usd(12550),
    countedTotal: usd(12550),
    closedAt: '2026-03-08T13:00:00Z',
    closedBy: margaret,
    revision: 2,
  },
];
const ANALYTICS: GivingAnalyticsView = {
  from: null,
  to: null,
  currency: 'USD',
  total: usd(0),
  giftCount: 0,
  averageGift: usd(0),
  donorCount: 0,
  topDonors: null,
  byYear: [],
  monthly: [],
  byFund: [],
  firstTimeGivers: { count: 0, donors: null },
  lapsedGivers: { count: 2, donors: null },
};

describe('the donation tracker', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/funds', { body: FUNDS });
    fake.on('GET /api/donations', { body: { items: [GIFT], total: 1, page: 1, pageSize: 20 } });
    fake.on('GET /api/donations/g1', { body: TRAIL });
    fake.on('GET /api/batches', { body: BATCHES });
    fake.on('GET /api/giving/analytics', { body: ANALYTICS });
  });

  it('shows an auditor the gifts, the trail with the reversal and its reason, and nothing to press that writes', async () => {
    renderWithProviders(<DonationsPage />, { roles: ['auditor'] });
    expect(await screen.findByText('Ruth Anderson')).toBeInTheDocument();
    expect(screen.getByText('You can read the books here; only the finance role records or corrects gifts.')).toBeInTheDocument();
    expect(screen.getByText('General $100.00, Missions $25.50')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Details of the gift of \$125\.50/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Gift of $125.50' });
    expect(within(dialog).getByText(/Entered by Margaret Osei on .*: \$125\.50/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Reversed by Margaret Osei on .*: -\$125\.50/)).toBeInTheDocument();
    expect(within(dialog).getByText('Reason: Entered twice')).toBeInTheDocument();
    expect(within(dialog).getByText('Sunday 8 March (closed)')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reverse gift' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getAllByRole('button')[0]);
    fireEvent.click(screen.getByRole('tab', { name: 'Batches' }));
    expect(await screen.findByText('Sunday 8 March')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open batch' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Funds' }));
    expect(await screen.findByText('General')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add fund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close General' })).not.toBeInTheDocument();
  });

  it('gives a pastor the analytics and funds only, the numbers without names, and says when there is no trend', async () => {
    renderWithProviders(<DonationsPage />, { roles: ['pastor'] });
    expect(await screen.findByText('No trend data available.')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Donation Analytics', 'Funds']);
    expect(screen.getByText("Donors' names are shown to the finance role and auditors only.")).toBeInTheDocument();
    expect(screen.getByText('2 people')).toBeInTheDocument();
    expect(screen.queryByText('Top donor')).not.toBeInTheDocument();
  });

  it('shows the finance role a monthly trend with its amounts as a table, and the top donor', async () => {
    fake.on('GET /api/giving/analytics', {
      body: {
        ...ANALYTICS,
        total: usd(15000),
        giftCount: 2,
        averageGift: usd(7500),
        donorCount: 1,
        topDonors: [{ donorMemberId: 'm1', donorName: 'Ruth Anderson', total: usd(15000), giftCount: 2, date: '2026-04-05' }],
        byYear: [{ period: '2026', total: usd(15000), giftCount: 2 }],
        monthly: [
          { period: '2026-03', total: usd(5000), giftCount: 1 },
          { period: '2026-04', total: usd(10000), giftCount: 1 },
        ],
        byFund: [{ fundId: 'f1', fundName: 'General', total: usd(15000) }],
        firstTimeGivers: { count: 0, donors: [] },
        lapsedGivers: { count: 0, donors: [] },
      },
    });
    renderWithProviders(<DonationsPage />, { roles: ['finance'] });
    fireEvent.click(await screen.findByRole('tab', { name: 'Donation Analytics' }));
    const trend = await screen.findByRole('table', { name: 'Donations for each month' });
    expect(
      within(trend)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$50.00', '$100.00']);
    expect(screen.getByText('Best month: Apr 2026 ($100.00). Total for the period: $150.00.')).toBeInTheDocument();
    expect(screen.getByText('Top donor').nextElementSibling ?? screen.getByText('Top donor').previousElementSibling).toHaveTextContent('Ruth Anderson');
  });
});

describe('my giving', () => {
  it("shows a member's gifts by year, each year's total leaving out a reversed gift", async () => {
    const fake = installFakeFetch();
    consistency.reset();
    const kept = { ...GIFT, id: 'g2', amount: usd(5000), splits: [{ fundId: 'f1', fundName: 'General', amount: usd(5000) }], reversal: null };
    const view: MyGivingView = { gifts: [kept, GIFT, { ...kept, id: 'g3', receivedOn: '2025-12-28', amount: usd(2000) }], total: usd(7000) };
    fake.on('GET /api/me/giving', { body: view });
    renderWithProviders(<MyGivingPage />, { roles: ['member'] });
    expect(await screen.findByText('All your gifts: $70.00')).toBeInTheDocument();
    expect(screen.getByText('Total 2026: $50.00')).toBeInTheDocument();
    expect(screen.getByText('Total 2025: $20.00')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Your gifts in 2026' })).getByText('Reversed')).toBeInTheDocument();
  });
});
