import { CONSISTENCY_HEADER, type EngagementOverview, type EngagementScoreView } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('engagement over HTTP', () => {
  let t: TestApp;
  let staff: string;
  let pastor: string;
  let position = '0';

  const get = (path: string, cookie: string) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const post = async (path: string, body: object, cookie = staff) => {
    const response = await t.http().post(path).set('Cookie', cookie).send(body).expect(201);
    if (response.body.position) position = response.body.position;
    return response.body as { id: string };
  };

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@demo.church');
    pastor = await t.signIn('pastor@demo.church');
  });
  afterAll(() => t.close());

  describe('successful-engagement', () => {
    it('scores a person from their events up to the day asked, and explains the score', async () => {
      const { id: memberId } = await post('/api/members', {
        fullName: 'Engaged Person',
        ministry: 'Youth',
        role: 'member',
        membershipStep: 'regular-attender',
      });
      const { id: gatheringId } = await post('/api/gatherings', {
        name: 'Engagement Worship',
        kind: 'service',
        startsAt: `${dayOffset(-21)}T12:00:00Z`,
        repeat: 'weekly',
      });
      const before = (await get(`/api/members/${memberId}/engagement`, staff).expect(200)).body as EngagementScoreView;
      // A regular attender with no attendance yet: 6 points of steps.
      expect(before).toMatchObject({ memberId, fullName: 'Engaged Person', asOf: dayOffset(0), score: 6, highPotential: false, atRisk: null });

      await post(`/api/gatherings/${gatheringId}/attendance`, { memberIds: [memberId], occurrence: dayOffset(-21) });
      await post(`/api/gatherings/${gatheringId}/attendance`, { memberIds: [memberId], occurrence: dayOffset(-14) });

      // Two of the last eight weeks: 50 × 2 / 8 = 12.5, + 6 = 18.5 → 19 (Math.round).
      const now = (await get(`/api/members/${memberId}/engagement`, pastor).expect(200)).body as EngagementScoreView;
      expect(now.score).toBe(19);
      const attendance = now.parts.find((part) => part.part === 'attendance')!;
      expect(attendance).toMatchObject({ points: 12.5, max: 50, weeksPresent: 2, weeks: 8 });
      expect(attendance.evidence).toEqual([
        { kind: 'attended', date: dayOffset(-14), refId: gatheringId, refName: 'Engagement Worship', value: 'service' },
        { kind: 'attended', date: dayOffset(-21), refId: gatheringId, refName: 'Engagement Worship', value: 'service' },
      ]);
      expect(now.parts.find((part) => part.part === 'steps')).toMatchObject({ points: 6, step: 'regular-attender', baptised: false });

      // As of the day after the first one, only that one counts, and the step is not yet theirs (recorded
      // with "member since" today): 50 / 8 = 6.25 → 6.
      const earlier = (await get(`/api/members/${memberId}/engagement?asOf=${dayOffset(-20)}`, staff).expect(200)).body as EngagementScoreView;
      expect(earlier).toMatchObject({ asOf: dayOffset(-20), score: 6 });
      expect(earlier.parts[0].evidence.map((e) => e.date)).toEqual([dayOffset(-21)]);
      expect(earlier.parts[2]).toMatchObject({ points: 0, step: null });
    });

    it('answers the tab: the distribution of the active congregation, a twelve-week trend and the two lists with reasons', async () => {
      // Someone present three Sundays nine to seven weeks ago and not since: at risk.
      const { id: memberId } = await post('/api/members', { fullName: 'Drifting Person', ministry: 'Youth', role: 'member' });
      const { id: gatheringId } = await post('/api/gatherings', {
        name: 'Drift Worship',
        kind: 'service',
        startsAt: `${dayOffset(-70)}T12:00:00Z`,
        repeat: 'weekly',
      });
      for (const days of [-63, -56, -49]) await post(`/api/gatherings/${gatheringId}/attendance`, { memberIds: [memberId], occurrence: dayOffset(days) });
      const overview = (await get('/api/engagement', pastor).expect(200)).body as EngagementOverview;
      expect(overview.asOf).toBe(dayOffset(0));
      expect(overview.people).toBeGreaterThan(0);
      expect(overview.distribution).toHaveLength(10);
      expect(overview.distribution.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(overview.people);
      expect(overview.trend).toHaveLength(12);
      expect(overview.trend[11]).toEqual({ weekEnding: dayOffset(0), average: overview.average });
      expect(overview.trend[0].weekEnding).toBe(dayOffset(-77));
      expect(overview.atRisk).toContainEqual({
        memberId,
        fullName: 'Drifting Person',
        score: expect.any(Number),
        atRisk: { presentWeeksBefore: 3, lastSeen: dayOffset(-49), lastSeenAt: 'Drift Worship' },
      });
      // The demo church's member at every gathering and rehearsal of the last eight weeks (demo-engagement.seed.ts).
      expect(overview.highPotential.length).toBeGreaterThan(0);
      for (const person of overview.highPotential) expect(person.score).toBeGreaterThan(95);
      const lastWeek = (await get(`/api/engagement?asOf=${dayOffset(-7)}`, staff).expect(200)).body as EngagementOverview;
      expect(lastWeek.trend[11].weekEnding).toBe(dayOffset(-7));
    });
  });

  describe('failing-engagement', () => {
    it('refuses members, leaders, auditors and the administrator', async () => {
      const someone = (await get('/api/members?pageSize=1', staff).expect(200)).body.items[0].id as string;
      for (const email of ['member@demo.church', 'leader@demo.church', 'auditor@demo.church', 'admin@demo.church']) {
        const cookie = await t.signIn(email);
        await get(`/api/members/${someone}/engagement`, cookie).expect(403);
        await get('/api/engagement', cookie).expect(403);
      }
    });

    it('refuses a date that is not one, or in the future, with the catalogue message; an unknown person is not found', async () => {
      const someone = (await get('/api/members?pageSize=1', staff).expect(200)).body.items[0].id as string;
      for (const asOf of ['2026-13-45', 'yesterday', dayOffset(30)]) {
        const refused = await get(`/api/members/${someone}/engagement?asOf=${asOf}`, staff).expect(400);
        expect(refused.body).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: [expect.objectContaining({ field: 'asOf' })] } });
      }
      await get(`/api/engagement?asOf=nope`, staff).expect(400);
      const unknown = await get('/api/members/00000000-0000-4000-8000-000000000099/engagement', staff).expect(404);
      expect(unknown.body.code).toBe('MEMBER_NOT_FOUND');
      await get('/api/members/not-a-uuid/engagement', staff).expect(404);
    });
  });
});
