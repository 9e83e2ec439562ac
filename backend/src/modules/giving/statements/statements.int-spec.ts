import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { CONSISTENCY_HEADER, type IssuedStatement, type StatementRunView, type StatementView } from '@koinonia/contracts';
import { eventually } from '../../../testing/eventually.util';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { EVENT_STORE } from '../../../platform/platform.tokens';
import { StatementQueries } from '../index';
import { StatementIssuer } from './statement-issuer.service';

const usd = (minor: number) => ({ minor, currency: 'USD' });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** The PDF's text as poppler reads it, lines joined by single spaces. */
const textOf = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');
const binary = (response: { on: (event: string, listener: (chunk?: Buffer) => void) => void }, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk) => chunks.push(chunk!));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('year-end statements over HTTP: reproducible, corrected after a reversal, for all donors as a job', () => {
  let t: TestApp;
  let finance: string;
  let auditor: string;
  let member: string;
  let staff: string;
  let ruthId: string;
  let position = '0';
  let run = 0;

  const get = (path: string, cookie = finance) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const pdf = async (id: string, cookie = finance) => (await get(`/api/statements/${id}/pdf`, cookie).buffer(true).parse(binary).expect(200)).body as Buffer;
  const send = async (path: string, body: object, status: number, cookie = finance) => {
    const response = await t.http().post(path).set('Cookie', cookie).send(body);
    expect({ path, status: response.status, body: response.status === status ? null : response.body }).toEqual({ path, status, body: null });
    if (response.body.position && response.body.position !== '0') position = response.body.position;
    return response.body;
  };
  const donor = async (fullName: string) =>
    (
      await send(
        '/api/members',
        {
          fullName,
          email: `${fullName.split(' ')[0].toLowerCase()}.${++run}@example.org`,
          address: '12 Vine Street, Springfield',
          ministry: 'Care',
          role: 'member',
        },
        201,
        staff,
      )
    ).id as string;
  const gift = async (body: object) => (await send('/api/donations', { method: 'cash', ...body }, 201)).id as string;

  beforeAll(async () => {
    t = await startTestApp();
    [finance, auditor, member, staff] = await Promise.all(['finance', 'auditor', 'member', 'staff'].map((role) => t.signIn(`${role}@demo.church`)));
    ruthId = (await t.http().get('/api/auth/user').set('Cookie', member).expect(200)).body.memberId as string;
  });
  afterAll(() => t.close());

  it('successful-reprint: a statement asked again is the same statement, its PDF the same bytes; a reversal makes the next a corrected one', async () => {
    const general = (await send('/api/funds', { name: `General ${++run}` }, 201)).id as string;
    const missions = (await send('/api/funds', { name: `Missions ${++run}` }, 201)).id as string;
    const lydia = await donor('Lydia Purple');
    await gift({ donorMemberId: lydia, fundId: general, amount: usd(12_000), receivedOn: '2030-02-01', method: 'cheque', chequeNumber: '1043' });
    const reversed = await gift({ donorMemberId: lydia, fundId: missions, amount: usd(3_500), receivedOn: '2030-05-17' });
    await gift({
      donorMemberId: lydia,
      fundId: general,
      amount: usd(25_000),
      deductible: 0,
      receivedOn: '2030-07-04',
      method: 'in-kind',
      inKindDescription: 'Upright piano',
    });
    await gift({ donorMemberId: lydia, fundId: general, amount: usd(999), receivedOn: '2029-12-31' });

    const first = (await send('/api/statements', { donorMemberId: lydia, year: 2030 }, 201)) as IssuedStatement;
    expect(first).toEqual({ id: expect.any(String), sha256: expect.stringMatching(/^[0-9a-f]{64}$/), position: expect.any(String) });
    const again = (await send('/api/statements', { donorMemberId: lydia, year: 2030 }, 201)) as IssuedStatement;
    expect(again).toEqual({ id: first.id, sha256: first.sha256, position: '0' });

    const bytes = await pdf(first.id);
    const reprint = await pdf(first.id);
    expect(sha256(bytes)).toBe(first.sha256);
    expect(sha256(reprint)).toBe(first.sha256);
    expect(Buffer.compare(bytes, reprint)).toBe(0);
    const text = textOf(bytes);
    expect(text).toContain('Giving statement for 2030');
    expect(text).toContain('Lydia Purple');
    expect(text).toContain('12 Vine Street, Springfield');
    expect(text).toContain('Cheque 1043');
    expect(text).toContain('Total deductible: $155.00');
    expect(text).toMatch(/Gifts in kind.*Upright piano.*\$250\.00/);
    expect(text).not.toContain('$9.99');

    await send(`/api/donations/${reversed}/reversals`, { reason: 'Entered against the wrong donor' }, 201);
    const corrected = (await send('/api/statements', { donorMemberId: lydia, year: 2030 }, 201)) as IssuedStatement;
    expect(corrected).toMatchObject({ corrects: first.id });
    expect(corrected.id).not.toBe(first.id);
    const correctedText = textOf(await pdf(corrected.id));
    expect(correctedText).toContain(`Corrected statement: replaces statement ${first.id}`);
    expect(correctedText).toMatch(/Removed \(corrected since\): May 17, 2030, Missions \d+, \$35\.00/);
    expect(correctedText).toContain('Previous total deductible: $155.00');
    expect(correctedText).toContain('Corrected total deductible: $120.00');
    // The original is still the original, byte for byte.
    expect(Buffer.compare(await pdf(first.id), bytes)).toBe(0);

    const listed = (await get(`/api/statements?donorMemberId=${lydia}&year=2030`, auditor).expect(200)).body as StatementView[];
    expect(listed.map((s) => [s.id, s.corrects, s.totalDeductible.minor])).toEqual([
      [corrected.id, first.id, 12_000],
      [first.id, null, 15_500],
    ]);
    // The audit's trail asks the giving module which statements a gift appeared on.
    const appearedOn = await t.app.get(StatementQueries).statementsOfGift(reversed);
    expect(appearedOn.map((s) => s.id)).toEqual([first.id]);
  });

  it("successful-language: amounts are written in the donor's saved language", async () => {
    const fund = (await send('/api/funds', { name: `Building ${++run}` }, 201)).id as string;
    await gift({ donorMemberId: ruthId, fundId: fund, amount: usd(123_456), receivedOn: '2032-03-08' });
    await t.http().put('/api/preferences').set('Cookie', member).send({ language: 'de' }).expect(200);
    await t.settled();
    const issued = (await send('/api/statements', { donorMemberId: ruthId, year: 2032 }, 201)) as IssuedStatement;
    const text = textOf(await pdf(issued.id, member));
    expect(text).toMatch(/1\.234,56 \$/);
    await t.http().put('/api/preferences').set('Cookie', member).send({ language: 'en' }).expect(200);
  });

  it('successful-run: every donor of a year as a job with progress, emailed with the PDF, and downloaded as one zip', async () => {
    const fund = (await send('/api/funds', { name: `Benevolence ${++run}` }, 201)).id as string;
    const donors = [await donor('Priscilla Tentmaker'), await donor('Aquila Tentmaker'), await donor('Phoebe Deacon')];
    for (const [i, id] of donors.entries()) await gift({ donorMemberId: id, fundId: fund, amount: usd(1_000 * (i + 1)), receivedOn: '2033-04-0' + (i + 1) });
    await gift({ fundId: fund, amount: usd(500), receivedOn: '2033-04-05' });

    const appendMany = jest.spyOn(t.app.get<EventStore>(EVENT_STORE), 'appendMany');
    const started = await send('/api/statement-runs', { year: 2033, delivery: 'email' }, 202);
    const seen: number[] = [];
    const done = await eventually(async () => {
      const view = (await get(`/api/statement-runs/${started.id}`).expect(200)).body as StatementRunView;
      seen.push(view.done);
      expect(view.status).toBe('completed');
      return view;
    }, 20_000);
    expect(done).toMatchObject({ year: 2033, delivery: 'email', total: 3, done: 3, emailed: 3 });
    expect(seen.every((value, i) => i === 0 || value >= seen[i - 1])).toBe(true);
    // The slice's statements were recorded with one append, one transaction.
    const slices = appendMany.mock.calls.filter(([appends]) => appends.some((append) => append.stream.includes(donors[0])));
    expect(slices.map(([appends]) => appends.length)).toEqual([3]);
    appendMany.mockRestore();

    const mail = (await t.mailbox()).filter((m) => m.subject.includes('2033 giving statement'));
    expect(mail).toHaveLength(3);
    expect(mail[0].attachments).toEqual([
      { filename: expect.stringMatching(/^statement-2033-.*\.pdf$/), contentType: 'application/pdf', size: expect.any(Number) },
    ]);

    const statements = (await get('/api/statements?year=2033').expect(200)).body as StatementView[];
    expect(statements.map((s) => s.donorMemberId).sort()).toEqual([...donors].sort());

    const zip = (await get(`/api/statement-runs/${started.id}/zip`).buffer(true).parse(binary).expect(200)).body as Buffer;
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    for (const name of ['Priscilla-Tentmaker', 'Aquila-Tentmaker', 'Phoebe-Deacon']) expect(zip.toString('latin1')).toContain(`statement-2033-${name}-`);
    // Each PDF in the zip is stored as issued: its SHA-256 is found in it.
    for (const statement of statements) expect(zip.includes(await pdf(statement.id))).toBe(true);

    // A second run for the same year finds every statement standing: nothing new is issued.
    const second = await send('/api/statement-runs', { year: 2033, delivery: 'download' }, 202);
    await eventually(
      async () => expect(((await get(`/api/statement-runs/${second.id}`).expect(200)).body as StatementRunView).status).toBe('completed'),
      20_000,
    );
    expect(((await get('/api/statements?year=2033').expect(200)).body as StatementView[]).length).toBe(3);
  });

  it('successful-run-race: a statement issued by hand while the run made its slice stands; the slice is recorded one by one, none twice', async () => {
    const fund = (await send('/api/funds', { name: `Dorcas ${++run}` }, 201)).id as string;
    const donors = [await donor('Tabitha Dorcas'), await donor('Cornelius Centurion')];
    for (const [i, id] of donors.entries()) await gift({ donorMemberId: id, fundId: fund, amount: usd(2_000 * (i + 1)), receivedOn: '2034-03-0' + (i + 1) });
    const issuer = t.app.get(StatementIssuer);
    const prepare = issuer.prepare.bind(issuer);
    const byHand: Array<Promise<string>> = [];
    const preparing = jest.spyOn(issuer, 'prepare').mockImplementation(async (...args) => {
      const prepared = await prepare(...args);
      // The finance role issues the first donor's statement by hand after the run made its own (that issue prepares too).
      if (byHand.length === 0 && args[0] === donors[0]) {
        byHand.push(issuer.issue(donors[0], 2034, null, args[2]).then((outcome) => outcome!.statementId));
        await byHand[0];
      }
      return prepared;
    });
    try {
      const started = await send('/api/statement-runs', { year: 2034, delivery: 'download' }, 202);
      const done = await eventually(async () => {
        const view = (await get(`/api/statement-runs/${started.id}`).expect(200)).body as StatementRunView;
        expect(view.status).toBe('completed');
        return view;
      }, 20_000);
      expect(done).toMatchObject({ total: 2, done: 2 });
    } finally {
      preparing.mockRestore();
    }
    const statements = (await get('/api/statements?year=2034').expect(200)).body as StatementView[];
    expect(statements.map((s) => s.donorMemberId).sort()).toEqual([...donors].sort());
    expect(statements.find((s) => s.donorMemberId === donors[0])!.id).toBe(await byHand[0]);
  });

  it('failing-auditor: an auditor reads and downloads statements but issues none (403)', async () => {
    const issued = (await get('/api/statements?year=2030', auditor).expect(200)).body as StatementView[];
    expect(issued.length).toBeGreaterThan(0);
    await pdf(issued[0].id, auditor);
    await send('/api/statements', { donorMemberId: ruthId, year: 2030 }, 403, auditor);
    await send('/api/statement-runs', { year: 2030, delivery: 'download' }, 403, auditor);
    await send('/api/statements', { donorMemberId: ruthId, year: 1999 }, 400);
  });

  it("failing-member: a member reads and downloads their own statements, never another's", async () => {
    const others = (await get('/api/statements?year=2030').expect(200)).body as StatementView[];
    const other = others.find((s) => s.donorMemberId !== ruthId)!;
    expect((await get(`/api/statements/${other.id}/pdf`, member)).status).toBe(403);
    expect((await get(`/api/statements?donorMemberId=${other.donorMemberId}`, member)).status).toBe(403);
    const mine = (await get('/api/statements', member).expect(200)).body as StatementView[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((s) => s.donorMemberId === ruthId)).toBe(true);
    await pdf(mine[0].id, member);
    await send('/api/statements', { donorMemberId: ruthId, year: 2032 }, 403, member);
  });
});
