import { HISTORY_LIMITS, parseHistoryEntry, recordVisit, type HistoryEntry } from './navigation-history';

const visit = (path: string, title = path): HistoryEntry => ({ path, title, at: '2026-11-02T10:00:00.000Z' });

describe('navigation history', () => {
  it('puts the newest visit first and moves a page visited again to the top', () => {
    let entries = recordVisit([], visit('/'));
    entries = recordVisit(entries, visit('/members'));
    entries = recordVisit(entries, visit('/events'));
    entries = recordVisit(entries, visit('/members'));
    expect(entries.map((e) => e.path)).toEqual(['/members', '/events', '/']);
  });

  it('keeps a page once, whatever its query, at the address of its latest visit', () => {
    let entries = recordVisit([], visit('/members', 'Member Directory'));
    entries = recordVisit(entries, visit('/security-center'));
    for (const query of ['?q=a', '?q=an', '?q=ann', '?q=ann&page=2']) entries = recordVisit(entries, visit(`/members${query}`, 'Member Directory'));
    expect(entries.map((e) => e.path)).toEqual(['/members?q=ann&page=2', '/security-center']);
  });

  it("updates the top entry's title when the name arrives after the path", () => {
    const entries = recordVisit(recordVisit([], visit('/members/m1', 'Member')), visit('/members/m1', 'Ruth Anderson'));
    expect(entries).toEqual([visit('/members/m1', 'Ruth Anderson')]);
  });

  it('keeps 50', () => {
    let entries: HistoryEntry[] = [];
    for (let i = 0; i < 60; i += 1) entries = recordVisit(entries, visit(`/p${i}`));
    expect(entries).toHaveLength(HISTORY_LIMITS.kept);
    expect(entries[0].path).toBe('/p59');
  });

  it('refuses stored entries that are not paths of this site', () => {
    expect(parseHistoryEntry(visit('//evil.example'))).toBeUndefined();
    expect(parseHistoryEntry({ path: 'https://evil.example', title: 'x', at: 'y' })).toBeUndefined();
    expect(parseHistoryEntry({ path: '/ok' })).toBeUndefined();
    expect(parseHistoryEntry(visit('/ok'))).toEqual(visit('/ok'));
    expect(parseHistoryEntry({ ...visit('/members/m1', 'Ruth Anderson'), context: 'Member Directory' })).toEqual({
      ...visit('/members/m1', 'Ruth Anderson'),
      context: 'Member Directory',
    });
  });
});
