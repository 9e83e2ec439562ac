import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { CurrentUser, ProgramItemKind } from '@koinonia/contracts';
import { bySystem } from '../../platform/commands/command-actor.type';
import type { EventQueriesService } from '../events';
import { AddProgramItemCommand, AddSongCommand, CreateProgramCommand, SaveProgramTemplateCommand, type SongDetails } from '../worship';

type DemoSong = Pick<SongDetails, 'title' | 'authors' | 'key'> & Partial<SongDetails>;

/**
 * Public-domain hymns with their real authors. CCLI numbers are given only for the songs whose
 * number we are sure of; the others stay empty, as a church would leave them until it looked them up.
 */
const SONGS: DemoSong[] = [
  {
    title: 'Amazing Grace',
    authors: 'John Newton; traditional American melody (New Britain)',
    ccliNumber: '22025',
    key: 'G',
    tempo: 72,
    tags: ['hymn', 'grace'],
    lyrics: 'Amazing grace! How sweet the sound\nThat saved a wretch like me!\nI once was lost, but now am found;\nWas blind, but now I see.',
  },
  {
    title: 'Holy, Holy, Holy! Lord God Almighty',
    authors: 'Reginald Heber; John Bacchus Dykes',
    ccliNumber: '1156',
    key: 'D',
    tempo: 92,
    tags: ['hymn', 'trinity', 'opening'],
    lyrics:
      'Holy, holy, holy! Lord God Almighty!\nEarly in the morning our song shall rise to Thee;\nHoly, holy, holy! Merciful and mighty!\nGod in three Persons, blessed Trinity!',
  },
  { title: 'It Is Well with My Soul', authors: 'Horatio G. Spafford; Philip P. Bliss', ccliNumber: '25376', key: 'C', tempo: 66, tags: ['hymn', 'peace'] },
  {
    title: 'Be Thou My Vision',
    authors: 'Irish traditional; tr. Mary E. Byrne, versified by Eleanor H. Hull',
    ccliNumber: '30639',
    key: 'Eb',
    tempo: 80,
    tags: ['hymn', 'devotion'],
  },
  { title: 'Blessed Assurance', authors: 'Fanny J. Crosby; Phoebe P. Knapp', ccliNumber: '22324', key: 'D', tempo: 100, tags: ['hymn', 'assurance'] },
  { title: 'Come, Thou Fount of Every Blessing', authors: 'Robert Robinson; traditional American melody (Nettleton)', key: 'D', tempo: 96, tags: ['hymn'] },
  { title: 'A Mighty Fortress Is Our God', authors: 'Martin Luther; tr. Frederick H. Hedge', key: 'C', tempo: 88, tags: ['hymn', 'reformation'] },
  { title: 'Crown Him with Many Crowns', authors: 'Matthew Bridges, Godfrey Thring; George J. Elvey', key: 'D', tempo: 100, tags: ['hymn', 'opening'] },
  { title: 'Joyful, Joyful, We Adore Thee', authors: 'Henry van Dyke; Ludwig van Beethoven', key: 'G', tempo: 108, tags: ['hymn', 'praise', 'opening'] },
  { title: 'All Creatures of Our God and King', authors: 'Francis of Assisi; tr. William H. Draper', key: 'Eb', tempo: 96, tags: ['hymn', 'praise'] },
  { title: 'Fairest Lord Jesus', authors: 'Münster Gesangbuch; tr. Joseph A. Seiss', key: 'Eb', tempo: 76, tags: ['hymn'] },
  { title: 'When I Survey the Wondrous Cross', authors: 'Isaac Watts; Lowell Mason', key: 'F', tempo: 70, tags: ['hymn', 'communion', 'cross'] },
  { title: 'Rock of Ages, Cleft for Me', authors: 'Augustus M. Toplady; Thomas Hastings', key: 'Bb', tempo: 72, tags: ['hymn'] },
  { title: 'What a Friend We Have in Jesus', authors: 'Joseph M. Scriven; Charles C. Converse', key: 'F', tempo: 84, tags: ['hymn', 'prayer'] },
  { title: 'Praise to the Lord, the Almighty', authors: 'Joachim Neander; tr. Catherine Winkworth', key: 'F', tempo: 100, tags: ['hymn', 'praise'] },
  {
    title: 'Doxology (Praise God, from Whom All Blessings Flow)',
    authors: 'Thomas Ken; Louis Bourgeois (Old Hundredth)',
    key: 'G',
    tempo: 80,
    tags: ['hymn', 'offering', 'closing'],
  },
];

type DemoItem = { kind: ProgramItemKind; title: string; minutes: number; person?: string; notes?: string; song?: string; key?: string };

/** Two Sundays' orders of service: the usual shape, each with its own songs and sermon. */
const SUNDAYS: DemoItem[][] = [
  [
    { kind: 'announcement', title: 'Welcome and announcements', minutes: 5, person: 'Maria Lopez', notes: 'Potluck sign-up sheet in the foyer.' },
    { kind: 'reading', title: 'Call to worship: Psalm 95:1-7', minutes: 2, person: 'Ruth Anderson' },
    { kind: 'song', title: 'Holy, Holy, Holy! Lord God Almighty', minutes: 4, song: 'Holy, Holy, Holy! Lord God Almighty', person: 'Samuel Kim' },
    { kind: 'song', title: 'Come, Thou Fount of Every Blessing', minutes: 4, song: 'Come, Thou Fount of Every Blessing', person: 'Samuel Kim', key: 'C' },
    { kind: 'prayer', title: 'Prayers of the people', minutes: 5, person: 'Daniel Mensah' },
    { kind: 'offering', title: 'Offering', minutes: 4, notes: 'Ushers come forward during the last verse.' },
    { kind: 'song', title: 'Doxology', minutes: 1, song: 'Doxology (Praise God, from Whom All Blessings Flow)' },
    { kind: 'reading', title: 'Scripture: Mark 4:1-20', minutes: 3, person: 'Ruth Anderson' },
    { kind: 'sermon', title: 'The Sower and the Soil', minutes: 32, person: 'Daniel Mensah' },
    { kind: 'song', title: 'Be Thou My Vision', minutes: 4, song: 'Be Thou My Vision', person: 'Samuel Kim' },
    { kind: 'prayer', title: 'Benediction', minutes: 1, person: 'Daniel Mensah' },
  ],
  [
    { kind: 'announcement', title: 'Welcome and announcements', minutes: 5, person: 'Maria Lopez' },
    { kind: 'song', title: 'Joyful, Joyful, We Adore Thee', minutes: 4, song: 'Joyful, Joyful, We Adore Thee', person: 'Samuel Kim' },
    { kind: 'song', title: 'Amazing Grace', minutes: 5, song: 'Amazing Grace', person: 'Samuel Kim' },
    { kind: 'video', title: 'Mission moment: the youth trip', minutes: 3, notes: 'Video on the projector laptop; sound from the desk.' },
    { kind: 'prayer', title: 'Prayer of confession', minutes: 3, person: 'Daniel Mensah' },
    { kind: 'offering', title: 'Offering', minutes: 4 },
    { kind: 'reading', title: 'Scripture: Mark 4:35-41', minutes: 2, person: 'Ruth Anderson' },
    { kind: 'sermon', title: 'Peace, Be Still', minutes: 30, person: 'Daniel Mensah' },
    { kind: 'song', title: 'It Is Well with My Soul', minutes: 5, song: 'It Is Well with My Soul', person: 'Samuel Kim' },
    { kind: 'prayer', title: 'Benediction', minutes: 1, person: 'Daniel Mensah' },
  ],
];

/** Who plans the demo's services: the office, which sees every worship service on the calendar. */
const PLANNER: CurrentUser = {
  id: 'demo-worship-seed',
  email: 'staff@demo.church',
  displayName: 'Maria Lopez',
  roles: ['staff'],
  memberId: null,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
};

/**
 * The demo church's worship planning, through the real commands: the song library, the orders of
 * service of the next two Sunday Worship services of the calendar, and the first of them saved as
 * the "Sunday morning" template. Song items name library songs, which the handlers find on the
 * read side: `settle` waits for it.
 */
export async function seedDemoWorship(commands: CommandBus, events: EventQueriesService, settle: () => Promise<void>, now = new Date()): Promise<void> {
  const system = bySystem();
  const songIds = new Map<string, string>();
  for (const song of SONGS) {
    const details: SongDetails = { ccliNumber: '', tempo: null, tags: [], lyrics: '', ...song };
    const { id } = await commands.execute(new AddSongCommand(randomUUID(), details, system));
    songIds.set(song.title, id);
  }
  await settle();

  const today = now.toISOString().slice(0, 10);
  const until = new Date(now.getTime() + 15 * 86_400_000).toISOString().slice(0, 10);
  const sundays = (await events.occurrences({ from: today, to: until, category: 'worship' }, PLANNER, now))
    .filter((o) => o.title === 'Sunday Worship')
    .slice(0, SUNDAYS.length);
  let first: string | null = null;
  for (const [i, service] of sundays.entries()) {
    const input = { title: service.title, serviceStart: service.startsAt, eventId: service.eventId, occurrenceStart: service.occurrenceStart };
    const { id: programId } = await commands.execute(new CreateProgramCommand(input, null, system));
    for (const item of SUNDAYS[i]) {
      const fields = {
        kind: item.kind,
        title: item.title,
        durationSeconds: item.minutes * 60,
        person: item.person ? { memberId: null, name: item.person } : null,
        notes: item.notes ?? '',
        songId: item.song ? (songIds.get(item.song) ?? null) : null,
        key: item.key ?? '',
      };
      await commands.execute(new AddProgramItemCommand(programId, fields, null, undefined, system));
    }
    first ??= programId;
  }
  if (first) await commands.execute(new SaveProgramTemplateCommand(randomUUID(), 'Sunday morning worship', first, system));
}
