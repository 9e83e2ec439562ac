import { recorded } from '../../../testing/decider-spec.util';
import type { MemberEvent } from './member.events';
import { buildMemberHistory } from './member-history';

const id = '0b7a1c9e-0000-4000-8000-000000000003';
const stream = `member-${id}`;

describe('member history', () => {
  it('tells what changed, from what to what, when and by whom, newest first', () => {
    const events = [
      recorded<MemberEvent>(
        {
          type: 'MemberRegistered',
          data: {
            memberId: id,
            fullName: 'Ana Silva',
            email: 'ana@example.org',
            phone: '',
            address: '',
            ministry: 'Music',
            role: 'attender',
            joinedOn: '2024-01-01',
          },
        },
        stream,
        0,
        '2026-11-01T09:00:00.000Z',
      ),
      recorded<MemberEvent>(
        { type: 'MemberDetailsChanged', data: { memberId: id, changes: { role: 'member', ministry: 'Worship', phone: '217 555 0100' } } },
        stream,
        1,
        '2026-11-02T09:00:00.000Z',
      ),
      recorded<MemberEvent>({ type: 'MemberArchived', data: { memberId: id } }, stream, 2, '2026-11-03T09:00:00.000Z'),
    ];
    const history = buildMemberHistory(events, (actorId) => (actorId === 'user-1' ? 'Grace Okafor' : 'Someone'));
    expect(history.map((h) => h.type)).toEqual(['archived', 'updated', 'registered']);
    expect(history[1]).toEqual({
      revision: 1,
      type: 'updated',
      summary: 'Changed phone, ministry and role',
      occurredAt: '2026-11-02T09:00:00.000Z',
      actor: { id: 'user-1', name: 'Grace Okafor' },
      changes: [
        { field: 'phone', from: '', to: '217 555 0100' },
        { field: 'ministry', from: 'Music', to: 'Worship' },
        { field: 'role', from: 'attender', to: 'member' },
      ],
    });
    expect(history[2].summary).toBe('Added to the directory as Ana Silva');
  });

  it('tells which privacy choices changed, from what to what', () => {
    const events = [
      recorded<MemberEvent>(
        {
          type: 'MemberRegistered',
          data: {
            memberId: id,
            fullName: 'Ana Silva',
            email: 'ana@example.org',
            phone: '',
            address: '',
            ministry: 'Music',
            role: 'member',
            joinedOn: '2024-01-01',
          },
        },
        stream,
        0,
      ),
      recorded<MemberEvent>(
        { type: 'MemberPrivacyChanged', data: { memberId: id, changes: { sharePhone: true, listed: false } } },
        stream,
        1,
        '2026-11-05T09:00:00.000Z',
      ),
    ];
    const [entry] = buildMemberHistory(events, () => 'Ana Silva');
    expect(entry).toEqual({
      revision: 1,
      type: 'privacy-changed',
      summary: 'Directory privacy: not listed in the directory and shares phone',
      occurredAt: '2026-11-05T09:00:00.000Z',
      actor: { id: 'user-1', name: 'Ana Silva' },
      changes: [],
      privacyChanges: [
        { field: 'listed', from: true, to: false },
        { field: 'sharePhone', from: false, to: true },
      ],
    });
  });
});
