import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OUTBOX_LIMIT } from '../outbox/outbox-folder';
import { OutboxMailer } from './outbox-mailer';

describe('OutboxMailer', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps each message as a file and lists them newest first, also from a new instance', async () => {
    const outbox = new OutboxMailer(dir);
    await outbox.send({ to: 'a@example.org', subject: 'First', text: 't1', html: '<p>t1</p>' });
    await outbox.send({ to: 'b@example.org', subject: 'Second', text: 't2', html: '<p>t2</p>' });
    const listed = await new OutboxMailer(dir).list();
    expect(listed.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(listed[0]).toMatchObject({ to: 'b@example.org', text: 't2', html: '<p>t2</p>', id: expect.any(String), createdAt: expect.any(String) });
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it(`keeps only the newest ${OUTBOX_LIMIT} messages`, async () => {
    const outbox = new OutboxMailer(dir);
    for (let i = 0; i < OUTBOX_LIMIT + 3; i++) await outbox.send({ to: 'a@example.org', subject: `n${i}`, text: '', html: '' });
    expect(readdirSync(dir)).toHaveLength(OUTBOX_LIMIT);
  });
});
