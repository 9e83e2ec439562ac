import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { testEvent } from '../../testing/recording-reactor.util';
import { readTail } from './stream-tail.util';

describe('readTail', () => {
  it('finds the last event of streams of every length, and null for none', async () => {
    const store = new SqliteEventStore(':memory:');
    try {
      expect(await readTail(store, 'log-main')).toBeNull();
      for (let length = 1; length <= 33; length++) {
        await store.append('log-main', [testEvent('Entry', length)], 'any');
        await store.append('other-main', [testEvent('Noise', length)], 'any');
        const tail = await readTail(store, 'log-main');
        expect(tail).toMatchObject({ stream: 'log-main', revision: length - 1, data: { n: length } });
      }
    } finally {
      await store.close();
    }
  });
});
