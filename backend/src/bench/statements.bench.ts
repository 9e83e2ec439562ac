import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { createApp } from '../app.factory';
import { bySystem } from '../platform/commands/command-actor.type';
import { readConfig } from '../platform/config/app-config';
import { EVENT_STORE, READ_STORE } from '../platform/platform.tokens';
import type { ReadStore } from '../platform/read-store/read-store.port';
import type { EventStore } from '../platform/event-store/event-store.port';
import { ProjectionRunner } from '../platform/projections/projection-runner.service';
import { DEMO_MINISTRIES, DEMO_PASSWORD, mulberry32 } from '../modules/demo';
import { OpenFundCommand, RecordDonationCommand } from '../modules/giving';
import { RegisterMemberCommand } from '../modules/members';

export interface StatementFigures {
  donors: number;
  gifts: number;
  seedMs: number;
  /** From POST /api/statement-runs to the run read as completed. */
  runMs: number;
  statements: number;
  /** The progress the page would have shown: donors done at each poll, with the time since the start. */
  progress: Array<{ ms: number; done: number; total: number }>;
}

const YEAR = 2027;
const METHODS = ['cash', 'cheque', 'card', 'bank-transfer', 'online'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Year-end statements for every donor of a year (the real app, the finance role over HTTP):
 * `donors` members and `gifts` gifts among them in 2027, recorded through the giving commands
 * (untimed), then one run for all donors, its progress polled as the page does, timed to its end.
 */
export async function benchStatements(dir: string, donors = 5000, gifts = 200_000): Promise<StatementFigures> {
  const dataDir = mkdtempSync(join(dir, 'statements-'));
  const config = readConfig({ DATA_DIR: dataDir, FRONTEND_DIST: join(dataDir, 'none') });
  const app = await createApp(config, { logger: false, demoMemberCount: 20 });
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const commands = app.get(CommandBus);
  const caughtUp = async () => {
    const head = await app.get<EventStore>(EVENT_STORE).headPosition();
    while (app.get(ProjectionRunner).position < head) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  try {
    const seedStart = Date.now();
    const random = mulberry32(29);
    const funds = await Promise.all(
      ['General', 'Missions', 'Building', 'Benevolence'].map(async (name) => {
        const fundId = randomUUID();
        await commands.execute(new OpenFundCommand(fundId, `${name} (bench)`, bySystem()));
        return fundId;
      }),
    );
    const donorIds: string[] = [];
    for (let i = 0; i < donors; i++) {
      const memberId = randomUUID();
      const details = {
        fullName: `Donor ${i}`,
        email: `donor${i}@bench.example`,
        phone: '',
        address: `${i} Bench Street`,
        ministry: DEMO_MINISTRIES[i % DEMO_MINISTRIES.length].name,
        role: 'member' as const,
      };
      await commands.execute(new RegisterMemberCommand(memberId, details, bySystem()));
      donorIds.push(memberId);
    }
    await caughtUp();
    const CONCURRENT = 8;
    for (let start = 0; start < gifts; start += CONCURRENT) {
      await Promise.all(
        Array.from({ length: Math.min(CONCURRENT, gifts - start) }, (_, k) => {
          const i = start + k;
          const minor = 500 + Math.floor(random() * 20_000);
          const fundId = funds[i % funds.length];
          return commands.execute(
            new RecordDonationCommand(
              {
                donationId: randomUUID(),
                donorMemberId: donorIds[i % donors],
                donorHouseholdId: null,
                amount: { minor, currency: 'USD' },
                splits: [{ fundId, amount: { minor, currency: 'USD' } }],
                method: METHODS[i % METHODS.length],
                chequeNumber: null,
                inKindDescription: null,
                receivedOn: `${YEAR}-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`,
                note: null,
                deductible: { minor, currency: 'USD' },
                batchId: null,
              },
              bySystem(),
            ),
          );
        }),
      );
    }
    await caughtUp();
    const seedMs = Date.now() - seedStart;

    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'finance@demo.church', password: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const started = Date.now();
    const response = await fetch(`${url}/api/statement-runs`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ year: YEAR, delivery: 'download' }),
    });
    if (response.status !== 202) throw new Error(`POST /api/statement-runs: ${response.status} ${await response.text()}`);
    const { id, position } = (await response.json()) as { id: string; position: string };
    const progress: StatementFigures['progress'] = [];
    for (;;) {
      const poll = await fetch(`${url}/api/statement-runs/${id}`, { headers: { cookie, 'x-consistency-position': position } });
      if (!poll.ok) throw new Error(`GET /api/statement-runs/${id}: ${poll.status}`);
      const run = (await poll.json()) as { status: string; done: number; total: number };
      progress.push({ ms: Date.now() - started, done: run.done, total: run.total });
      if (run.status === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const runMs = Date.now() - started;
    // Counted in the read model: the API's list answers at most a page of them.
    await caughtUp();
    const statements = await app.get<ReadStore>(READ_STORE).collection('giving-statements').countDocuments({ year: YEAR });
    return { donors, gifts, seedMs, runMs, statements, progress };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
