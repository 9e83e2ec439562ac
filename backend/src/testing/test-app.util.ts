import { accessSync, constants, cpSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OutboxMessageView } from '@koinonia/contracts';
import request from 'supertest';
import { createApp } from '../app.factory';
import { readConfig, type AppConfig } from '../platform/config/app-config';
import { EVENT_STORE } from '../platform/platform.tokens';
import type { EventStore } from '../platform/event-store/event-store.port';
import { ProjectionRunner } from '../platform/projections/projection-runner.service';
import { ReactorRunner } from '../platform/reactors/reactor-runner.service';
import { DEMO_PASSWORD } from '../modules/demo';
import { EmailBroadcastSender, SmsSendJob } from '../modules/messaging';
import { eventually } from './eventually.util';
import { MAILER } from '../platform/mail/mail.port';
import { OutboxMailer, type OutboxRecord } from '../platform/mail/outbox-mailer';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  http: () => ReturnType<typeof request>;
  /** Signs in a demo account and returns its cookie header. */
  signIn: (email?: string) => Promise<string>;
  /**
   * Waits until every projection and every reactor has taken every stored event, so nothing the app
   * does on its own after a response (a reactor's entry, its projection) is still to come. `timeoutMs`
   * (20 s unless said) for a spec that has just written thousands of events.
   */
  settled: (timeoutMs?: number) => Promise<void>;
  /** Stops the app, runs `whileDown` (e.g. writes to its stores directly), and starts it again on the same data. */
  restart: (whileDown?: () => Promise<void>) => Promise<void>;
  close: () => Promise<void>;
  /** Emails in the outbox (newest first), read through the admin API as an administrator would: others' links masked. */
  outbox: () => Promise<OutboxMessageView[]>;
  /** The complete emails (newest first), links and all, as their recipients get them: read from the outbox folder. */
  mailbox: () => Promise<OutboxRecord[]>;
  /** The link to `page` in the newest email to `to` (from its recipient's mailbox), and its token. */
  linkFromOutbox: (to: string, page: string) => Promise<{ url: string; token: string }>;
}

/**
 * Where test apps keep their throwaway stores: memory (/dev/shm) where the machine has it, else the
 * temp folder. The event store syncs its log to disk on every commit (synchronous=FULL), as it must
 * in use; a test app's demo church is a thousand commits, and on a disk shared by two jest workers
 * those syncs were most of a boot. On tmpfs the same code runs and the sync returns at once.
 */
export function scratchRoot(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}

/** A fresh temp folder for one test app: its data folder and, beside it, its anchors. */
export function testFolders(): { root: string; env: NodeJS.ProcessEnv } {
  const root = mkdtempSync(join(scratchRoot(), 'koinonia-test-'));
  return { root, env: testFoldersIn(root) };
}

/**
 * The folder of this jest run's seeded demo churches (jest.global-setup.cjs makes it; unset, every
 * app seeds its own).
 */
const TEMPLATES = process.env.KOINONIA_TEST_TEMPLATES;

/** Waits until every projection and reactor of `app` has taken every stored event. */
async function settle(app: NestFastifyApplication, timeoutMs = 20_000): Promise<void> {
  await eventually(async () => {
    const head = await app.get<EventStore>(EVENT_STORE).headPosition();
    expect(app.get(ProjectionRunner).position).toBe(head);
    for (const reactor of app.get(ReactorRunner).statuses())
      expect({ reactor: reactor.name, position: reactor.position }).toEqual({ reactor: reactor.name, position: head });
  }, timeoutMs);
}

/**
 * A demo church of `memberCount` members seeded once per jest run through the real commands (an
 * app started, settled and stopped), then copied for each test app that asks for one: a test app
 * starts as the app does on a second `npm start`, on stores that already hold its church, in a
 * couple of seconds rather than the many that seeding a thousand events takes. Two workers that
 * build the same church at once both succeed; the first to finish is kept.
 */
async function seededTemplate(memberCount: number): Promise<string | null> {
  if (!TEMPLATES || !existsSync(TEMPLATES)) return null;
  const template = join(TEMPLATES, `demo-${memberCount}`);
  if (existsSync(join(template, 'ready'))) return template;
  const staging = mkdtempSync(join(TEMPLATES, `staging-${memberCount}-`));
  try {
    const app = await createApp(readConfig(testFoldersIn(staging)), { logger: false, demoMemberCount: memberCount });
    try {
      await settle(app);
      // The demo church's announcements go out by email and SMS from background jobs. A church seeded in the
      // test app sends them while it boots; a copy would take them up on its jobs' first tick, in the middle of
      // a spec (a refused request would seem to have appended their events): the template sends them now.
      await app.get(SmsSendJob).run(new Date(Date.now() + 24 * 3_600_000));
      const sender = app.get(EmailBroadcastSender);
      for (const id of await sender.run()) await sender.sendNow(id);
      await settle(app);
    } finally {
      await app.close();
    }
    writeFileSync(join(staging, 'ready'), '');
    renameSync(staging, template);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another worker's church of the same size came first.
    if (!existsSync(join(template, 'ready'))) throw error;
  }
  return template;
}

function testFoldersIn(root: string): NodeJS.ProcessEnv {
  // No RTMP ingest: API specs boot in parallel, and the livestream's own spec picks a free port.
  return { DATA_DIR: join(root, 'data'), ANCHOR_DIR: join(root, 'anchors'), FRONTEND_DIST: join(root, 'no-frontend'), RTMP_PORT: '0' };
}

/**
 * Settings that change nothing the demo seeder records: limits and cookies of sign-in (the seeder
 * signs nobody in), listening and serving, and where mail goes and what its links start with (the
 * seeded broadcasts' emails went to the template's outbox instead; their events are the same).
 * An app given only these starts on a copy of the seeded church; any other setting seeds anew.
 */
const SEED_NEUTRAL_SETTINGS: ReadonlySet<string> = new Set([
  'SIGN_IN_LIMIT_PER_IP',
  'SIGN_IN_LIMIT_PER_ACCOUNT',
  'SIGN_IN_LIMIT_UNKNOWN_ACCOUNTS',
  'TRUST_PROXY',
  'SESSION_IDLE_MINUTES',
  'COOKIE_SECURE',
  'RTMP_PORT',
  'FRONTEND_DIST',
  'SMTP_URL',
  'PUBLIC_URL',
  'EMAIL_BROADCAST_PER_SECOND',
]);

/**
 * The real app on embedded stores in a fresh temp folder, with a small demo church: a copy of this
 * run's seeded church of that size when the app takes no settings of its own or only seed-neutral
 * ones (other settings can change what is seeded), else seeded anew.
 */
export async function startTestApp(options: { demoMemberCount?: number; env?: NodeJS.ProcessEnv } = {}): Promise<TestApp> {
  const folders = testFolders();
  const memberCount = options.demoMemberCount ?? 12;
  const seedNeutral = Object.keys(options.env ?? {}).every((key) => SEED_NEUTRAL_SETTINGS.has(key));
  const template = seedNeutral ? await seededTemplate(memberCount) : null;
  if (template) {
    cpSync(join(template, 'data'), folders.env.DATA_DIR!, { recursive: true });
    // The security log's anchors, once it has written any.
    if (existsSync(join(template, 'anchors'))) cpSync(join(template, 'anchors'), folders.env.ANCHOR_DIR!, { recursive: true });
  }
  const config = readConfig({ ...folders.env, ...options.env });
  const boot = async () => {
    const app = await createApp(config, { logger: false, demoMemberCount: memberCount });
    // supertest talks to the bare http.Server: Fastify must have finished booting its plugins.
    await app.getHttpAdapter().getInstance().ready();
    return app;
  };
  let app: NestFastifyApplication;
  let outboxCookie: string | null = null;
  try {
    app = await boot();
  } catch (error) {
    rmSync(folders.root, { recursive: true, force: true });
    throw error;
  }
  const testApp: TestApp = {
    app,
    config,
    http: () => request(testApp.app.getHttpServer()),
    async signIn(email = 'admin@demo.church') {
      const response = await testApp.http().post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200);
      const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
      return cookies.map((c) => c.split(';')[0]).join('; ');
    },
    async settled(timeoutMs) {
      await settle(testApp.app, timeoutMs);
    },
    async restart(whileDown) {
      await testApp.app.close();
      await whileDown?.();
      testApp.app = await boot();
    },
    async outbox() {
      // One admin session for reading mail, so tests do not spend the sign-in rate limit on it.
      let response = outboxCookie ? await testApp.http().get('/api/admin/outbox').set('Cookie', outboxCookie) : null;
      if (!response || response.status === 401) {
        outboxCookie = await testApp.signIn('admin@demo.church');
        response = await testApp.http().get('/api/admin/outbox').set('Cookie', outboxCookie);
      }
      expect(response.status).toBe(200);
      return response.body.messages as OutboxMessageView[];
    },
    async mailbox() {
      const mailer = testApp.app.get(MAILER);
      if (!(mailer instanceof OutboxMailer)) throw new Error('This app sends mail through SMTP: there is no outbox');
      return mailer.list();
    },
    async linkFromOutbox(to, page) {
      const message = (await testApp.mailbox()).find((m) => m.to === to);
      if (!message) throw new Error(`No email to ${to} in the outbox`);
      const url = new RegExp(`https?://\\S+${page}\\?token=[A-Za-z0-9_%-]+`).exec(message.text)?.[0];
      if (!url) throw new Error(`No ${page} link in the email to ${to}: ${message.text}`);
      return { url, token: decodeURIComponent(new URL(url).searchParams.get('token') ?? '') };
    },
    async close() {
      await testApp.app.close();
      rmSync(folders.root, { recursive: true, force: true });
    },
  };
  return testApp;
}
