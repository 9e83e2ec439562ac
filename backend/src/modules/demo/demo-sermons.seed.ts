import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { CreateSermonDto } from '@koinonia/contracts';
import { bySystem } from '../../platform/commands/command-actor.type';
import { DraftSermonCommand, PublishSermonCommand } from '../content';
import { DEMO_SERMON_AUDIO, DEMO_SERMON_NOTES } from './demo-media.seed';
import { WHOLE_DIRECTORY, type MemberQueriesService } from '../members';

type DemoSermon = Omit<CreateSermonDto, 'preachedOn' | 'speaker' | 'speakerMemberId' | 'media' | 'attachmentIds'> & {
  weeksAgo: number;
  by: 'pastor' | 'staff' | 'leader' | 'guest';
  draft?: boolean;
  /** Library files given with the sermon, by name. */
  attachments?: string[];
};

const GUEST = 'Rev. Abigail Turner';

/** Three series and a guest's sermon, Sunday by Sunday back from this week; the newest still a draft. */
const SERMONS: DemoSermon[] = [
  {
    weeksAgo: 0,
    by: 'pastor',
    draft: true,
    title: 'Waiting in the Dark',
    series: 'Advent: Waiting in Hope',
    scripture: 'Isa 9:2-7',
    summary: 'The people who walked in darkness have seen a great light: hope that does not depend on our circumstances.',
    tags: ['advent', 'hope'],
    transcript:
      'Advent begins in the dark. Isaiah speaks to a people under threat, and he does not pretend the night is day. Yet he says: the people that walked in darkness have seen a great light. Hope is not optimism; it is a promise kept by Someone else.',
  },
  {
    weeksAgo: 1,
    by: 'pastor',
    title: 'The Word Became Flesh',
    series: 'The Gospel of John',
    scripture: 'Jn 1:1-14',
    summary: 'John opens his gospel before creation and ends the prologue in a manger: God came to live among us.',
    tags: ['incarnation', 'christmas'],
    attachments: [DEMO_SERMON_NOTES],
    transcript:
      'In the beginning was the Word. John takes us back before Genesis to show us who Jesus is. And then the astonishing line: the Word became flesh and dwelt among us. God did not shout from a distance; he pitched his tent in our neighbourhood.',
  },
  {
    weeksAgo: 2,
    by: 'staff',
    title: 'Water into Wine',
    series: 'The Gospel of John',
    scripture: 'Jn 2:1-11',
    summary: 'The first sign at a wedding in Cana shows a Saviour who brings abundance where we run out.',
    tags: ['signs', 'joy'],
    transcript:
      'They have no wine. Mary brings a small, embarrassing problem to Jesus, and he answers with six stone jars filled to the brim. This is the first of the signs. The kingdom of God is a feast, and Jesus keeps the best for last.',
  },
  {
    weeksAgo: 3,
    by: 'pastor',
    title: 'You Must Be Born Again',
    series: 'The Gospel of John',
    scripture: 'Jn 3:1-21',
    summary: 'Nicodemus comes by night with questions; Jesus answers with new birth and the love of God for the world.',
    tags: ['salvation', 'new birth'],
    transcript:
      'Nicodemus was a teacher of Israel, and still he came at night. Jesus told him he must be born again, born of water and of the Spirit. Then comes the verse many of us learned first: for God so loved the world, that he gave his only begotten Son.',
  },
  {
    weeksAgo: 4,
    by: 'leader',
    title: 'Living Water',
    series: 'The Gospel of John',
    scripture: 'Jn 4:1-26',
    summary: 'At a well at noon Jesus offers a Samaritan woman water that ends thirst for good.',
    tags: ['grace', 'mission'],
    transcript:
      'Jesus was tired, and he sat down by the well. He asked a Samaritan woman for a drink, crossing every line his culture drew. Whosoever drinketh of the water that I shall give him shall never thirst. She left her water jar and ran to tell the town.',
  },
  {
    weeksAgo: 5,
    by: 'guest',
    title: 'Sent Out Together',
    scripture: 'Acts 1:8; Matt 28:18-20',
    summary: 'Our mission partner reflects on witness that begins at home and reaches the ends of the earth.',
    tags: ['mission', 'missions sunday'],
    transcript:
      'Ye shall receive power, after that the Holy Ghost is come upon you. The commission was never given to one hero but to a community. Jerusalem, Judaea, Samaria and the uttermost part of the earth: every circle starts where you live today.',
  },
  {
    weeksAgo: 6,
    by: 'pastor',
    title: 'I Lift Up My Eyes',
    series: 'Songs for the Journey',
    scripture: 'Ps 121',
    summary: 'The first song of the pilgrims on the road to Jerusalem: our help comes from the Lord who made heaven and earth.',
    tags: ['psalms', 'trust'],
    transcript:
      'The pilgrims looked up at the hills, where danger hid and where the shrines of other gods stood. Where does my help come from? Not from the hills. My help cometh from the LORD, which made heaven and earth. He will not slumber.',
  },
  {
    weeksAgo: 7,
    by: 'staff',
    title: 'Glad to Go to the House of the Lord',
    series: 'Songs for the Journey',
    scripture: 'Ps 122',
    summary: 'Worship together is a gift to be glad about, and peace for the city is something to pray for.',
    tags: ['psalms', 'worship'],
    transcript:
      'I was glad when they said unto me, Let us go into the house of the LORD. Gathering is not a duty we endure; it is a joy we share. And the psalm turns outward: pray for the peace of Jerusalem, and for the good of the city where you live.',
  },
  {
    weeksAgo: 8,
    by: 'pastor',
    title: 'Unless the Lord Builds the House',
    series: 'Songs for the Journey',
    scripture: 'Ps 127',
    summary: 'Work, rest and family are gifts held in open hands: the Lord gives to his beloved even in their sleep.',
    tags: ['psalms', 'rest', 'family'],
    transcript:
      'Except the LORD build the house, they labour in vain that build it. This is not a call to stop working but to stop trusting our work. He giveth his beloved sleep. Rest is an act of faith in a God who keeps watch while we cannot.',
  },
  {
    weeksAgo: 9,
    by: 'leader',
    title: 'Out of the Depths',
    series: 'Songs for the Journey',
    scripture: 'Ps 130',
    summary: 'A song for the low places: honest lament, real forgiveness and the patience of waiting for morning.',
    tags: ['psalms', 'lament', 'forgiveness'],
    transcript:
      'Out of the depths have I cried unto thee, O LORD. The pilgrim songs have room for the pit as well as the hills. There is forgiveness with thee. My soul waiteth for the Lord more than they that watch for the morning.',
  },
  {
    weeksAgo: 10,
    by: 'pastor',
    title: 'More than Conquerors',
    series: 'Romans: The Gospel of Grace',
    scripture: 'Rom 8:28-39',
    summary: 'Nothing in all creation can separate us from the love of God in Christ Jesus.',
    tags: ['assurance', 'love'],
    transcript:
      'We know that all things work together for good to them that love God. Paul does not say all things are good. He lists tribulation, distress, persecution and famine, and then he says we are more than conquerors. Nothing shall be able to separate us from the love of God.',
  },
  {
    weeksAgo: 11,
    by: 'staff',
    title: 'Living Sacrifices',
    series: 'Romans: The Gospel of Grace',
    scripture: 'Rom 12:1-2',
    summary: 'In view of God’s mercy, every part of life becomes worship: a renewed mind for an ordinary week.',
    tags: ['worship', 'discipleship'],
    transcript:
      'I beseech you therefore, brethren, by the mercies of God. Eleven chapters of mercy come before one word of command. Present your bodies a living sacrifice. Worship is Monday morning as much as Sunday, and transformation begins with a renewed mind.',
  },
];

/** The Sunday `weeksAgo` weeks before this week's (today, on a Sunday). */
function sundayOf(weeksAgo: number, now = new Date()): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - now.getUTCDay() - 7 * weeksAgo));
  return day.toISOString().slice(0, 10);
}

/**
 * The demo church's sermon archive, written and published through the real commands. Each plays the
 * demo library's sermon recording (so a newcomer can press play on any of them) — or, where ffmpeg
 * could not make it, has none; `media` is the library's files by name (seeded first).
 */
export async function seedDemoSermons(commands: CommandBus, members: MemberQueriesService, media: ReadonlyMap<string, string>): Promise<void> {
  const speakers = new Map<DemoSermon['by'], { name: string; memberId: string | undefined }>([['guest', { name: GUEST, memberId: undefined }]]);
  for (const role of ['pastor', 'staff', 'leader'] as const) {
    const found = (await members.list({ search: `${role}@demo.church`, page: 1, pageSize: 1 }, WHOLE_DIRECTORY)).items[0];
    if (found) speakers.set(role, { name: found.fullName, memberId: found.id });
  }
  const audio = media.get(DEMO_SERMON_AUDIO);
  for (const { weeksAgo, by, draft, attachments = [], ...sermon } of SERMONS) {
    const speaker = speakers.get(by) ?? speakers.get('guest')!;
    const sermonId = randomUUID();
    const attachmentIds = attachments.map((name) => media.get(name)).filter((id) => id !== undefined);
    await commands.execute(
      new DraftSermonCommand(
        sermonId,
        {
          ...sermon,
          speaker: speaker.name,
          speakerMemberId: speaker.memberId,
          preachedOn: sundayOf(weeksAgo),
          media: audio ? { kind: 'file', mediaId: audio } : null,
          attachmentIds,
        },
        bySystem(),
      ),
    );
    if (!draft) await commands.execute(new PublishSermonCommand(sermonId, true, bySystem()));
  }
}
