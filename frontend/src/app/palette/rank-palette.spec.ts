import { emptyPaletteSections, rankPalette, rememberSearch, scorePage, type PalettePage, type PaletteRecord } from './rank-palette';

const page = (id: string, title: string, category: string, keywords: string[], paths: string[]): PalettePage => ({
  kind: 'page',
  id,
  title,
  category,
  keywords,
  paths,
});
const record = (id: string, title: string, subtitle = `${id}@example.org`): PaletteRecord => ({ kind: 'record', id, title, subtitle, path: `/members/${id}` });

const PAGES = [
  page('home', 'Home', 'Dashboard', ['dashboard', 'start'], ['/']),
  page('members', 'Member Directory', 'Member Management', ['people', 'congregation'], ['/members', '/member-directory']),
  page('events', 'Events', 'Event Management', ['calendar', 'services'], ['/events']),
  page('sermons', 'Sermons', 'Sermon & Content', ['preaching', 'library'], ['/sermons']),
  page('sermon-ai-creator', 'Sermon AI Creator', 'Sermon & Content', ['write', 'draft'], ['/sermon-ai-creator']),
  page('livestream', 'Livestream', 'Livestream Hub', ['broadcast', 'video'], ['/livestream', '/podcasts', '/digital-sanctuary']),
  page('donations', 'Donations', 'Financial Management', ['giving', 'tithes'], ['/donations']),
  page('congregation-care', 'Congregation Care', 'Member Management', ['pastoral', 'attendance'], ['/congregation-care']),
  page('prayer-care', 'Prayer Care', 'Member Management', ['requests'], ['/prayer-care']),
  page('study-groups', 'Study Groups', 'Study Groups', ['bible study'], ['/study-groups']),
];

const titles = (query: string, records: PaletteRecord[] = []) => rankPalette(query, PAGES, records).map((r) => r.title);

describe('command palette ranking', () => {
  it('finds pages by title, category, keyword and path', () => {
    expect(titles('events')[0]).toBe('Events');
    expect(titles('financial')).toEqual(['Donations']);
    expect(titles('tithes')).toEqual(['Donations']);
    expect(titles('podcasts')).toEqual(['Livestream']);
    expect(titles('digital')).toEqual(['Livestream']);
  });

  it('puts an exact title before a title that starts with the query, and that before one that only contains it', () => {
    expect(titles('sermons')[0]).toBe('Sermons');
    expect(titles('sermon').slice(0, 2)).toEqual(['Sermons', 'Sermon AI Creator']);
    // "care" starts a word of both titles: the shorter title is the closer match.
    expect(titles('care')).toEqual(['Prayer Care', 'Congregation Care']);
  });

  it('ranks a title match above a keyword match, and a keyword above the category', () => {
    const congregation = titles('congregation');
    expect(congregation[0]).toBe('Congregation Care');
    expect(congregation).toContain('Member Directory');
    expect(scorePage(PAGES[1], 'people')).toBeGreaterThan(scorePage(PAGES[1], 'management'));
  });

  it('needs every word of the query to match', () => {
    expect(titles('sermon ai')).toEqual(['Sermon AI Creator']);
    expect(titles('sermon zebra')).toEqual([]);
  });

  it('ignores case and accents', () => {
    expect(titles('ÉVENTS')[0]).toBe('Events');
    expect(rankPalette('jose', [], [record('m1', 'José Martínez')]).map((r) => r.title)).toEqual(['José Martínez']);
  });

  it('interleaves records with pages by how well they match, a page first on a tie', () => {
    const eve = record('m1', 'Eve Adams');
    const results = rankPalette('ev', PAGES, [eve]);
    expect(results.map((r) => r.title).slice(0, 2)).toEqual(['Events', 'Eve Adams']);
    // A person whose name starts with the query beats a page that only mentions it in a keyword.
    expect(rankPalette('calv', PAGES, [record('m2', 'Calvin Boateng')])[0].title).toBe('Calvin Boateng');
  });

  it('keeps a record the server found by something other than its name', () => {
    expect(rankPalette('5550101', [], [record('m3', 'Grace Okafor')]).map((r) => r.title)).toEqual(['Grace Okafor']);
  });

  it('shows at most 8 results, and none for an empty query', () => {
    const many = Array.from({ length: 20 }, (_, i) => record(`m${i}`, `Anna ${i}`));
    expect(rankPalette('anna', PAGES, many)).toHaveLength(8);
    expect(rankPalette('   ', PAGES, many)).toEqual([]);
  });
});

describe('the empty palette', () => {
  const item = (path: string) => ({ path, title: path });

  it('shows up to 4 favourites, fills to 6 with recent items (none twice, not this page), and 4 recent searches', () => {
    const sections = emptyPaletteSections(
      ['/a', '/b', '/c', '/d', '/e'].map(item),
      ['/here', '/b', '/x', '/y', '/z'].map(item),
      ['one', 'two', 'three', 'four', 'five'],
      '/here',
    );
    expect(sections.favorites.map((f) => f.path)).toEqual(['/a', '/b', '/c', '/d']);
    expect(sections.recent.map((r) => r.path)).toEqual(['/x', '/y']);
    expect(sections.searches).toEqual(['one', 'two', 'three', 'four']);
  });

  it('offers a page once among the recent ones, whatever its query, and not the page one is on', () => {
    const sections = emptyPaletteSections([], ['/members?q=a', '/members?q=an', '/members', '/events?page=2', '/events'].map(item), [], '/events');
    expect(sections.recent.map((r) => r.path)).toEqual(['/members?q=a']);
  });

  it('keeps 10 recent searches, newest first, each once', () => {
    let searches: string[] = [];
    for (let i = 0; i < 12; i += 1) searches = rememberSearch(searches, `query ${i}`);
    searches = rememberSearch(searches, 'Query 5');
    expect(searches).toHaveLength(10);
    expect(searches[0]).toBe('Query 5');
    expect(searches.filter((s) => s.toLowerCase() === 'query 5')).toHaveLength(1);
    expect(rememberSearch(searches, '  ')).toEqual(searches);
  });
});
