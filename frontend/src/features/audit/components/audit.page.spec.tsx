import type { AuditAttendanceView, AuditGivingView, ReconciliationReport } from '@koinonia/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import AuditPage from './audit.page';

const usd = (minor: number) => ({ minor, currency: 'USD' });
const GENERAL = 'f1';
const GIFT = '6f1c1f7e-1d7a-4b56-9a51-8a0a1e7f1d10';

const giving = (total: number, reversed: boolean): AuditGivingView => ({
  cut: { asOf: '', position: '42', lastEventAt: null, eventCount: 12 },
  total: usd(total),
  giftCount: reversed ? 0 : 1,
  reversedCount: reversed ? 1 : 0,
  byFund: reversed ? [] : [{ fundId: GENERAL, fundName: 'General', total: usd(total), giftCount: 1 }],
  gifts: {
    items: [
      {
        id: GIFT,
        donorMemberId: null,
        amount: usd(5000),
        splits: [{ fundId: GENERAL, fundName: 'General', amount: usd(5000) }],
        method: 'cash',
        receivedOn: '2026-03-08',
        batchId: null,
        enteredAt: '2026-03-08T12:00:00.000Z',
        reversal: reversed ? { reversedAt: '2026-03-09T12:00:00.000Z', reason: 'Entered twice' } : null,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 20,
  },
});
const attendance: AuditAttendanceView = {
  cut: { asOf: '', position: '1', lastEventAt: null, eventCount: 0 },
  totalPresent: 0,
  totalHeadcount: 0,
  occurrences: [],
};

describe('the audit page', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    fake = installFakeFetch();
    fake.on('GET /api/audit/attendance', { body: attendance });
  });

  it('shows the books as of the chosen instant beside now, and asks the server for that instant', async () => {
    let asked = '';
    fake.on('GET /api/audit/giving', (call) => {
      const asOf = new URL(call.url, 'http://x').searchParams.get('asOf') ?? '';
      if (asOf.startsWith('2026-03-08')) asked = asOf;
      return { body: asOf.startsWith('2026-03-08') ? giving(5000, false) : giving(0, true) };
    });
    renderWithProviders(<AuditPage />, { roles: ['auditor'] });
    fireEvent.change(await screen.findByLabelText('As of'), { target: { value: '2026-03-08T18:00' } });
    const funds = await screen.findByRole('table', { name: 'Totals by fund, then and now' });
    const general = within(funds).getByRole('row', { name: /General/ });
    expect(
      within(general)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$50.00', '—']);
    expect(asked).toBe(new Date('2026-03-08T18:00').toISOString());
    expect(screen.getByText('Standing')).toBeInTheDocument();
  });

  it('pages the gifts known then: the next page is asked of the server for the same instant', async () => {
    const pages: string[] = [];
    fake.on('GET /api/audit/giving', (call) => {
      const query = new URL(call.url, 'http://x').searchParams;
      const page = Number(query.get('page') ?? '1');
      if (query.get('asOf')?.startsWith('2026-03-08')) pages.push(`${page}/${query.get('pageSize')}`);
      const books = giving(5000, false);
      return { body: { ...books, gifts: { ...books.gifts, total: 45, page } } };
    });
    renderWithProviders(<AuditPage />, { roles: ['auditor'] });
    fireEvent.change(await screen.findByLabelText('As of'), { target: { value: '2026-03-08T18:00' } });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(pages).toEqual(['1/20', '2/20']);
  });

  it('names every difference the reconciliation finds', async () => {
    const report: ReconciliationReport = {
      position: '9',
      checkedAt: '2026-03-09T12:00:00.000Z',
      balanced: false,
      funds: 1,
      batches: 0,
      giftCount: 1,
      total: usd(3000),
      differences: [{ area: 'fund', id: GENERAL, name: 'General', field: 'total', events: 3000, readModel: 300 }],
    };
    fake.on('GET /api/audit/reconciliation', { body: report });
    renderWithProviders(<AuditPage />, { route: '/audit?tab=reconciliation', roles: ['finance'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Run the check' }));
    expect(await screen.findByText('1 difference found')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /General/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Fund', 'General', 'Total', '3,000', '300']);
  });
});
