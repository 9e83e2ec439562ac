import { startTestApp, type TestApp } from '../../testing/test-app.util';
import { listenOn } from './listen.util';

describe('listenOn', () => {
  let demo: TestApp;
  let real: TestApp;
  beforeAll(async () => {
    [demo, real] = await Promise.all([startTestApp({ demoMemberCount: 2 }), startTestApp({ env: { DEMO_MODE: 'false' } })]);
  });
  afterAll(() => Promise.all([demo.close(), real.close()]));

  it('listens on loopback only in demo mode, whose accounts share a published password', async () => {
    expect(demo.config.host).toBe('127.0.0.1');
    const { address, port } = await listenOn(demo.app, { ...demo.config, port: 0 });
    expect(address).toBe('127.0.0.1');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('listens on every interface for a real installation without HOST', async () => {
    expect(real.config.host).toBeNull();
    const { address } = await listenOn(real.app, { ...real.config, port: 0 });
    expect(['::', '0.0.0.0']).toContain(address);
  });
});
