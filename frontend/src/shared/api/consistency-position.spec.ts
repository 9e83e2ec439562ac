import { CONSISTENCY_HEADER } from '@koinonia/contracts';
import { installFakeFetch, type FakeFetch } from '../../testing/fake-fetch';
import { apiFetch } from './api-fetch';
import { ConsistencyTracker, consistency } from './consistency-position';

describe('ConsistencyTracker', () => {
  it('holds nothing, and sends no header, before the first write', () => {
    const tracker = new ConsistencyTracker();
    expect(tracker.current()).toBeNull();
    expect(tracker.headers()).toEqual({});
  });

  it('keeps the highest position, compared as numbers beyond 2^53', () => {
    const tracker = new ConsistencyTracker();
    tracker.note('9007199254740993');
    tracker.note('9007199254740992');
    tracker.note('100');
    expect(tracker.current()).toBe('9007199254740993');
    tracker.note('9007199254740995');
    expect(tracker.headers()).toEqual({ [CONSISTENCY_HEADER]: '9007199254740995' });
  });

  it('ignores anything that is not a decimal position', () => {
    const tracker = new ConsistencyTracker();
    tracker.note(undefined);
    tracker.note(12);
    tracker.note('-3');
    tracker.note('1e9');
    tracker.note('');
    expect(tracker.current()).toBeNull();
  });
});

describe('read-your-writes through apiFetch', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/members', { body: { items: [], total: 0, page: 1, pageSize: 10 } });
  });

  const lastGetHeader = () => fake.calls.filter((c) => c.method === 'GET').at(-1)?.headers[CONSISTENCY_HEADER];

  it('sends no position on reads before any command', async () => {
    await apiFetch('/api/members');
    expect(lastGetHeader()).toBeUndefined();
  });

  it('sends the position of a command on every later read', async () => {
    fake.on('POST /api/members', { status: 201, body: { id: 'm1', position: '42', revision: 0 } });

    await apiFetch('/api/members', { method: 'POST', body: { fullName: 'Ruth' } });
    await apiFetch('/api/members');
    await apiFetch('/api/members');

    const gets = fake.calls.filter((c) => c.method === 'GET');
    expect(gets.map((c) => c.headers[CONSISTENCY_HEADER])).toEqual(['42', '42']);
  });

  it('never goes back to an earlier position', async () => {
    fake.on('POST /api/members', { status: 201, body: { id: 'm1', position: '50', revision: 0 } });
    fake.on('POST /api/members/m0/archive', { body: { id: 'm0', position: '7', revision: 3 } });

    await apiFetch('/api/members', { method: 'POST', body: {} });
    await apiFetch('/api/members/m0/archive', { method: 'POST' });
    await apiFetch('/api/members');

    expect(lastGetHeader()).toBe('50');
  });

  it('does not take positions from reads or from failed commands', async () => {
    fake.on('GET /api/odd', { body: { position: '900' } });
    fake.on('PATCH /api/members/m1', { status: 409, body: { code: 'CONCURRENCY_CONFLICT', message: 'x', position: '901' } });

    await apiFetch('/api/odd');
    await expect(apiFetch('/api/members/m1', { method: 'PATCH', body: {} })).rejects.toMatchObject({ code: 'CONCURRENCY_CONFLICT', status: 409 });
    await apiFetch('/api/members');

    expect(lastGetHeader()).toBeUndefined();
  });

  it('sends the position on reads only, not on commands', async () => {
    fake.on('POST /api/members', { status: 201, body: { id: 'm1', position: '5', revision: 0 } });
    await apiFetch('/api/members', { method: 'POST', body: {} });
    await apiFetch('/api/members', { method: 'POST', body: {} });
    expect(fake.calls[1].headers[CONSISTENCY_HEADER]).toBeUndefined();
  });
});
