import { readFileSync, statSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { ChainVerification, SecurityEventPage, SecurityLogAnchorAnswer, SecurityLogAnchoring } from '@koinonia/contracts';
import { sha256 } from '../../platform/crypto/sha256.util';
import { eventually } from '../../testing/eventually.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';
import { entryHashOf } from './domain/security-log.chain';
import { SECURITY_LOG_STREAM, type SecurityLogEntry } from './domain/security-log.events';
import { ANCHOR_FILE, SecurityLogAnchors } from './security-log-anchors.service';

/** The event store's file, opened as someone who can write it (a backup tool, an intruder with the volume) would. */
function openStore(t: TestApp) {
  return new Database((t.config.eventStore as { path: string }).path);
}
const logRows = (db: Database.Database) =>
  (
    db.prepare('SELECT revision, data FROM events WHERE stream = ? ORDER BY revision').all(SECURITY_LOG_STREAM) as Array<{ revision: number; data: string }>
  ).map((row) => ({ revision: row.revision, entry: JSON.parse(row.data) as SecurityLogEntry }));

describe('security log: keyed links, anchors and coverage', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({ demoMemberCount: 2 });
    admin = await t.signIn('admin@demo.church');
  });
  afterAll(() => t.close());

  const verify = async () => (await t.http().post('/api/security/verify-chain').set('Cookie', admin).expect(200)).body as ChainVerification;
  const wrongPassword = (email: string) => t.http().post('/api/auth/login').send({ email, password: 'not-the-password-1' }).expect(401);
  const loggedFailures = (count: number) =>
    eventually(async () => {
      const page = (await t.http().get('/api/security/events').query({ type: 'sign-in-failed', pageSize: 100 }).set('Cookie', admin).expect(200))
        .body as SecurityEventPage;
      expect(page.total).toBeGreaterThanOrEqual(count);
    });

  it('keys its links: a tail recomputed with plain SHA-256 by someone who can write the event store does not verify', async () => {
    await wrongPassword('leader@demo.church');
    await loggedFailures(1);
    expect((await verify()).ok).toBe(true);
    const db = openStore(t);
    try {
      const rows = logRows(db);
      const from = rows.length - 2;
      const original = rows.slice(from).map((row) => JSON.stringify(row.entry));
      // Edit an entry and redo every link after it, as the chain was made before links were keyed.
      let prevHash = rows[from - 1].entry.hash;
      for (const { revision, entry } of rows.slice(from)) {
        const forged = { ...entry, ip: revision === from ? '203.0.113.9' : entry.ip, prevHash };
        forged.hash = entryHashOf(forged, sha256);
        prevHash = forged.hash;
        db.prepare('UPDATE events SET data = ? WHERE stream = ? AND revision = ?').run(JSON.stringify(forged), SECURITY_LOG_STREAM, revision);
      }
      expect((await verify()).firstBreak).toMatchObject({ seq: from, reason: 'hash-mismatch' });
      original.forEach((data, i) => db.prepare('UPDATE events SET data = ? WHERE stream = ? AND revision = ?').run(data, SECURITY_LOG_STREAM, from + i));
      expect((await verify()).ok).toBe(true);
    } finally {
      db.close();
    }
  });

  it('anchors on demand, outside DATA_DIR, signed; shows the newest anchor; ignores a line it did not sign', async () => {
    const anchored = (await t.http().post('/api/security/anchor').set('Cookie', admin).expect(200)).body as SecurityLogAnchoring;
    expect(anchored.verification.ok).toBe(true);
    const db = openStore(t);
    const last = logRows(db).at(-1)!;
    db.close();
    expect(anchored.anchor).toMatchObject({ seq: last.revision, hash: last.entry.hash, at: expect.any(String) });

    const file = join(t.config.anchorDir, ANCHOR_FILE);
    expect(t.config.anchorDir.startsWith(t.config.dataDir)).toBe(false);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.at(-1)).toBe(anchored.anchor!.text);
    expect(JSON.parse(anchored.anchor!.text)).toEqual({
      v: 1,
      seq: last.revision,
      hash: last.entry.hash,
      at: anchored.anchor!.at,
      key: expect.any(String),
      sig: expect.any(String),
    });

    // A line claiming an earlier place, without a valid signature, is not an anchor.
    const forged = { ...JSON.parse(anchored.anchor!.text), seq: 0, hash: 'f'.repeat(64) };
    appendFileSync(file, `${JSON.stringify(forged)}\n`);
    expect(((await t.http().get('/api/security/anchor').set('Cookie', admin).expect(200)).body as SecurityLogAnchorAnswer).anchor).toEqual(anchored.anchor);
    expect((await verify()).ok).toBe(true);
  });

  it('the job anchors only a log that moved', async () => {
    const anchors = t.app.get(SecurityLogAnchors);
    const before = await anchors.last();
    expect(await anchors.anchor({ always: false })).toEqual({ anchor: before, written: false });
    await wrongPassword('staff@demo.church');
    await eventually(async () => {
      const result = await anchors.anchor({ always: false });
      expect(result.written).toBe(true);
      expect(result.anchor!.seq).toBeGreaterThan(before!.seq);
    });
  });

  it('refuses anyone without security.read', async () => {
    const member = await t.signIn('member@demo.church');
    expect((await t.http().get('/api/security/anchor').set('Cookie', member)).status).toBe(403);
    expect((await t.http().post('/api/security/anchor').set('Cookie', member)).status).toBe(403);
    expect((await t.http().post('/api/security/anchor')).status).toBe(401);
  });
});

describe('security log: a tail cut off', () => {
  it('with its source events too, is caught against the anchor (truncated), never anchored over, and still caught once the log grows past it', async () => {
    const t = await startTestApp({ demoMemberCount: 2 });
    try {
      await t.signIn('admin@demo.church');
      for (const email of ['leader@demo.church', 'staff@demo.church', 'pastor@demo.church']) {
        await t.http().post('/api/auth/login').send({ email, password: 'not-the-password-1' }).expect(401);
      }
      const log = await eventually(() => {
        const db = openStore(t);
        try {
          const rows = logRows(db);
          expect(rows.filter((row) => row.entry.type === 'sign-in-failed')).toHaveLength(3);
          return rows;
        } finally {
          db.close();
        }
      });
      const anchor = (await t.app.get(SecurityLogAnchors).anchor({ always: true })).anchor!;
      expect(anchor).toMatchObject({ seq: log.at(-1)!.revision, hash: log.at(-1)!.entry.hash });
      const cut = log.slice(-3);
      // While the app is down, the last three entries go, and the failed sign-ins they were made from.
      await t.restart(async () => {
        const db = openStore(t);
        try {
          for (const { revision, entry } of cut) {
            db.prepare('DELETE FROM events WHERE stream = ? AND revision = ?').run(SECURITY_LOG_STREAM, revision);
            db.prepare('DELETE FROM events WHERE position = ?').run(Number(entry.source.position));
          }
        } finally {
          db.close();
        }
      });
      const cookie = await t.signIn('admin@demo.church');
      const after = (await t.http().post('/api/security/verify-chain').set('Cookie', cookie).expect(200)).body as ChainVerification;
      expect(after).toMatchObject({ ok: false, firstBreak: { seq: anchor.seq, reason: 'truncated' } });
      // The start's anchor job did not anchor the shorter log.
      expect(await t.app.get(SecurityLogAnchors).last()).toEqual(anchor);
      expect((await t.app.get(SecurityLogAnchors).anchor({ always: true })).written).toBe(false);

      // New entries fill the numbers again: the anchored one is now another entry.
      for (let i = 0; i < 4; i++) await t.http().post('/api/auth/login').send({ email: 'vendor@demo.church', password: 'not-the-password-1' });
      await eventually(async () => {
        const result = (await t.http().post('/api/security/verify-chain').set('Cookie', cookie).expect(200)).body as ChainVerification;
        expect(result.firstBreak).toMatchObject({ seq: anchor.seq, reason: 'anchor-mismatch' });
      });
    } finally {
      await t.close();
    }
  });

  it('with its source events kept, is caught while running: security events with no entry', async () => {
    const t = await startTestApp({ demoMemberCount: 2 });
    try {
      const admin = await t.signIn('admin@demo.church');
      for (const email of ['leader@demo.church', 'staff@demo.church'])
        await t.http().post('/api/auth/login').send({ email, password: 'not-the-password-1' }).expect(401);
      const db = openStore(t);
      try {
        const tail = await eventually(() => {
          const rows = logRows(db);
          expect(rows.filter((row) => row.entry.type === 'sign-in-failed')).toHaveLength(2);
          return rows.slice(-2);
        });
        expect((await t.http().post('/api/security/verify-chain').set('Cookie', admin).expect(200)).body.ok).toBe(true);
        for (const { revision } of tail) db.prepare('DELETE FROM events WHERE stream = ? AND revision = ?').run(SECURITY_LOG_STREAM, revision);
        const result = (await t.http().post('/api/security/verify-chain').set('Cookie', admin).expect(200)).body as ChainVerification;
        expect(result).toEqual({
          ok: false,
          checked: tail[0].revision,
          firstBreak: { seq: tail[0].revision, reason: 'entry-missing', type: 'sign-in-failed', occurredAt: tail[0].entry.occurredAt },
        });
      } finally {
        db.close();
      }
    } finally {
      await t.close();
    }
  });
});
