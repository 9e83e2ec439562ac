import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { CONSISTENCY_HEADER, type BudgetChoice, type BudgetVsActualView, type BudgetView, type ExpenseView } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

const usd = (minor: number) => ({ minor, currency: 'USD' });
const YEAR = 2031;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('financial management over HTTP: budgets, expenses and their approval, budget against actual, the export', () => {
  let t: TestApp;
  let finance: string;
  let auditor: string;
  let pastor: string;
  let admin: string;
  let member: string;
  let staff: string;
  let leader: string;
  let fundId: string;
  let budgetId: string;
  let position = '0';

  const get = (path: string, cookie = finance) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const file = (path: string, cookie = finance) =>
    get(path, cookie)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const send = async (path: string, body: object, status: number, cookie = finance, method: 'post' | 'put' = 'post') => {
    const response = await t.http()[method](path).set('Cookie', cookie).send(body);
    expect({ path, status: response.status, body: response.status === status ? null : response.body }).toEqual({ path, status, body: null });
    if (response.body.position) position = response.body.position;
    return response;
  };
  const expense = (minor: number, extra: object = {}) => ({
    budgetId,
    payee: 'Office Depot',
    description: 'Craft supplies for the retreat',
    amount: usd(minor),
    incurredOn: `${YEAR}-03-14`,
    category: 'supplies',
    ...extra,
  });
  const submit = async (minor: number, cookie = staff, extra: object = {}) =>
    (await send('/api/expenses', expense(minor, extra), 201, cookie)).body.id as string;

  beforeAll(async () => {
    t = await startTestApp();
    [finance, auditor, pastor, admin, member, staff, leader] = await Promise.all(
      ['finance', 'auditor', 'pastor', 'admin', 'member', 'staff', 'leader'].map((role) => t.signIn(`${role}@demo.church`)),
    );
    fundId = (await send('/api/funds', { name: `Facilities ${Date.now()}` }, 201)).body.id as string;
    budgetId = (await send('/api/budgets', { fundId, year: YEAR, amount: usd(1200005) }, 201)).body.id as string;
  });
  afterAll(() => t.close());

  it("successful-demo: this year's budgets for funds and ministries, and expenses with receipts in every state, none signed off by its submitter", async () => {
    const year = new Date().getUTCFullYear();
    const budgets = (await get(`/api/budgets?year=${year}`).expect(200)).body as BudgetView[];
    expect(budgets.map((b) => `${b.line.kind}:${b.line.name}`).sort()).toEqual(
      ['fund:Building', 'fund:General', 'fund:Missions', 'ministry:Children', 'ministry:Outreach', 'ministry:Worship', 'ministry:Youth'].sort(),
    );
    const expenses = (await get(`/api/expenses?year=${year}`).expect(200)).body as ExpenseView[];
    expect(expenses.length).toBeGreaterThan(0);
    if (new Date().getUTCMonth() >= 7) expect(new Set(expenses.map((e) => e.state))).toEqual(new Set(['submitted', 'approved', 'rejected', 'paid']));
    for (const e of expenses) {
      expect(e.receipt?.mediaType).toBe('application/pdf');
      if (e.decidedBy) expect(e.decidedBy.id).not.toBe(e.submittedBy!.id);
    }
    const pdf = await file(`/api/expenses/${expenses[0]!.id}/receipt`).expect(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('successful-budgets: a year spread evenly with the remainder in the last months; changed against its revision; closed', async () => {
    const budget = (await get(`/api/budgets/${budgetId}`).expect(200)).body as BudgetView;
    expect(budget).toMatchObject({ line: { kind: 'fund', id: fundId }, year: YEAR, amount: usd(1200005), status: 'open' });
    expect(budget.months).toEqual([100000, 100000, 100000, 100000, 100000, 100000, 100000, 100001, 100001, 100001, 100001, 100001]);
    const ministries = (await get('/api/ministries').expect(200)).body as Array<{ id: string; name: string }>;
    const months = [...Array(11).fill(0), 50000];
    const other = (await send('/api/budgets', { ministryId: ministries[0]!.id, year: YEAR + 1, amount: usd(50000), months }, 201)).body.id as string;
    const revision = ((await get(`/api/budgets/${other}`).expect(200)).body as BudgetView).revision;
    await send(`/api/budgets/${other}`, { amount: usd(60000), months: [...Array(11).fill(0), 60000] }, 200, finance, 'put');
    const stale = await t
      .http()
      .put(`/api/budgets/${other}`)
      .set('Cookie', finance)
      .set('If-Match', `"${revision}"`)
      .send({ amount: usd(70000) });
    expect(stale.status).toBe(409);
    await send(`/api/budgets/${other}/close`, {}, 200);
    expect((await send(`/api/budgets/${other}`, { amount: usd(1) }, 409, finance, 'put')).body.code).toBe('BUDGET_CLOSED');
    expect(((await get(`/api/budgets?year=${YEAR + 1}`).expect(200)).body as BudgetView[]).find((b) => b.id === other)).toMatchObject({
      status: 'closed',
      amount: usd(60000),
    });
  });

  it('failing-budgets: a second budget for the same line and year, months that do not add up, and neither or both lines are refused', async () => {
    expect((await send('/api/budgets', { fundId, year: YEAR, amount: usd(10) }, 409)).body.code).toBe('BUDGET_ALREADY_EXISTS');
    expect((await send('/api/budgets', { fundId, year: YEAR + 2, amount: usd(10), months: [...Array(11).fill(0), 9] }, 400)).body.code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await send('/api/budgets', { year: YEAR + 2, amount: usd(10) }, 400)).body.code).toBe('VALIDATION_ERROR');
  });

  it('successful-expenses: staff submit with a real receipt; the finance role approves and pays; each step names who and when', async () => {
    const choices = (await get(`/api/budgets/choices?year=${YEAR}`, staff).expect(200)).body as BudgetChoice[];
    expect(choices.find((c) => c.id === budgetId)).toEqual({ id: budgetId, line: { kind: 'fund', id: fundId, name: expect.any(String) }, year: YEAR });
    const id = await submit(4599);
    const upload = await t.http().post(`/api/expenses/${id}/receipt`).set('Cookie', staff).attach('file', PDF, 'receipt.pdf').expect(201);
    position = upload.body.position as string;
    const receipt = await file(`/api/expenses/${id}/receipt`, staff).expect(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(receipt.body as Buffer, PDF)).toBe(0);
    await send(`/api/expenses/${id}/approval`, {}, 200);
    await send(`/api/expenses/${id}/payment`, { paidOn: `${YEAR}-03-20`, method: 'cheque', reference: '1042' }, 200);
    const paid = (await get(`/api/expenses/${id}`).expect(200)).body as ExpenseView;
    expect(paid).toMatchObject({
      state: 'paid',
      receipt: { filename: 'receipt.pdf', mediaType: 'application/pdf', bytes: PDF.length },
      submittedBy: { displayName: expect.any(String) },
      decidedBy: { displayName: expect.any(String) },
      paidOn: `${YEAR}-03-20`,
      paymentMethod: 'cheque',
      paymentReference: '1042',
    });
    expect(paid.decidedBy!.id).not.toBe(paid.submittedBy!.id);
    expect(paid.decidedAt).toEqual(expect.any(String));
    const mine = (await get(`/api/me/expenses?year=${YEAR}`, staff).expect(200)).body as ExpenseView[];
    expect(mine.map((e) => e.id)).toContain(id);
    expect((await get(`/api/me/expenses?year=${YEAR}`, leader).expect(200)).body as ExpenseView[]).toEqual([]);
  });

  it('failing-expenses: self-approval, illegal steps, a rejection without a reason, a text file as a receipt, a stranger reading it', async () => {
    const own = await submit(1000, finance);
    expect((await send(`/api/expenses/${own}/approval`, {}, 403)).body.code).toBe('EXPENSE_SELF_APPROVAL');
    const id = await submit(2000);
    expect((await send(`/api/expenses/${id}/payment`, { paidOn: `${YEAR}-04-01`, method: 'cash' }, 409)).body.code).toBe('EXPENSE_STATE_CONFLICT');
    expect((await send(`/api/expenses/${id}/rejection`, {}, 400)).body.code).toBe('VALIDATION_ERROR');
    await send(`/api/expenses/${id}/rejection`, { reason: 'Not a church purchase' }, 200);
    expect((await send(`/api/expenses/${id}/approval`, {}, 409)).body.code).toBe('EXPENSE_STATE_CONFLICT');
    const text = await submit(300);
    const refused = await t.http().post(`/api/expenses/${text}/receipt`).set('Cookie', staff).attach('file', Buffer.from('just words'), 'receipt.txt');
    expect(refused.body.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect((await get(`/api/expenses/${text}`, leader).expect(403)).body.code).toBe('AUTHORIZATION');
    expect((await send('/api/expenses', expense(500, { incurredOn: `${YEAR + 1}-01-02` }), 400, staff)).body.code).toBe('VALIDATION_ERROR');
  });

  it('successful-budget-vs-actual: approved and paid expenses count in their month; waiting and rejected ones do not', async () => {
    const report = async () =>
      ((await get(`/api/finance/budget-vs-actual?year=${YEAR}&fundId=${fundId}`, pastor).expect(200)).body as BudgetVsActualView).lines[0]!;
    const before = await report();
    const approved = await submit(10000, staff, { incurredOn: `${YEAR}-06-02` });
    await submit(70000, staff, { incurredOn: `${YEAR}-06-03` });
    await send(`/api/expenses/${approved}/approval`, {}, 200);
    const after = await report();
    expect(after.months[5]).toEqual({ month: 6, budgeted: 100000, actual: before.months[5]!.actual + 10000 });
    expect(after.budgeted).toBe(1200005);
    expect(after.actual).toBe(before.actual + 10000);
  });

  it('successful-export: the workbook has Expenses and Budget vs actual with numbers, currency formats and dates; the CSV reads back', async () => {
    const xlsx = await file(`/api/finance/export.xlsx?year=${YEAR}`).expect(200);
    const book = new ExcelJS.Workbook();
    const bytes = xlsx.body as Buffer;
    // exceljs types its input as a Buffer over a plain ArrayBuffer; the bytes are the same.
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = book.getWorksheet('Expenses')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Date incurred');
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const paidRow = rows.find((row) => row[7] === 45.99)!;
    expect(paidRow[1]).toEqual(new Date(`${YEAR}-03-14T00:00:00.000Z`));
    expect(paidRow[9]).toBe('paid');
    expect(sheet.getColumn(7).numFmt).toContain('USD');
    const budget = book.getWorksheet('Budget vs actual')!;
    const yearRow = (budget.getSheetValues() as unknown[][]).find((row) => row?.[3] === 'Year' && row[2] === 'fund')!;
    expect(yearRow[4]).toBe(12000.05);
    const csv = await file(`/api/finance/export.csv?year=${YEAR}`).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const records = parse((csv.body as Buffer).toString('utf8'), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(records.find((r) => r['Amount'] === '45.99')).toMatchObject({
      State: 'paid',
      Currency: 'USD',
      'Paid on': `${YEAR}-03-20`,
      'Payment reference': '1042',
    });
  });

  it('failing-access: auditors read everything and are refused every write; members, vendors-to-be and the administrator read nothing here', async () => {
    const id = await submit(700);
    await get(`/api/budgets?year=${YEAR}`, auditor).expect(200);
    await get(`/api/expenses?year=${YEAR}`, auditor).expect(200);
    await get(`/api/expenses/${id}`, auditor).expect(200);
    await get(`/api/finance/budget-vs-actual?year=${YEAR}`, auditor).expect(200);
    await file(`/api/finance/export.csv?year=${YEAR}`, auditor).expect(200);
    const writes: Array<[string, object, 'post' | 'put']> = [
      ['/api/budgets', { fundId, year: YEAR + 5, amount: usd(1) }, 'post'],
      [`/api/budgets/${budgetId}`, { amount: usd(1) }, 'put'],
      [`/api/budgets/${budgetId}/close`, {}, 'post'],
      ['/api/expenses', expense(1), 'post'],
      [`/api/expenses/${id}/approval`, {}, 'post'],
      [`/api/expenses/${id}/rejection`, { reason: 'No' }, 'post'],
      [`/api/expenses/${id}/payment`, { paidOn: `${YEAR}-05-01`, method: 'cash' }, 'post'],
    ];
    for (const [path, body, method] of writes) for (const cookie of [auditor, member, admin]) await send(path, body, 403, cookie, method);
    await send(`/api/expenses/${id}/approval`, {}, 403, staff);
    for (const path of [`/api/budgets?year=${YEAR}`, `/api/expenses?year=${YEAR}`, `/api/finance/export.xlsx?year=${YEAR}`]) {
      for (const cookie of [member, admin, pastor, staff]) await get(path, cookie).expect(403);
    }
    for (const cookie of [member, admin]) await get(`/api/finance/budget-vs-actual?year=${YEAR}`, cookie).expect(403);
    await get(`/api/expenses/${id}/receipt`, member).expect(403);
  });
});
