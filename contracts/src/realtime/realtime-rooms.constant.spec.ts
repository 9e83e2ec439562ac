import { roomAccess, roomKind } from './realtime-rooms.constant';

describe('realtime rooms', () => {
  it('opens the security feed to the roles the permission table gives security.read', () => {
    expect(roomAccess(['admin'], 'security-feed')).toBe('allowed');
    for (const role of ['pastor', 'staff', 'leader', 'member', 'vendor', 'auditor'] as const) expect(roomAccess([role], 'security-feed')).toBe('forbidden');
    expect(roomAccess(['member', 'admin'], 'security-feed')).toBe('allowed');
  });

  it('opens the calendar room to everyone who reads the calendar: not vendors', () => {
    for (const role of ['admin', 'pastor', 'staff', 'leader', 'member', 'auditor'] as const) expect(roomAccess([role], 'calendar')).toBe('allowed');
    expect(roomAccess(['vendor'], 'calendar')).toBe('forbidden');
  });

  it('opens the livestream to everyone who reads the congregation, and its destination states to the media team', () => {
    for (const role of ['admin', 'pastor', 'staff', 'leader', 'member', 'auditor'] as const) expect(roomAccess([role], 'livestream')).toBe('allowed');
    expect(roomAccess(['admin'], 'livestream-team')).toBe('allowed');
    expect(roomAccess(['staff'], 'livestream-team')).toBe('allowed');
    for (const role of ['leader', 'member', 'auditor', 'vendor'] as const) expect(roomAccess([role], 'livestream-team')).toBe('forbidden');
  });

  it('knows no room it does not list: user and session rooms are the server’s, not asked for', () => {
    expect(roomAccess(['admin'], 'user:123')).toBe('unknown');
    expect(roomAccess(['admin'], 'session:abc')).toBe('unknown');
    expect(roomAccess(['admin'], 'constructor')).toBe('unknown');
    expect(roomAccess(['admin'], '')).toBe('unknown');
    expect(roomAccess(['admin'], 'x'.repeat(200))).toBe('unknown');
    expect(roomKind('chat:42')).toBe('chat');
  });
});
