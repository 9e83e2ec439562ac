import type { AdminUserView, OutboxMessageView } from '@koinonia/contracts';
import { DEMO_PASSWORD } from '../../modules/demo';
import { eventually } from '../../testing/eventually.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';
import { MASKED_TOKEN } from './outbox-view.util';

describe('the outbox as administrators read it', () => {
  let t: TestApp;
  let admin: string;
  let pastor: string;
  beforeAll(async () => {
    t = await startTestApp({ demoMemberCount: 2 });
    admin = await t.signIn('admin@demo.church');
    // A second administrator: the one who would like to take over the first one's account.
    const users = (await t.http().get('/api/admin/users').set('Cookie', admin).expect(200)).body as AdminUserView[];
    const pastorId = users.find((u) => u.email === 'pastor@demo.church')!.id;
    await t
      .http()
      .put(`/api/admin/users/${pastorId}/roles`)
      .set('Cookie', admin)
      .send({ roles: ['pastor', 'admin'] })
      .expect(200);
    pastor = await t.signIn('pastor@demo.church');
  });
  afterAll(() => t.close());

  const outboxAs = async (cookie: string) => (await t.http().get('/api/admin/outbox').set('Cookie', cookie).expect(200)).body.messages as OutboxMessageView[];
  const resetMailTo = (messages: OutboxMessageView[], to: string) => messages.find((m) => m.to === to && m.subject === 'Reset your Koinonia password');

  it("masks the token of another person's reset link, so an administrator cannot use it to take over that account", async () => {
    await t.http().post('/api/auth/forgot-password').send({ email: 'admin@demo.church' }).expect(202);
    const seen = await eventually(async () => {
      const message = resetMailTo(await outboxAs(pastor), 'admin@demo.church');
      if (!message) throw new Error('not written yet');
      return message;
    });
    const { token } = await t.linkFromOutbox('admin@demo.church', '/reset-password');
    expect(seen.linksHidden).toBe(true);
    expect(seen.text).toContain(`/reset-password?token=${MASKED_TOKEN}`);
    expect(seen.html).toContain(`/reset-password?token=${MASKED_TOKEN}"`);
    expect(JSON.stringify(seen)).not.toContain(token);
    expect(JSON.stringify(seen)).not.toContain(encodeURIComponent(token));
    // What the masked link carries is no token at all.
    const tried = await t.http().post('/api/auth/reset-password').send({ token: MASKED_TOKEN, password: 'taken-over-2026' });
    expect(tried.body.code).toBe('INVALID_TOKEN');
    await t.http().post('/api/auth/login').send({ email: 'admin@demo.church', password: DEMO_PASSWORD }).expect(200);
  });

  it('shows the recipient their own link in full', async () => {
    const own = resetMailTo(await outboxAs(admin), 'admin@demo.church')!;
    const { url } = await t.linkFromOutbox('admin@demo.church', '/reset-password');
    expect(own.linksHidden).toBe(false);
    expect(own.text).toContain(url);
  });

  it('masks invitation links too, and leaves the rest of the email as it was', async () => {
    await t
      .http()
      .post('/api/admin/users')
      .set('Cookie', admin)
      .send({ email: 'lydia@thyatira.example', displayName: 'Lydia', roles: ['member'] })
      .expect(201);
    const [complete] = (await t.mailbox()).filter((m) => m.to === 'lydia@thyatira.example');
    const [seen] = (await outboxAs(pastor)).filter((m) => m.to === 'lydia@thyatira.example');
    const { token } = await t.linkFromOutbox('lydia@thyatira.example', '/accept-invite');
    expect(seen).toMatchObject({ id: complete.id, subject: complete.subject, createdAt: complete.createdAt, linksHidden: true });
    expect(seen.text).toBe(complete.text.replaceAll(encodeURIComponent(token), MASKED_TOKEN));
    expect(seen.html).toBe(complete.html.replaceAll(encodeURIComponent(token), MASKED_TOKEN));
  });
});
