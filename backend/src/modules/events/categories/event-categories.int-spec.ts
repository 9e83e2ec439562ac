import { CONSISTENCY_HEADER, type ApiErrorBody, type EventCategoryView, type EventView } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';

describe("the church's own event categories over HTTP", () => {
  let t: TestApp;
  let staff: string;
  let member: string;
  let position = '0';

  const event = { title: 'Men’s Breakfast', startsAt: '2027-01-09T08:00', endsAt: '2027-01-09T09:30' };

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@demo.church');
    member = await t.signIn('member@demo.church');
  });
  afterAll(() => t.close());

  describe('successful-categories', () => {
    it('lists the nine built-in categories and the church’s own, which events may then have', async () => {
      const added = await t.http().post('/api/event-categories').set('Cookie', staff).send({ slug: 'mens-breakfast', label: 'Men’s breakfast' }).expect(201);
      position = added.body.position as string;
      const categories = (await t.http().get('/api/event-categories').set('Cookie', member).set(CONSISTENCY_HEADER, position).expect(200))
        .body as EventCategoryView[];
      expect(categories.filter((c) => c.builtIn).map((c) => c.slug)).toEqual([
        'worship',
        'study',
        'fellowship',
        'outreach',
        'youth',
        'children',
        'music',
        'meeting',
        'other',
      ]);
      expect(categories.filter((c) => !c.builtIn)).toEqual([{ slug: 'mens-breakfast', label: 'Men’s breakfast', builtIn: false }]);
      const id = (
        await t
          .http()
          .post('/api/events')
          .set('Cookie', staff)
          .send({ ...event, category: 'mens-breakfast' })
          .expect(201)
      ).body.id as string;
      const view = (await t.http().get(`/api/events/${id}`).set('Cookie', staff).set(CONSISTENCY_HEADER, position).expect(200)).body as EventView;
      expect(view.category).toBe('mens-breakfast');
    });
  });

  describe('failing-categories', () => {
    it('refuses an event with a category the church does not have, on its field, and changing to one', async () => {
      const refused = (
        await t
          .http()
          .post('/api/events')
          .set('Cookie', staff)
          .send({ ...event, category: 'bowling-night' })
          .expect(400)
      ).body as ApiErrorBody;
      expect(refused.details?.fields).toEqual([expect.objectContaining({ field: 'category' })]);
      const id = (
        await t
          .http()
          .post('/api/events')
          .set('Cookie', staff)
          .send({ ...event, category: 'fellowship' })
          .expect(201)
      ).body.id as string;
      await t.http().patch(`/api/events/${id}`).set('Cookie', staff).send({ category: 'bowling-night' }).expect(400);
    });

    it('refuses a built-in slug as the church’s own, and members adding categories', async () => {
      await t.http().post('/api/event-categories').set('Cookie', staff).send({ slug: 'worship', label: 'Our worship' }).expect(400);
      await t.http().post('/api/event-categories').set('Cookie', member).send({ slug: 'choir', label: 'Choir' }).expect(403);
    });
  });
});
