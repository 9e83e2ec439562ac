import { CONSISTENCY_HEADER, type DonationPage, type GivingAnalyticsView, type MemberPage } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

const usd = (minor: number) => ({ minor, currency: 'USD' });

describe('donation analytics over HTTP', () => {
  let t: TestApp;
  let finance: string;
  let pastor: string;
  let auditor: string;
  let position = '0';
  let ruth: string;
  let newcomer: string;
  let lapsed: string;
  let general: string;
  let missions: string;

  const get = (path: string, cookie = finance) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const post = async (path: string, body: object, status = 201) => {
    const response = await t.http().post(path).set('Cookie', finance).send(body).expect(status);
    if (response.body.position) position = response.body.position;
    return response.body as { id: string };
  };
  const gift = (receivedOn: string, minor: number, donorMemberId?: string) =>
    post('/api/donations', { fundId: general, amount: usd(minor), method: 'cash', receivedOn, donorMemberId });

  beforeAll(async () => {
    t = await startTestApp();
    [finance, pastor, auditor] = await Promise.all(['finance', 'pastor', 'auditor'].map((role) => t.signIn(`${role}@demo.church`)));
    const member = await t.signIn('member@demo.church');
    ruth = (await t.http().get('/api/auth/user').set('Cookie', member).expect(200)).body.memberId as string;
    const others = ((await get('/api/members?pageSize=50').expect(200)).body as MemberPage).items.filter((m) => m.id !== ruth);
    [newcomer, lapsed] = [others[0].id, others[1].id];
    general = (await post('/api/funds', { name: 'Analytics general' })).id;
    missions = (await post('/api/funds', { name: 'Analytics missions' })).id;
    // 2019: Ruth (split over two funds) and the giver who lapses; 2020: Ruth again, a newcomer, an anonymous gift, a reversed one.
    await post('/api/donations', {
      donorMemberId: ruth,
      splits: [
        { fundId: general, amount: usd(6000) },
        { fundId: missions, amount: usd(4000) },
      ],
      amount: usd(10000),
      method: 'cheque',
      receivedOn: '2019-06-10',
    });
    await gift('2019-03-01', 2500, lapsed);
    await gift('2020-01-05', 5000, ruth);
    await gift('2020-02-01', 1000);
    await gift('2020-03-01', 3000, newcomer);
    const reversed = await gift('2020-03-02', 99_999, newcomer);
    await post(`/api/donations/${reversed.id}/reversals`, { reason: 'Typed an extra digit' });
  }, 120_000);
  afterAll(() => t.close());

  it('successful-analytics: totals, average, year, month, fund, top, first-time and lapsed givers for the finance role', async () => {
    const view = (await get('/api/giving/analytics?from=2020-01-01&to=2020-12-31').expect(200)).body as GivingAnalyticsView;
    expect(view).toMatchObject({
      from: '2020-01-01',
      to: '2020-12-31',
      currency: 'USD',
      total: usd(9000),
      giftCount: 3,
      averageGift: usd(3000),
      donorCount: 2,
    });
    expect(view.byYear).toEqual([{ period: '2020', total: usd(9000), giftCount: 3 }]);
    expect(view.monthly).toEqual([
      { period: '2020-01', total: usd(5000), giftCount: 1 },
      { period: '2020-02', total: usd(1000), giftCount: 1 },
      { period: '2020-03', total: usd(3000), giftCount: 1 },
    ]);
    expect(view.byFund).toEqual([{ fundId: general, fundName: 'Analytics general', total: usd(9000) }]);
    expect(view.topDonors?.map((d) => [d.donorMemberId, d.total.minor])).toEqual([
      [ruth, 5000],
      [newcomer, 3000],
    ]);
    expect(view.topDonors?.[0].donorName).toBe('Ruth Anderson');
    // The gifts themselves name their donor too, anonymous ones none.
    const gifts = (await get('/api/donations?from=2020-01-01&to=2020-02-28').expect(200)).body as DonationPage;
    expect(gifts.items.map((g) => g.donorName)).toEqual([null, 'Ruth Anderson']);
    expect(view.firstTimeGivers).toEqual({ count: 1, donors: [expect.objectContaining({ donorMemberId: newcomer, date: '2020-03-01', total: usd(3000) })] });
    expect(view.lapsedGivers).toEqual({ count: 1, donors: [expect.objectContaining({ donorMemberId: lapsed, date: '2019-03-01', total: usd(2500) })] });

    const both = (await get('/api/giving/analytics?from=2019-01-01&to=2020-12-31', auditor).expect(200)).body as GivingAnalyticsView;
    expect(both.byYear.map((y) => [y.period, y.total.minor])).toEqual([
      ['2019', 12500],
      ['2020', 9000],
    ]);
    expect(both.byFund.map((f) => [f.fundName, f.total.minor])).toEqual([
      ['Analytics general', 17500],
      ['Analytics missions', 4000],
    ]);
  });

  it('successful-analytics: a pastor gets every number but no names', async () => {
    const view = (await get('/api/giving/analytics?from=2020-01-01&to=2020-12-31', pastor).expect(200)).body as GivingAnalyticsView;
    expect(view).toMatchObject({ total: usd(9000), giftCount: 3, donorCount: 2, topDonors: null });
    expect(view.firstTimeGivers).toEqual({ count: 1, donors: null });
    expect(view.lapsedGivers).toEqual({ count: 1, donors: null });
    expect(JSON.stringify(view)).not.toContain(ruth);
  });

  it('failing-analytics: an empty period has no trend; a bad date is refused; the administrator, staff and members are not let in', async () => {
    const empty = (await get('/api/giving/analytics?from=1990-01-01&to=1990-12-31').expect(200)).body as GivingAnalyticsView;
    expect(empty).toMatchObject({ total: usd(0), giftCount: 0, averageGift: usd(0), monthly: [], byYear: [], topDonors: [] });
    const bad = (await get('/api/giving/analytics?from=2020-13-01').expect(400)).body as { details: { fields: { field: string }[] } };
    expect(bad.details.fields.map((f) => f.field)).toEqual(['from']);
    for (const role of ['admin', 'staff', 'member']) await get('/api/giving/analytics', await t.signIn(`${role}@demo.church`)).expect(403);
  });
});
