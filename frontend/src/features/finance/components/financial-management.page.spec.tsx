import type { BudgetChoice, BudgetVsActualView, BudgetView, ExpenseView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import FinancialManagementPage from './financial-management.page';
import MyExpensesPage from './my-expenses.page';

// recharts measures its container; jsdom has no layout.
globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const usd = (minor: number) => ({ minor, currency: 'USD' });
const youth = { kind: 'ministry' as const, id: 'min-1', name: 'Youth' };
const margaret = { id: 'u-finance', displayName: 'Margaret Osei' };
const grace = { id: 'u-staff', displayName: 'Grace Park' };
const EXPENSE: ExpenseView = {
  id: 'e1',
  budgetId: 'b1',
  line: youth,
  year: 2026,
  payee: 'Office Depot',
  description: 'Craft supplies',
  amount: usd(4599),
  incurredOn: '2026-03-14',
  category: 'supplies',
  state: 'submitted',
  receipt: { filename: 'receipt.pdf', mediaType: 'application/pdf', bytes: 900 },
  submittedAt: '2026-03-14T12:00:00Z',
  submittedBy: grace,
  decidedAt: null,
  decidedBy: null,
  rejectionReason: null,
  paidAt: null,
  paidBy: null,
  paidOn: null,
  paymentMethod: null,
  paymentReference: null,
  revision: 1,
};
const APPROVED: ExpenseView = {
  ...EXPENSE,
  id: 'e2',
  payee: 'Hall rental',
  amount: usd(20000),
  state: 'approved',
  decidedAt: '2026-03-15T09:00:00Z',
  decidedBy: margaret,
};
const BUDGETS: BudgetView[] = [{ id: 'b1', line: youth, year: 2026, amount: usd(120000), months: Array(12).fill(10000), status: 'open', revision: 0 }];
const months = (actual: Record<number, number>) => Array.from({ length: 12 }, (_, i) => ({ month: i + 1, budgeted: 10000, actual: actual[i + 1] ?? 0 }));
const REPORT: BudgetVsActualView = {
  year: 2026,
  currency: 'USD',
  lines: [{ budgetId: 'b1', line: youth, status: 'open', months: months({ 3: 24599 }), budgeted: 120000, actual: 24599 }],
  months: months({ 3: 24599 }),
  budgeted: 120000,
  actual: 24599,
};
const CHOICES: BudgetChoice[] = [{ id: 'b1', line: youth, year: 2026 }];
const DONE = { id: 'e1', position: '5', revision: 2 };

describe('financial management', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date('2026-06-01T12:00:00Z'),
      doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
    });
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/organisation/settings', { body: { currency: 'USD' } });
    fake.on('GET /api/budgets', { body: BUDGETS });
    fake.on('GET /api/budgets/choices', { body: CHOICES });
    fake.on('GET /api/expenses', { body: [EXPENSE, APPROVED] });
    fake.on('GET /api/finance/budget-vs-actual', { body: REPORT });
    fake.on('GET /api/funds', { body: [] });
    fake.on('GET /api/ministries', { body: [{ id: 'min-1', name: 'Youth', description: '' }] });
    for (const step of ['approval', 'rejection', 'payment']) {
      fake.on(`POST /api/expenses/e1/${step}`, { body: DONE });
      fake.on(`POST /api/expenses/e2/${step}`, { body: DONE });
    }
  });
  afterEach(() => jest.useRealTimers());

  it('lets the finance role approve, reject only with a reason, and record a payment with its date, method and reference', async () => {
    renderWithProviders(<FinancialManagementPage />, { roles: ['finance'], route: '/?tab=expenses' });
    expect(await screen.findByText('Office Depot')).toBeInTheDocument();
    expect(screen.getByText('$45.99')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve Office Depot, $45.99' }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'POST' && c.path === '/api/expenses/e1/approval')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Reject Office Depot, $45.99' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject Office Depot, $45.99?' });
    fireEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(within(reject).getByText('Say why the expense is rejected.')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path === '/api/expenses/e1/rejection')).toBe(false);
    fireEvent.change(within(reject).getByLabelText(/Reason/), { target: { value: 'Not a church purchase' } });
    fireEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(fake.calls.find((c) => c.path === '/api/expenses/e1/rejection')?.body).toEqual({ reason: 'Not a church purchase' }));

    fireEvent.click(screen.getByRole('button', { name: 'Mark Hall rental, $200.00 as paid' }));
    const pay = await screen.findByRole('dialog', { name: 'Pay Hall rental, $200.00' });
    fireEvent.change(within(pay).getByLabelText(/Payment method/), { target: { value: 'cheque' } });
    fireEvent.change(within(pay).getByLabelText(/Reference/), { target: { value: '1042' } });
    fireEvent.click(within(pay).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === '/api/expenses/e2/payment')?.body).toEqual({ paidOn: '2026-06-01', method: 'cheque', reference: '1042' }),
    );
  });

  it('lets the finance role change a budget against the revision it shows', async () => {
    fake.on('PUT /api/budgets/b1', { body: { id: 'b1', position: '9', revision: 1 } });
    renderWithProviders(<FinancialManagementPage />, { roles: ['finance'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Change the budget of Youth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the budget of Youth, 2026' });
    const amount = within(dialog).getByLabelText(/Annual amount/);
    expect(amount).toHaveValue('1200.00');
    fireEvent.change(amount, { target: { value: '1500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/budgets/b1', body: { amount: usd(150000) } }));
    expect(fake.calls.find((c) => c.method === 'PUT')!.headers['If-Match']).toBe('0');
  });

  it('shows an auditor the books with nothing to press, and says when a state has no expenses', async () => {
    fake.on('GET /api/expenses', (call) => ({ body: call.url.includes('state=paid') ? [] : [EXPENSE] }));
    renderWithProviders(<FinancialManagementPage />, { roles: ['auditor'], route: '/?tab=expenses' });
    expect(await screen.findByText('Office Depot')).toBeInTheDocument();
    expect(screen.getByText('You can read the books here; only the finance role sets budgets and approves or pays expenses.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Submit an expense' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'paid' } });
    expect(await screen.findByText('No expenses in the state “Paid”.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Budgets' }));
    expect(await screen.findByText('$1,200.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set budget' })).not.toBeInTheDocument();
  });

  it('gives a pastor budget against actual only, with the month by month numbers as a table and what counts as actual', async () => {
    renderWithProviders(<FinancialManagementPage />, { roles: ['pastor'] });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Budget vs actual']);
    const totals = await screen.findByRole('table', { name: 'All budget lines, 2026' });
    const march = within(totals).getAllByRole('row')[3];
    expect(
      within(march)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$100.00', '$245.99', '-$145.99']);
    expect(screen.getByText(/Actual counts approved and paid expenses/)).toBeInTheDocument();
    expect(screen.getByText('Budgeted for the year: $1,200.00. Actual: $245.99. Remaining: $954.01.')).toBeInTheDocument();
  });

  it('says so when the year has no expenses, and offers to try again when they cannot be loaded', async () => {
    fake.on('GET /api/expenses', { body: [] });
    renderWithProviders(<FinancialManagementPage />, { roles: ['finance'], route: '/?tab=expenses' });
    expect(await screen.findByText('No expenses yet.')).toBeInTheDocument();
    fake.on('GET /api/finance/budget-vs-actual', { status: 500, body: { code: 'SERVER_ERROR', message: 'x' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Budget vs actual' }));
    expect(await screen.findByText('The figures could not be loaded.')).toBeInTheDocument();
  });
});

describe('my expenses', () => {
  it('lets a ministry leader submit an expense and upload its receipt, then lists their own', async () => {
    jest.useFakeTimers({
      now: new Date('2026-06-01T12:00:00Z'),
      doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
    });
    consistency.reset();
    const fake = installFakeFetch();
    fake.on('GET /api/organisation/settings', { body: { currency: 'USD' } });
    fake.on('GET /api/budgets/choices', { body: CHOICES });
    fake.on('GET /api/me/expenses', { body: [] });
    fake.on('POST /api/expenses', { status: 201, body: { id: 'e-new', position: '7', revision: 0 } });
    fake.on('POST /api/expenses/e-new/receipt', { status: 201, body: { id: 'e-new', position: '8', revision: 1 } });
    renderWithProviders(<MyExpensesPage />, { roles: ['leader'] });
    expect(await screen.findByText('No expenses yet.')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Youth (Ministry)' });
    fireEvent.change(screen.getByLabelText(/^Budget/), { target: { value: 'b1' } });
    fireEvent.change(screen.getByLabelText(/Payee/), { target: { value: 'Office Depot' } });
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Craft supplies' } });
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '45.99' } });
    fireEvent.change(screen.getByLabelText(/Date incurred/), { target: { value: '2026-05-30' } });
    const receipt = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Receipt'), { target: { files: [receipt] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit expense' }));
    expect(await screen.findByText('Your expense was submitted. Someone else will approve it.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'POST' && c.path === '/api/expenses')?.body).toEqual({
      budgetId: 'b1',
      payee: 'Office Depot',
      description: 'Craft supplies',
      amount: usd(4599),
      incurredOn: '2026-05-30',
      category: 'supplies',
    });
    const upload = fake.mock.mock.calls.find(([url]) => url === '/api/expenses/e-new/receipt') as [string, RequestInit];
    expect(((upload[1].body as FormData).get('file') as File).name).toBe(receipt.name);
    jest.useRealTimers();
  });
});
