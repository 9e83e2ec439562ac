import { FAQ_IDS, INITIAL_ONBOARDING_STATE, type FaqVoteTally, type FaqVotesView } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

const SIGNED_OUT = { status: 401, body: { code: 'AUTH_REQUIRED' } };

/** Each test keeps to its own accounts (or FAQs), so any one runs alone or in any order. */
describe('help API', () => {
  let t: TestApp;
  let member: string;
  let pastor: string;
  let vendor: string;

  beforeAll(async () => {
    t = await startTestApp();
    member = await t.signIn('member@demo.church');
    pastor = await t.signIn('pastor@demo.church');
    vendor = await t.signIn('vendor@demo.church');
  });
  afterAll(() => t.close());

  const onboarding = (cookie: string) => t.http().get('/api/help/onboarding').set('Cookie', cookie).expect(200);
  const tallyOf = async (cookie: string, faqId: string) =>
    ((await t.http().get('/api/help/faqs/votes').set('Cookie', cookie).expect(200)).body as FaqVotesView).tallies.find((tally) => tally.faqId === faqId)!;

  describe('onboarding', () => {
    it('successful-get: a user who has done nothing yet has the initial state', async () => {
      expect((await onboarding(pastor)).body).toEqual(INITIAL_ONBOARDING_STATE);
    });

    it('successful-tour: start, complete (recorded once), and the state follows the user to another session', async () => {
      const started = await t.http().put('/api/help/onboarding/current-tour').set('Cookie', member).send({ tour: 'dashboard' }).expect(200);
      expect(started.body).toMatchObject({ currentTour: 'dashboard', tourOffered: true, hasCompletedOnboarding: false });

      const completed = await t.http().put('/api/help/onboarding/completed-tours/dashboard').set('Cookie', member).expect(200);
      expect(completed.body).toMatchObject({ currentTour: null, completedTours: ['dashboard'], hasCompletedOnboarding: true });
      await t.http().put('/api/help/onboarding/completed-tours/dashboard').set('Cookie', member).expect(200);

      const elsewhere = await t.signIn('member@demo.church');
      const read = (await onboarding(elsewhere)).body;
      expect(read.completedTours).toEqual(['dashboard']);
      expect(Date.parse(read.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
      // Another user's onboarding is their own.
      expect((await onboarding(pastor)).body.completedTours).toEqual([]);
    });

    it('successful-skip: clears the current tour and keeps what was completed', async () => {
      const staff = await t.signIn('staff@demo.church');
      await t.http().put('/api/help/onboarding/completed-tours/dashboard').set('Cookie', staff).expect(200);
      await t.http().put('/api/help/onboarding/current-tour').set('Cookie', staff).send({ tour: 'members' }).expect(200);
      const skipped = await t.http().delete('/api/help/onboarding/current-tour').set('Cookie', staff).expect(200);
      expect(skipped.body).toMatchObject({ currentTour: null, completedTours: ['dashboard'] });
    });

    it('successful-tutorial: progress moves forward only, completion is recorded once', async () => {
      const leader = await t.signIn('leader@demo.church');
      await t.http().put('/api/help/onboarding/tutorials/getting-started/progress').set('Cookie', leader).send({ step: 3 }).expect(200);
      const back = await t.http().put('/api/help/onboarding/tutorials/getting-started/progress').set('Cookie', leader).send({ step: 1 }).expect(200);
      expect(back.body.tutorialProgress).toEqual({ 'getting-started': 3 });
      const completed = await t.http().put('/api/help/onboarding/completed-tutorials/getting-started').set('Cookie', leader).expect(200);
      const again = await t.http().put('/api/help/onboarding/completed-tutorials/getting-started').set('Cookie', leader).expect(200);
      expect(again.body.completedTutorials).toEqual(['getting-started']);
      expect(again.body.tutorialProgress).toEqual({ 'getting-started': 5 });
      // Recording nothing, the repeat answers the state as saved, with the time it last changed.
      expect(again.body).toEqual(completed.body);
      expect(Date.parse(again.body.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('failing-onboarding: unknown tours and tutorials, bad steps and unknown fields are refused, naming the field, and nothing changes', async () => {
      const before = (await onboarding(member)).body;
      const refusals: Array<[string, string, object | undefined, string]> = [
        ['put', '/api/help/onboarding/current-tour', { tour: 'moon' }, 'tour'],
        ['put', '/api/help/onboarding/current-tour', {}, 'tour'],
        ['put', '/api/help/onboarding/current-tour', { tour: 'dashboard', extra: 1 }, 'extra'],
        ['put', '/api/help/onboarding/completed-tours/moon', undefined, 'tour'],
        ['put', '/api/help/onboarding/tutorials/cooking/progress', { step: 1 }, 'tutorial'],
        ['put', '/api/help/onboarding/tutorials/getting-started/progress', { step: 6 }, 'step'],
        ['put', '/api/help/onboarding/tutorials/getting-started/progress', { step: -1 }, 'step'],
        ['put', '/api/help/onboarding/tutorials/getting-started/progress', { step: 'two' }, 'step'],
        ['put', '/api/help/onboarding/completed-tutorials/cooking', undefined, 'tutorial'],
      ];
      for (const [method, url, body, field] of refusals) {
        const call = method === 'put' ? t.http().put(url) : t.http().delete(url);
        const response = await call.set('Cookie', member).send(body);
        expect({ url, status: response.status, code: response.body.code }).toEqual({ url, status: 400, code: 'VALIDATION_ERROR' });
        expect(response.body.details.fields.map((f: { field: string }) => f.field)).toContain(field);
      }
      expect((await onboarding(member)).body).toEqual(before);
    });

    it('successful-reset: clears everything', async () => {
      const auditor = await t.signIn('auditor@demo.church');
      await t.http().put('/api/help/onboarding/completed-tours/dashboard').set('Cookie', auditor).expect(200);
      await t.http().put('/api/help/onboarding/tutorials/getting-started/progress').set('Cookie', auditor).send({ step: 2 }).expect(200);
      expect((await onboarding(auditor)).body).toMatchObject({ completedTours: ['dashboard'], tutorialProgress: { 'getting-started': 2 } });
      const reset = await t.http().delete('/api/help/onboarding').set('Cookie', auditor).expect(200);
      expect({ ...reset.body, updatedAt: null }).toEqual(INITIAL_ONBOARDING_STATE);
    });

    it('failing-get: needs a session', async () => {
      expect(await t.http().get('/api/help/onboarding')).toMatchObject(SIGNED_OUT);
      expect(await t.http().put('/api/help/onboarding/current-tour').send({ tour: 'dashboard' })).toMatchObject(SIGNED_OUT);
    });
  });

  describe('FAQ votes', () => {
    it('successful-tallies: every FAQ, counted from real votes only (zero before anyone votes)', async () => {
      // 'tutorials' is this test's own: no other test votes on it.
      const view = (await t.http().get('/api/help/faqs/votes').set('Cookie', vendor).expect(200)).body as FaqVotesView;
      expect(view.tallies.map((tally) => tally.faqId)).toEqual([...FAQ_IDS]);
      expect(view.tallies.every((tally) => tally.myVote === null)).toBe(true);
      expect(await tallyOf(vendor, 'tutorials')).toEqual({ faqId: 'tutorials', helpful: 0, notHelpful: 0, myVote: null });
      await t
        .http()
        .put('/api/help/faqs/tutorials/vote')
        .set('Cookie', await t.signIn('staff@demo.church'))
        .send({ helpful: false })
        .expect(200);
      expect(await tallyOf(vendor, 'tutorials')).toEqual({ faqId: 'tutorials', helpful: 0, notHelpful: 1, myVote: null });
    });

    it('successful-vote: one vote per person per FAQ, changeable, withdrawable, counted across people', async () => {
      const first = (await t.http().put('/api/help/faqs/two-step/vote').set('Cookie', member).send({ helpful: true }).expect(200)).body as FaqVoteTally;
      expect(first).toEqual({ faqId: 'two-step', helpful: 1, notHelpful: 0, myVote: true });
      // The same vote again is still one vote.
      await t.http().put('/api/help/faqs/two-step/vote').set('Cookie', member).send({ helpful: true }).expect(200);
      const second = (await t.http().put('/api/help/faqs/two-step/vote').set('Cookie', pastor).send({ helpful: true }).expect(200)).body;
      expect(second).toEqual({ faqId: 'two-step', helpful: 2, notHelpful: 0, myVote: true });

      const changed = (await t.http().put('/api/help/faqs/two-step/vote').set('Cookie', member).send({ helpful: false }).expect(200)).body;
      expect(changed).toEqual({ faqId: 'two-step', helpful: 1, notHelpful: 1, myVote: false });
      expect(await tallyOf(vendor, 'two-step')).toEqual({ faqId: 'two-step', helpful: 1, notHelpful: 1, myVote: null });

      const withdrawn = (await t.http().delete('/api/help/faqs/two-step/vote').set('Cookie', member).expect(200)).body;
      expect(withdrawn).toEqual({ faqId: 'two-step', helpful: 1, notHelpful: 0, myVote: null });
      expect(await tallyOf(pastor, 'two-step')).toEqual({ faqId: 'two-step', helpful: 1, notHelpful: 0, myVote: true });
    });

    it('failing-vote: an unknown FAQ is not found, a bad body is refused, and no count moves', async () => {
      const before = await tallyOf(member, 'roles');
      const unknown = await t.http().put('/api/help/faqs/no-such-faq/vote').set('Cookie', member).send({ helpful: true });
      expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
      for (const body of [{}, { helpful: 'yes' }, { helpful: true, weight: 10 }]) {
        const response = await t.http().put('/api/help/faqs/roles/vote').set('Cookie', member).send(body);
        expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_ERROR']);
      }
      expect(await tallyOf(member, 'roles')).toEqual(before);
    });

    it('failing-vote: needs a session', async () => {
      expect(await t.http().put('/api/help/faqs/roles/vote').send({ helpful: true })).toMatchObject(SIGNED_OUT);
      expect(await t.http().get('/api/help/faqs/votes')).toMatchObject(SIGNED_OUT);
    });
  });
});
