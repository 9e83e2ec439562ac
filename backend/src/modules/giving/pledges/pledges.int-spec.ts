import { CONSISTENCY_HEADER, type CampaignDetail, type CampaignView, type MyPledgesView } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';
import { HouseholdQueriesService } from '../../members';

const usd = (minor: number) => ({ minor, currency: 'USD' });

describe('campaigns and pledges over HTTP', () => {
  let t: TestApp;
  let finance: string;
  let auditor: string;
  let pastor: string;
  let admin: string;
  let member: string;
  let leader: string;
  let vendor: string;
  let ruthId: string;
  let samuelId: string;
  let position = '0';
  let run = 0;

  const get = (path: string, cookie = finance) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const send = async (method: 'post' | 'patch', path: string, body: object, status: number, cookie = finance, ifMatch?: number) => {
    const request = t.http()[method](path).set('Cookie', cookie);
    if (ifMatch !== undefined) request.set('If-Match', `"${ifMatch}"`);
    const response = await request.send(body);
    expect({ path, status: response.status, body: response.status === status ? null : response.body }).toEqual({ path, status, body: null });
    if (response.body.position) position = response.body.position;
    return response;
  };
  const fund = async (name: string) => (await send('post', '/api/funds', { name: `${name} ${++run}` }, 201)).body.id as string;
  const campaign = async (fundIds: string[], extra: object = {}) =>
    (
      await send(
        'post',
        '/api/campaigns',
        { name: `Building for the Future ${++run}`, goal: usd(10_000_000), startsOn: '2026-01-01', endsOn: '2026-12-31', fundIds, ...extra },
        201,
      )
    ).body.id as string;
  const gift = async (fundId: string, minor: number, extra: object = {}) =>
    (await send('post', '/api/donations', { fundId, amount: usd(minor), method: 'cheque', receivedOn: '2026-05-03', ...extra }, 201)).body.id as string;
  const detail = async (id: string, cookie = finance) => (await get(`/api/campaigns/${id}`, cookie).expect(200)).body as CampaignDetail;

  beforeAll(async () => {
    t = await startTestApp();
    [finance, auditor, pastor, admin, member, leader, vendor] = await Promise.all(
      ['finance', 'auditor', 'pastor', 'admin', 'member', 'leader', 'vendor'].map((role) => t.signIn(`${role}@demo.church`)),
    );
    ruthId = (await t.http().get('/api/auth/user').set('Cookie', member).expect(200)).body.memberId as string;
    samuelId = (await t.http().get('/api/auth/user').set('Cookie', leader).expect(200)).body.memberId as string;
  });
  afterAll(() => t.close());

  it("successful-demo: the demo church's building campaign, with pledges from several members and their gifts toward them; Ruth finds her own", async () => {
    const demo = ((await get('/api/campaigns').expect(200)).body as CampaignView[]).find((c) => c.name === 'Building for the Future');
    expect(demo).toMatchObject({ goal: usd(25_000_000), status: 'open', funds: [{ name: 'Capital campaign' }] });
    const seen = await detail(demo!.id);
    expect(seen.pledgeCount).toBeGreaterThanOrEqual(5);
    expect(seen.given.minor).toBeGreaterThan(0);
    expect(seen.pledges?.filter((p) => p.given.minor > 0).length).toBeGreaterThanOrEqual(5);
    const mine = (await get('/api/me/pledges', member).expect(200)).body as MyPledgesView;
    expect(mine.pledges.find((p) => p.campaignId === demo!.id)?.given.minor).toBeGreaterThan(0);
  });

  it('successful-campaigns: finance opens a campaign, changes it against the revision it saw, closes and reopens it; pastors read its totals', async () => {
    const building = await fund('Building');
    const id = await campaign([building]);
    let seen = await detail(id);
    expect(seen).toMatchObject({ goal: usd(10_000_000), status: 'open', funds: [{ id: building, name: `Building ${run - 1}` }], pledged: usd(0), pledges: [] });
    await send('patch', `/api/campaigns/${id}`, { goal: usd(12_000_000), endsOn: '2027-06-30' }, 200, finance, seen.revision);
    seen = await detail(id);
    expect(seen).toMatchObject({ goal: usd(12_000_000), endsOn: '2027-06-30' });
    await send('patch', `/api/campaigns/${id}`, { status: 'closed' }, 200);
    expect(((await get('/api/campaigns', pastor).expect(200)).body as CampaignView[]).find((c) => c.id === id)?.status).toBe('closed');
    await send('patch', `/api/campaigns/${id}`, { status: 'open' }, 200);
    expect((await detail(id, pastor)).status).toBe('open');
  });

  it('failing-campaigns: a period ending before it starts, another currency, an unknown fund, no fund, a stale revision', async () => {
    const building = await fund('Building');
    const base = { name: 'Roof', goal: usd(100), startsOn: '2026-01-01', endsOn: '2026-12-31', fundIds: [building] };
    const backwards = await send('post', '/api/campaigns', { ...base, endsOn: '2025-12-31' }, 400);
    expect(backwards.body.details.fields).toEqual([{ field: 'endsOn', message: 'Please choose one of the options offered.' }]);
    await send('post', '/api/campaigns', { ...base, goal: { minor: 100, currency: 'EUR' } }, 400);
    await send('post', '/api/campaigns', { ...base, fundIds: ['5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21'] }, 400);
    await send('post', '/api/campaigns', { ...base, fundIds: [] }, 400);
    const id = await campaign([building]);
    await send('patch', `/api/campaigns/${id}`, { name: 'Roof and walls' }, 200);
    expect((await send('patch', `/api/campaigns/${id}`, { name: 'Stale' }, 409, finance, 0)).body.code).toBe('CONCURRENCY_CONFLICT');
    await send('patch', '/api/campaigns/5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21', { name: 'None' }, 404);
  });

  it('successful-pledges: given toward each pledge is computed from the gifts into the campaign funds in its period; a reversal subtracts', async () => {
    const building = await fund('Building');
    const general = await fund('General');
    const id = await campaign([building]);
    const ruthPledge = (await send('post', `/api/campaigns/${id}/pledges`, { amount: usd(120_000) }, 201, member)).body.id as string;
    await send('post', `/api/campaigns/${id}/pledges`, { amount: usd(50_000), memberId: samuelId }, 201);
    await gift(building, 30_000, { donorMemberId: ruthId });
    // Only the building part of a split gift counts.
    await send(
      'post',
      '/api/donations',
      {
        donorMemberId: ruthId,
        splits: [
          { fundId: building, amount: usd(2_000) },
          { fundId: general, amount: usd(8_000) },
        ],
        amount: usd(10_000),
        method: 'cash',
        receivedOn: '2026-06-07',
      },
      201,
    );
    await gift(general, 99_000, { donorMemberId: ruthId });
    await gift(building, 77_000, { donorMemberId: ruthId, receivedOn: '2025-12-31' });
    const bounced = await gift(building, 15_000, { donorMemberId: ruthId });
    await gift(building, 5_000, { donorMemberId: samuelId });
    await gift(building, 1_000);
    let seen = await detail(id);
    expect(seen.pledges?.find((p) => p.id === ruthPledge)?.given).toEqual(usd(47_000));
    await send('post', `/api/donations/${bounced}/reversals`, { reason: 'Cheque bounced' }, 201);
    seen = await detail(id);
    expect(seen).toMatchObject({ pledged: usd(170_000), pledgeCount: 2, given: usd(38_000), givenTowardPledges: usd(37_000) });
    expect(seen.pledges?.map((p) => ({ name: p.pledger.name, amount: p.amount, given: p.given }))).toEqual([
      { name: 'Ruth Anderson', amount: usd(120_000), given: usd(32_000) },
      { name: 'Samuel Kim', amount: usd(50_000), given: usd(5_000) },
    ]);
    // Pastors see the totals, never who pledged what; auditors see each pledger.
    const pastors = await detail(id, pastor);
    expect(pastors).toMatchObject({ pledged: usd(170_000), given: usd(38_000), pledges: null });
    expect((await detail(id, auditor)).pledges).toHaveLength(2);

    // Ruth reads her own pledge and changes it; then cancels it and pledges anew.
    let mine = (await get('/api/me/pledges', member).expect(200)).body as MyPledgesView;
    const own = mine.pledges.find((p) => p.campaignId === id);
    expect(own).toMatchObject({ id: ruthPledge, amount: usd(120_000), given: usd(32_000), campaign: { id, status: 'open' } });
    expect(mine.pledges.every((p) => p.pledger.id === ruthId)).toBe(true);
    expect(mine.openCampaigns.map((c) => c.id)).toContain(id);
    await send('patch', `/api/pledges/${ruthPledge}`, { amount: usd(100_000) }, 200, member, own?.revision);
    await send('post', `/api/pledges/${ruthPledge}/cancel`, {}, 200, member);
    mine = (await get('/api/me/pledges', member).expect(200)).body as MyPledgesView;
    expect(mine.pledges.find((p) => p.id === ruthPledge)).toMatchObject({ status: 'cancelled', amount: usd(100_000) });
    await send('post', `/api/campaigns/${id}/pledges`, { amount: usd(90_000) }, 201, member);
    expect(await detail(id)).toMatchObject({ pledged: usd(140_000), pledgeCount: 2 });
  });

  it('successful-household-pledge: a household pledge counts the gifts of the household and of its people', async () => {
    const building = await fund('Building');
    const id = await campaign([building]);
    // Ruth's household in the demo church.
    const membership = await t.app.get(HouseholdQueriesService).membershipOf(ruthId);
    if (!membership) throw new Error('Ruth has no household in the demo church');
    const household = membership.householdId;
    await send('post', `/api/campaigns/${id}/pledges`, { amount: usd(60_000), householdId: household }, 201);
    await gift(building, 4_000, { donorMemberId: ruthId });
    await gift(building, 6_000, { donorHouseholdId: household });
    const seen = await detail(id);
    expect(seen.pledges).toEqual([
      expect.objectContaining({ pledger: { kind: 'household', id: household, name: membership.householdName }, given: usd(10_000) }),
    ]);
  });

  it('failing-pledges: a second pledge, a closed campaign, a member pledging for someone else or changing their pledge, an unknown campaign', async () => {
    const building = await fund('Building');
    const id = await campaign([building]);
    const samuels = (await send('post', `/api/campaigns/${id}/pledges`, { amount: usd(10_000) }, 201, leader)).body.id as string;
    expect((await send('post', `/api/campaigns/${id}/pledges`, { amount: usd(5_000) }, 409, leader)).body.code).toBe('ALREADY_PLEDGED');
    expect((await send('post', `/api/campaigns/${id}/pledges`, { amount: usd(5_000), memberId: samuelId }, 409)).body.code).toBe('ALREADY_PLEDGED');
    await send('post', `/api/campaigns/${id}/pledges`, { amount: usd(5_000), memberId: samuelId }, 403, member);
    await send('patch', `/api/pledges/${samuels}`, { amount: usd(1) }, 404, member);
    await send('post', `/api/pledges/${samuels}/cancel`, {}, 404, member);
    await send('post', `/api/campaigns/${id}/pledges`, { amount: usd(0) }, 400, member);
    await send('patch', `/api/campaigns/${id}`, { status: 'closed' }, 200);
    expect((await send('post', `/api/campaigns/${id}/pledges`, { amount: usd(5_000) }, 409, member)).body.code).toBe('CAMPAIGN_CLOSED');
    expect((await send('patch', `/api/pledges/${samuels}`, { amount: usd(20_000) }, 409, leader)).body.code).toBe('CAMPAIGN_CLOSED');
    await send('post', '/api/campaigns/5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21/pledges', { amount: usd(5_000) }, 404, member);
  });

  it('failing-permissions: auditors and everyone but finance are refused every campaign write (403); auditors and vendors pledge nothing', async () => {
    const building = await fund('Building');
    const id = await campaign([building]);
    const pledge = (await send('post', `/api/campaigns/${id}/pledges`, { amount: usd(10_000), memberId: ruthId }, 201)).body.id as string;
    const body = { name: 'No', goal: usd(100), startsOn: '2026-01-01', endsOn: '2026-12-31', fundIds: [building] };
    for (const cookie of [auditor, pastor, admin, member, leader, vendor]) {
      await send('post', '/api/campaigns', body, 403, cookie);
      await send('patch', `/api/campaigns/${id}`, { name: 'No' }, 403, cookie);
    }
    for (const cookie of [auditor, vendor]) {
      await send('post', `/api/campaigns/${id}/pledges`, { amount: usd(100) }, 403, cookie);
      await send('patch', `/api/pledges/${pledge}`, { amount: usd(100) }, 403, cookie);
      await send('post', `/api/pledges/${pledge}/cancel`, {}, 403, cookie);
    }
    for (const cookie of [member, leader, vendor, admin]) await get(`/api/campaigns/${id}`, cookie).expect(403);
    await get('/api/campaigns', admin).expect(403);
    await get('/api/campaigns', auditor).expect(200);
    // An account without a member record has no pledges of its own.
    expect(((await get('/api/me/pledges', auditor).expect(200)).body as MyPledgesView).pledges).toEqual([]);
  });
});
