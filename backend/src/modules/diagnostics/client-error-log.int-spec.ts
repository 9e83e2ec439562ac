import type { LogClientErrorDto } from '@koinonia/contracts';
import { EmbeddedReadStore } from '../../platform/read-store/embedded-read-store';
import type { UserDirectory } from '../../platform/auth/user-directory.port';
import { ClientErrorLog } from './client-error-log.service';

const noAccounts: UserDirectory = { namesOf: async () => new Map(), accounts: async () => [] };
const entry = (message: string): LogClientErrorDto => ({ code: 'SERVER_ERROR', message, type: 'server', timestamp: '2026-11-02T10:00:00.000Z', path: '/' });

describe('ClientErrorLog', () => {
  let store: EmbeddedReadStore;

  beforeEach(() => {
    store = new EmbeddedReadStore(':memory:');
  });
  afterEach(() => store.close());

  it('keeps only the newest entries once full', async () => {
    const log = new ClientErrorLog(store, noAccounts, 3);
    await log.onModuleInit();
    for (let i = 1; i <= 5; i += 1) {
      await log.record(entry(`error ${i}`), { userId: null, userAgent: 'jest', now: new Date(Date.UTC(2026, 10, 2, 10, 0, i)) });
    }
    const page = await log.newest(10);
    expect(page.total).toBe(3);
    expect(page.items.map((e) => e.message)).toEqual(['error 5', 'error 4', 'error 3']);
  });

  it('cuts a long user agent', async () => {
    const log = new ClientErrorLog(store, noAccounts, 3);
    await log.record(entry('x'), { userId: null, userAgent: 'u'.repeat(1000) });
    expect((await log.newest(1)).items[0].userAgent).toHaveLength(256);
  });
});
