import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { CONSISTENCY_HEADER, type MemberImportView, type MemberPage } from '@koinonia/contracts';
import { bySystem } from '../../platform/commands/command-actor.type';
import { CommandExecutor } from '../../platform/commands/command-executor.service';
import { eventually } from '../../testing/eventually.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';
import { RegisterMemberCommand } from '../members';
import { UploadMemberImportCommand } from './commands/upload-member-import/upload-member-import.command';
import { memberImportDecider } from './domain/member-import.decider';
import { memberImportStream, type PlannedRow } from './domain/member-import.events';

describe('member import job after a crash', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('successful-import: a row written before the crash but not yet recorded is found, not written again', async () => {
    const importId = randomUUID();
    const csv = 'Name,Email\nWritten Before,written.before@resume.example\nNot Yet,not.yet@resume.example\n';
    await t.app.get(CommandBus).execute(new UploadMemberImportCommand(importId, { filename: 'people.csv', bytes: Buffer.from(csv) }, bySystem()));
    const details = (fullName: string, email: string) => ({ fullName, email, phone: '', address: '', ministry: 'Care', role: 'member' as const });
    const first = { row: 2, action: 'create' as const, memberId: randomUUID(), details: details('Written Before', 'written.before@resume.example') };
    const second = { row: 3, action: 'create' as const, memberId: randomUUID(), details: details('Not Yet', 'not.yet@resume.example') };
    const plan: PlannedRow[] = [first, second];
    // The state a crash leaves: the first person registered by the job, the commit recorded, no row's outcome yet.
    await t.app.get(CommandBus).execute(new RegisterMemberCommand(first.memberId, first.details, bySystem()));
    const committed = await t.app
      .get(CommandExecutor)
      .execute(
        memberImportStream(importId),
        memberImportDecider,
        { type: 'CommitMemberImport', importId, mapping: { fullName: 0, email: 1 }, duplicates: 'skip', plan },
        { actorId: null },
      );

    const staff = await t.signIn('staff@demo.church');
    const position = String(committed.position);
    const view = await eventually(async () => {
      const answer = (await t.http().get(`/api/imports/members/${importId}`).set('Cookie', staff).set(CONSISTENCY_HEADER, position).expect(200))
        .body as MemberImportView;
      expect(answer.status).toBe('completed');
      return answer;
    }, 20_000);
    expect(view.rows.map((r) => [r.name, r.outcome, r.memberId])).toEqual([
      ['Written Before', 'created', first.memberId],
      ['Not Yet', 'created', second.memberId],
    ]);
    await t.settled();
    const page = (await t.http().get('/api/members?search=resume.example').set('Cookie', staff).expect(200)).body as MemberPage;
    expect(page.items.map((m) => m.fullName).sort()).toEqual(['Not Yet', 'Written Before']);
  });
});
