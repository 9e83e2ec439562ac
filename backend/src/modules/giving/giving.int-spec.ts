import {
  CONSISTENCY_HEADER,
  type BatchView,
  type DonationPage,
  type DonationTrail,
  type FundView,
  type GivingTotalsView,
  type MyGivingView,
} from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

const usd = (minor: number) => ({ minor, currency: 'USD' });

describe('giving over HTTP: funds, gifts, reversals and batches', () => {
  let t: TestApp;
  let finance: string;
  let auditor: string;
  let pastor: string;
  let admin: string;
  let member: string;
  let staff: string;
  let ruthId: string;
  let position = '0';
  let run = 0;

  const get = (path: string, cookie = finance) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const send = async (path: string, body: object, status: number, cookie = finance) => {
    const response = await t.http().post(path).set('Cookie', cookie).send(body);
    expect({ path, status: response.status, body: response.status === status ? null : response.body }).toEqual({ path, status, body: null });
    if (response.body.position) position = response.body.position;
    return response;
  };
  const fund = async (name: string) => (await send('/api/funds', { name: `${name} ${++run}` }, 201)).body.id as string;
  const gift = (fundId: string, minor: number, extra: object = {}) => ({ fundId, amount: usd(minor), method: 'cash', receivedOn: '2026-03-08', ...extra });

  beforeAll(async () => {
    t = await startTestApp();
    [finance, auditor, pastor, admin, member, staff] = await Promise.all(
      ['finance', 'auditor', 'pastor', 'admin', 'member', 'staff'].map((role) => t.signIn(`${role}@demo.church`)),
    );
    ruthId = (await t.http().get('/api/auth/user').set('Cookie', member).expect(200)).body.memberId as string;
  });
  afterAll(() => t.close());

  it("successful-demo: the demo church's four funds, a quarter of closed reconciled batches, one reversed gift, Ruth's weekly gifts", async () => {
    const funds = ((await get('/api/funds').expect(200)).body as FundView[]).map((f) => f.name);
    expect(funds).toEqual(expect.arrayContaining(['Benevolence', 'Building', 'General', 'Missions']));
    const batches = ((await get('/api/batches').expect(200)).body as BatchView[]).filter((b) => b.name.startsWith('Sunday offering'));
    expect(batches).toHaveLength(13);
    for (const batch of batches) expect(batch).toMatchObject({ status: 'closed', countedTotal: batch.enteredTotal });
    const gifts = (await get('/api/donations?pageSize=100').expect(200)).body as DonationPage;
    // Ruth weekly, the loose offering weekly, the in-kind gift, and the members who gave.
    expect(gifts.total).toBeGreaterThan(27);
    const mine = (await get('/api/me/giving', member).expect(200)).body as MyGivingView;
    expect(mine.gifts.filter((g) => g.amount.minor === 5000 && g.splits.length === 2)).toHaveLength(13);
    let reversals = 0;
    for (let page = 1; page <= Math.ceil(gifts.total / 100); page++) {
      reversals += ((await get(`/api/donations?pageSize=100&page=${page}`).expect(200)).body as DonationPage).items.filter((g) => g.reversal).length;
    }
    expect(reversals).toBe(1);
  });

  it('successful-funds: the finance role opens, closes and reopens a fund; pastors read the funds', async () => {
    const id = await fund('Missions');
    await send(`/api/funds/${id}/close`, {}, 200);
    let funds = (await get('/api/funds', pastor).expect(200)).body as FundView[];
    expect(funds.find((f) => f.id === id)).toMatchObject({ name: `Missions ${run}`, status: 'closed' });
    await send(`/api/funds/${id}/reopen`, {}, 200);
    funds = (await get('/api/funds').expect(200)).body as FundView[];
    expect(funds.find((f) => f.id === id)?.status).toBe('active');
  });

  it('failing-funds: a second fund of the same name, and a gift to a closed fund, are refused', async () => {
    const id = await fund('Building');
    const again = await send('/api/funds', { name: `building ${run}` }, 400);
    expect(again.body.details.fields).toEqual([{ field: 'name', message: 'Please choose one of the options offered.' }]);
    await send(`/api/funds/${id}/close`, {}, 200);
    expect((await send('/api/donations', gift(id, 1000), 409)).body.code).toBe('FUND_CLOSED');
  });

  it('successful-donations: a gift split over two funds, from a member, listed by fund, donor and dates; totals by fund', async () => {
    const general = await fund('General');
    const missions = await fund('Missions');
    const body = {
      donorMemberId: ruthId,
      splits: [
        { fundId: general, amount: usd(10000) },
        { fundId: missions, amount: usd(2550) },
      ],
      amount: usd(12550),
      method: 'cheque',
      chequeNumber: '1042',
      receivedOn: '2026-04-05',
      deductible: 12000,
    };
    const created = await send('/api/donations', body, 201);
    expect(created.body).toEqual({ id: expect.any(String), position: expect.any(String), revision: 0 });
    const page = (await get(`/api/donations?fundId=${missions}&donorMemberId=${ruthId}&from=2026-04-01&to=2026-04-30`).expect(200)).body as DonationPage;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      id: created.body.id,
      amount: usd(12550),
      deductible: usd(12000),
      chequeNumber: '1042',
      splits: [
        { fundId: general, fundName: `General ${run - 1}`, amount: usd(10000) },
        { fundId: missions, fundName: `Missions ${run}`, amount: usd(2550) },
      ],
      enteredBy: { displayName: 'Margaret Osei' },
      reversal: null,
    });
    expect(((await get('/api/donations?from=2026-05-01').expect(200)).body as DonationPage).items.map((d) => d.id)).not.toContain(created.body.id);
    const totals = (await get('/api/giving/totals?from=2026-04-05&to=2026-04-05', pastor).expect(200)).body as GivingTotalsView;
    expect(totals.byFund.find((f) => f.fundId === missions)?.total).toEqual(usd(2550));
  });

  it('failing-donations: parts that do not add up, another currency, both or neither of fund and splits, an unknown donor', async () => {
    const general = await fund('General');
    const splits = { splits: [{ fundId: general, amount: usd(900) }], amount: usd(1000), method: 'cash', receivedOn: '2026-03-08' };
    const mismatch = await send('/api/donations', splits, 422);
    expect(mismatch.body).toMatchObject({ code: 'DONATION_SPLITS_MISMATCH', details: { amount: usd(1000), splitTotal: usd(900) } });
    const euro = await send('/api/donations', gift(general, 1000, { amount: { minor: 1000, currency: 'EUR' } }), 400);
    expect(euro.body.details.fields).toEqual([
      { field: 'amount.currency', message: 'Please choose one of the options offered.' },
      { field: 'splits.0.amount.currency', message: 'Please choose one of the options offered.' },
    ]);
    await send('/api/donations', gift(general, 10.5), 400);
    await send('/api/donations', { ...splits, fundId: general }, 400);
    await send('/api/donations', { amount: usd(100), method: 'cash', receivedOn: '2026-03-08' }, 400);
    expect((await send('/api/donations', gift(general, 100, { donorMemberId: '5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21' }), 404)).body.code).toBe(
      'MEMBER_NOT_FOUND',
    );
  });

  it("successful-reversal: a reversal is a new entry with its reason; the gift's trail shows both, and totals leave it out", async () => {
    const general = await fund('General');
    const id = (await send('/api/donations', gift(general, 5000, { receivedOn: '2026-06-07' }), 201)).body.id as string;
    await send(`/api/donations/${id}/reversals`, { reason: 'Entered twice' }, 201);
    const trail = (await get(`/api/donations/${id}`, auditor).expect(200)).body as DonationTrail;
    expect(trail.amount).toEqual(usd(5000));
    expect(trail.trail).toEqual([
      { kind: 'entered', at: expect.any(String), by: { id: expect.any(String), displayName: 'Margaret Osei' }, amount: usd(5000), reason: null },
      { kind: 'reversed', at: expect.any(String), by: { id: expect.any(String), displayName: 'Margaret Osei' }, amount: usd(-5000), reason: 'Entered twice' },
    ]);
    const totals = (await get('/api/giving/totals?from=2026-06-07&to=2026-06-07').expect(200)).body as GivingTotalsView;
    expect(totals.byFund.find((f) => f.fundId === general)).toBeUndefined();
  });

  it('failing-reversal: a gift is reversed once only; a reversal needs a reason; an unknown gift is not found', async () => {
    const general = await fund('General');
    const id = (await send('/api/donations', gift(general, 700), 201)).body.id as string;
    await send(`/api/donations/${id}/reversals`, { reason: '' }, 400);
    await send(`/api/donations/${id}/reversals`, { reason: 'Wrong fund' }, 201);
    expect((await send(`/api/donations/${id}/reversals`, { reason: 'Again' }, 409)).body.code).toBe('DONATION_ALREADY_REVERSED');
    await send('/api/donations/5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21/reversals', { reason: 'None' }, 404);
  });

  it('successful-batch: gifts entered in a batch close it when the count reconciles; a reversal of its gift is still allowed', async () => {
    const general = await fund('General');
    const batchId = (await send('/api/batches', { name: 'Sunday 8 March', receivedOn: '2026-03-08' }, 201)).body.id as string;
    const first = (await send('/api/donations', gift(general, 2000, { batchId }), 201)).body.id as string;
    await send('/api/donations', gift(general, 3550, { batchId, method: 'cheque', chequeNumber: '88' }), 201);
    await send(`/api/batches/${batchId}/close`, { countedTotal: usd(5550) }, 200);
    const batch = ((await get('/api/batches').expect(200)).body as BatchView[]).find((b) => b.id === batchId);
    expect(batch).toMatchObject({
      status: 'closed',
      giftCount: 2,
      enteredTotal: usd(5550),
      countedTotal: usd(5550),
      closedBy: { displayName: 'Margaret Osei' },
    });
    await send(`/api/donations/${first}/reversals`, { reason: 'Counted from the wrong envelope' }, 201);
    const trail = (await get(`/api/donations/${first}`).expect(200)).body as DonationTrail;
    expect(trail.batch).toEqual({ id: batchId, name: 'Sunday 8 March', status: 'closed' });
    expect(trail.trail.map((entry) => entry.kind)).toEqual(['entered', 'reversed']);
  });

  it('failing-batch: a count that does not reconcile is 409 with entered and counted; a closed batch takes no gift', async () => {
    const general = await fund('General');
    const batchId = (await send('/api/batches', { name: 'Sunday 15 March', receivedOn: '2026-03-15' }, 201)).body.id as string;
    await send('/api/donations', gift(general, 4000, { batchId }), 201);
    const refused = await send(`/api/batches/${batchId}/close`, { countedTotal: usd(4100) }, 409);
    expect(refused.body).toMatchObject({ code: 'BATCH_NOT_RECONCILED', details: { entered: usd(4000), counted: usd(4100) } });
    await send(`/api/batches/${batchId}/close`, { countedTotal: usd(4000) }, 200);
    expect((await send('/api/donations', gift(general, 100, { batchId }), 409)).body.code).toBe('BATCH_CLOSED');
    expect((await send(`/api/batches/${batchId}/close`, { countedTotal: usd(4000) }, 409)).body.code).toBe('BATCH_CLOSED');
  });

  it('failing-giving: auditors read everything and change nothing; 403 on every write', async () => {
    const general = await fund('General');
    const id = (await send('/api/donations', gift(general, 100), 201)).body.id as string;
    const batchId = (await send('/api/batches', { name: 'Audit', receivedOn: '2026-03-15' }, 201)).body.id as string;
    for (const cookie of [auditor, pastor, admin, staff, member]) {
      await send('/api/funds', { name: 'Audit fund' }, 403, cookie);
      await send(`/api/funds/${general}/close`, {}, 403, cookie);
      await send(`/api/funds/${general}/reopen`, {}, 403, cookie);
      await send('/api/donations', gift(general, 100), 403, cookie);
      await send(`/api/donations/${id}/reversals`, { reason: 'No' }, 403, cookie);
      await send('/api/batches', { name: 'No', receivedOn: '2026-03-15' }, 403, cookie);
      await send(`/api/batches/${batchId}/close`, { countedTotal: usd(0) }, 403, cookie);
    }
    await get('/api/donations', auditor).expect(200);
    await get(`/api/donations/${id}`, auditor).expect(200);
    await get('/api/batches', auditor).expect(200);
  });

  it('failing-giving: the administrator, staff and pastors read no individual gift; the administrator no totals either', async () => {
    for (const cookie of [admin, staff, pastor, member]) {
      await get('/api/donations', cookie).expect(403);
      await get('/api/batches', cookie).expect(403);
    }
    await get('/api/giving/totals', admin).expect(403);
    await get('/api/funds', admin).expect(403);
    await get('/api/giving/totals', pastor).expect(200);
  });

  it('successful-my-giving: a member reads their own gifts only, with a total that leaves out reversed ones', async () => {
    const general = await fund('General');
    await send('/api/donations', gift(general, 2500, { donorMemberId: ruthId }), 201);
    const reversed = (await send('/api/donations', gift(general, 900, { donorMemberId: ruthId }), 201)).body.id as string;
    await send(`/api/donations/${reversed}/reversals`, { reason: 'Wrong donor' }, 201);
    const other = (await send('/api/donations', gift(general, 100_000), 201)).body.id as string;
    const mine = (await get('/api/me/giving', member).expect(200)).body as MyGivingView;
    expect(mine.gifts.every((g) => g.donorMemberId === ruthId)).toBe(true);
    expect(mine.gifts.map((g) => g.id)).not.toContain(other);
    const expected = mine.gifts.filter((g) => !g.reversal).reduce((sum, g) => sum + g.amount.minor, 0);
    expect(mine.total).toEqual(usd(expected));
    expect(mine.gifts.find((g) => g.id === reversed)?.reversal?.reason).toBe('Wrong donor');
    // An account without a member record has no giving of its own.
    expect(((await get('/api/me/giving', auditor).expect(200)).body as MyGivingView).gifts).toEqual([]);
  });

  it('failing-online: without STRIPE_SECRET_KEY online giving is hidden and refused; staff record gifts by hand', async () => {
    expect((await t.http().get('/api/giving/online').expect(200)).body).toMatchObject({ enabled: false, funds: [] });
    const general = await fund('General');
    expect((await send('/api/giving/online/gifts', { fundId: general, amount: usd(1000) }, 403, member)).body.code).toBe('FEATURE_DISABLED');
    expect((await send('/api/me/payment-methods/card-setup', {}, 403, member)).body.code).toBe('FEATURE_DISABLED');
    await t.http().post('/api/giving/webhooks/stripe').send({ id: 'evt_1' }).expect(404);
  });

  // Last: it changes the church's currency for what follows.
  it('failing-currency: an unknown currency is refused; once the church keeps its books in euros, a gift in dollars is refused', async () => {
    const general = await fund('General');
    const unknown = await t.http().put('/api/admin/church-settings').set('Cookie', admin).send({ country: 'US', currency: 'XYZ' }).expect(400);
    expect(unknown.body.details.fields).toEqual([{ field: 'currency', message: 'Please choose one of the options offered.' }]);
    const set = await t.http().put('/api/admin/church-settings').set('Cookie', admin).send({ country: 'US', currency: 'EUR' }).expect(200);
    position = set.body.position;
    expect((await get('/api/organisation/settings', member).expect(200)).body.currency).toBe('EUR');
    const refused = await send('/api/donations', gift(general, 1000), 400);
    expect(refused.body.details.fields).toContainEqual({ field: 'amount.currency', message: 'Please choose one of the options offered.' });
    await send('/api/donations', gift(general, 1000, { amount: { minor: 1000, currency: 'EUR' } }), 201);
  });
});
