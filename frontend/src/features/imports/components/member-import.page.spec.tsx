import type { MemberImportPreview, MemberImportView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import MemberImportPage from './member-import.page';

const view = (overrides: Partial<MemberImportView>): MemberImportView => ({
  id: 'imp1',
  filename: 'people.csv',
  status: 'uploaded',
  columns: ['Full Name', 'E-mail', 'Contact'],
  total: 0,
  processed: 0,
  counts: { created: 0, updated: 0, skipped: 0, rejected: 0 },
  rows: [],
  kept: 0,
  households: [],
  createdAt: '2026-11-26T10:00:00.000Z',
  revision: 0,
  ...overrides,
});

const PREVIEW: MemberImportPreview = {
  id: 'imp1',
  filename: 'people.csv',
  columns: ['Full Name', 'E-mail', 'Contact'],
  mapping: { fullName: 0, email: 1 },
  duplicates: 'skip',
  preview: [
    { row: 2, values: { fullName: 'Lydia', email: 'lydia@example.org' }, errors: [], duplicate: null, action: 'create' },
    {
      row: 3,
      values: { fullName: 'Bad', email: 'nope' },
      errors: [{ field: 'email', message: 'Please enter a valid email address.' }],
      duplicate: null,
      action: 'reject',
    },
  ],
  counts: { rows: 2, create: 1, update: 0, skip: 0, reject: 1 },
};

describe('MemberImportPage', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
  });
  const renderPage = () => renderWithProviders(<MemberImportPage />, { route: '/members/import?id=imp1' });

  it('previews under the guessed mapping, previews again when a column is chosen, and commits that mapping', async () => {
    fake.on('GET /api/imports/members/imp1', { body: view({}) });
    fake.on('POST /api/imports/members/imp1/preview', { body: PREVIEW });
    fake.on('POST /api/imports/members/imp1/commit', { body: { id: 'imp1', position: '5', revision: 1 } });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Import 1 people' })).toBeEnabled();
    expect(screen.getByText('Email: Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByTestId('count-reject')).toHaveTextContent('1');

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '2' } });
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.url.endsWith('/preview')).at(-1)?.body).toEqual({ mapping: { fullName: 0, email: 1, phone: 2 }, duplicates: 'skip' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Import 1 people' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'POST' && c.url.endsWith('/commit'))?.body).toEqual({
        mapping: { fullName: 0, email: 1, phone: 2 },
        duplicates: 'skip',
      }),
    );
    // Three full renders of the mapping form and the preview table: past jest's 5 s on a busy shared machine.
  }, 20_000);

  it('shows a running job as a progress bar read from the server', async () => {
    fake.on('GET /api/imports/members/imp1', { body: view({ status: 'running', total: 10, processed: 3 }) });
    renderPage();
    const bar = await screen.findByRole('progressbar', { name: 'Importing…' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText('3 of 10 rows')).toBeInTheDocument();
  });

  it('shows the result, and after Undo whom it left because they changed since', async () => {
    const rows = [
      { row: 2, outcome: 'created' as const, name: 'Lydia', memberId: 'm1', errors: [], undo: 'archived' as const },
      { row: 3, outcome: 'created' as const, name: 'Dorcas', memberId: 'm2', errors: [], undo: 'kept' as const },
    ];
    fake.on('GET /api/imports/members/imp1', {
      body: view({ status: 'undone', total: 2, processed: 2, counts: { created: 2, updated: 0, skipped: 0, rejected: 0 }, rows, kept: 1 }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Import undone' })).toBeInTheDocument();
    expect(screen.getByText('1 people were changed by someone after the import and were left as they are: they are marked below.')).toBeInTheDocument();
    expect(screen.getByText('Changed since the import: left as it is')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo import' })).toBeNull();
  });

  it('after Undo, says which households the import created went with it and which stayed, naming who joined them since', async () => {
    const rows = [{ row: 2, outcome: 'created' as const, name: 'Lydia', memberId: 'm1', errors: [], undo: 'archived' as const }];
    const households = [
      { id: 'h1', name: 'Thyatira home', outcome: 'removed' as const, others: [] },
      { id: 'h2', name: 'Philippi home', outcome: 'kept' as const, others: [{ memberId: 'm9', name: 'Euodia' }] },
      { id: 'h3', name: 'Berea home', outcome: 'kept' as const, others: [] },
    ];
    fake.on('GET /api/imports/members/imp1', {
      body: view({ status: 'undone', total: 1, processed: 1, counts: { created: 1, updated: 0, skipped: 0, rejected: 0 }, rows, households }),
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Households the import created' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Thyatira home was removed.',
      'Philippi home was kept: Euodia joined it after the import.',
      'Berea home was kept: it was merged into another household since the import.',
    ]);
  });

  it('says so when the import does not exist', async () => {
    fake.on('GET /api/imports/members/imp1', { status: 404, body: { code: 'NOT_FOUND', message: 'x' } });
    renderPage();
    expect(await screen.findByText('This import could not be found.')).toBeInTheDocument();
  });
});
