import { CONSISTENCY_HEADER, type EngagementOverview, type EngagementScoreView } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A survivor's score counts the attendance and groups of the records merged into it; its step is its own record's; an unmerge splits them again. */
describe('engagement of merged people over HTTP', () => {
  let t: TestApp;
  let staff: string;
  let position = '0';

  const get = (path: string) => t.http().get(path).set('Cookie', staff).set(CONSISTENCY_HEADER, position);
  const post = async (path: string, body: object, status = 201) => {
    const response = await t.http().post(path).set('Cookie', staff).send(body).expect(status);
    if (response.body.position && response.body.position !== '0') position = response.body.position;
    return response.body as { id: string };
  };
  const score = async (memberId: string, asOf?: string) =>
    (await get(`/api/members/${memberId}/engagement${asOf ? `?asOf=${asOf}` : ''}`).expect(200)).body as EngagementScoreView;
  const part = (view: EngagementScoreView, name: string) => view.parts.find((p) => p.part === name)!;

  let survivor: string;
  let merged: string;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@demo.church');
    survivor = (await post('/api/members', { fullName: 'Phoebe Marsh', ministry: 'Youth', role: 'member', membershipStep: 'regular-attender' })).id;
    merged = (await post('/api/members', { fullName: 'Phebe Marsh', ministry: 'Youth', role: 'member', membershipStep: 'member' })).id;
    const { id: gathering } = await post('/api/gatherings', {
      name: 'Marsh Worship',
      kind: 'service',
      startsAt: `${dayOffset(-28)}T12:00:00Z`,
      repeat: 'weekly',
    });
    await post(`/api/gatherings/${gathering}/attendance`, { memberIds: [merged], occurrence: dayOffset(-21) });
    await post(`/api/gatherings/${gathering}/attendance`, { memberIds: [survivor], occurrence: dayOffset(-14) });
    await post(`/api/gatherings/${gathering}/attendance`, { memberIds: [merged], occurrence: dayOffset(-7) });
  });
  afterAll(() => t.close());

  it('successful-engagement-merge: the survivor counts both records’ weeks but keeps its own step, takes a step the merge chose, and an unmerge splits them', async () => {
    expect(part(await score(survivor), 'attendance').weeksPresent).toBe(1);
    await post(`/api/members/${survivor}/merge`, { mergedId: merged, fields: {} }, 200);

    const together = await score(survivor);
    expect(part(together, 'attendance')).toMatchObject({ weeksPresent: 3, points: 18.8 });
    expect(part(together, 'steps')).toMatchObject({ step: 'regular-attender', points: 6 });
    expect(together.score).toBe(25);
    // Identities are read as they stand today: as of a day before the merge, the merged record's weeks count too.
    expect(part(await score(survivor, dayOffset(-10)), 'attendance').weeksPresent).toBe(2);
    const overview = (await get('/api/engagement').expect(200)).body as EngagementOverview;
    expect([...overview.highPotential, ...overview.atRisk].some((person) => person.memberId === merged)).toBe(false);

    await post(`/api/members/${survivor}/unmerge`, { mergedId: merged }, 200);
    expect(part(await score(survivor), 'attendance').weeksPresent).toBe(1);
    expect(part(await score(merged), 'attendance').weeksPresent).toBe(2);
    expect(part(await score(merged), 'steps').step).toBe('member');

    // Choosing the merged record's step gives the survivor that step from the merge on; the unmerge gives its own back.
    await post(`/api/members/${survivor}/merge`, { mergedId: merged, fields: { membershipStep: 'merged' } }, 200);
    expect(part(await score(survivor), 'steps')).toMatchObject({ step: 'member', points: 12 });
    await post(`/api/members/${survivor}/unmerge`, { mergedId: merged }, 200);
    expect(part(await score(survivor), 'steps')).toMatchObject({ step: 'regular-attender', points: 6 });
  });

  it('failing-engagement-merge: while merged, the merged record scores nothing of its own (its weeks are counted once, for the survivor); an unknown record is not found', async () => {
    await post(`/api/members/${survivor}/merge`, { mergedId: merged, fields: {} }, 200);
    const mergedScore = await score(merged);
    expect(mergedScore.score).toBe(0);
    expect(mergedScore.parts.flatMap((p) => p.evidence)).toEqual([]);
    expect((await get('/api/members/00000000-0000-4000-8000-000000000042/engagement').expect(404)).body.code).toBe('MEMBER_NOT_FOUND');
  });
});
