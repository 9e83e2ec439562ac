import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import type { AppConfig } from '../../../../platform/config/app-config';
import { DomainError } from '../../../../platform/errors/domain-error';
import { APP_CONFIG } from '../../../../platform/platform.tokens';
import { ChurchQuery } from '../../../organisation';
import { SermonFiles } from '../media/sermon-files.service';
import type { SermonDocument } from '../projections/sermon-archive.projection';
import { SermonQueries } from '../queries/sermon-queries.service';
import { mediaUrlOf } from './sermon-media-url.util';

const ITUNES = 'http://www.itunes.com/dtds/podcast-1.0.dtd';
const ATOM = 'http://www.w3.org/2005/Atom';
/** Apple's size for show artwork: square, 1400 to 3000 pixels. */
const COVER_SIZE = 1400;

/** A date as RSS wants it (RFC 2822); a sermon dated by its day is placed at noon UTC so no time zone moves it to another day. */
const rfc2822 = (day: string) => new Date(`${day}T12:00:00Z`).toUTCString();

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The podcast feeds (RSS 2.0 with Apple's iTunes tags): all published sermons, or one series'. A
 * sermon is an episode once it has a recording with an address; the cover is drawn once, on demand.
 */
@Injectable()
export class PodcastFeeds {
  private cover: Promise<Buffer> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sermons: SermonQueries,
    private readonly church: ChurchQuery,
    private readonly files: SermonFiles,
  ) {}

  async all(): Promise<string> {
    const name = (await this.church.current())?.name ?? 'Koinonia';
    return this.feed(
      { title: `${name} — Sermons`, author: name, description: `Sermons preached at ${name}.`, path: '/api/podcast/feed.xml' },
      await this.episodes(),
    );
  }

  async series(seriesId: string): Promise<string> {
    const sermons = await this.episodes(seriesId);
    if (sermons.length === 0) throw new DomainError('NOT_FOUND');
    const name = (await this.church.current())?.name ?? 'Koinonia';
    const series = sermons[0]!.series!.name;
    return this.feed(
      {
        title: `${name} — ${series}`,
        author: name,
        description: `The sermon series “${series}” at ${name}.`,
        path: `/api/podcast/series/${seriesId}/feed.xml`,
      },
      sermons,
    );
  }

  /** Published sermons with a library file's type, size and length filled in from the library (an enclosure needs them). */
  private async episodes(seriesId?: string): Promise<SermonDocument[]> {
    const sermons = await this.sermons.published(seriesId);
    return Promise.all(sermons.map(async (sermon) => ({ ...sermon, media: await this.files.resolve(sermon.media) })));
  }

  /** The show's artwork: the church's name on the theme's colour, square at Apple's minimum size. */
  coverImage(): Promise<Buffer> {
    this.cover ??= this.church.current().then((church) => {
      const name = escapeXml(church?.name ?? 'Koinonia');
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_SIZE}" height="${COVER_SIZE}">
  <rect width="100%" height="100%" fill="#1e3a5f"/>
  <text x="50%" y="46%" font-family="sans-serif" font-size="96" font-weight="700" fill="#ffffff" text-anchor="middle">${name}</text>
  <text x="50%" y="58%" font-family="sans-serif" font-size="72" fill="#dbe7f5" text-anchor="middle">Sermons</text>
</svg>`;
      return sharp(Buffer.from(svg)).png().toBuffer();
    });
    return this.cover;
  }

  private async feed(show: { title: string; author: string; description: string; path: string }, sermons: SermonDocument[]): Promise<string> {
    // xmlbuilder2 is loaded when a feed is first asked for, not when the app starts.
    const { create } = await import('xmlbuilder2');
    const base = this.config.publicUrl;
    const rss = create({ version: '1.0', encoding: 'UTF-8' }).ele('rss', { version: '2.0', 'xmlns:itunes': ITUNES, 'xmlns:atom': ATOM });
    const channel = rss.ele('channel');
    channel.ele('title').txt(show.title);
    channel.ele('link').txt(`${base}/sermons`);
    channel.ele('atom:link', { href: `${base}${show.path}`, rel: 'self', type: 'application/rss+xml' });
    channel.ele('description').txt(show.description);
    channel.ele('language').txt('en');
    channel.ele('itunes:author').txt(show.author);
    channel.ele('itunes:owner').ele('itunes:name').txt(show.author);
    channel.ele('itunes:image', { href: `${base}/api/podcast/cover.png` });
    channel.ele('itunes:category', { text: 'Religion & Spirituality' }).ele('itunes:category', { text: 'Christianity' });
    channel.ele('itunes:explicit').txt('false');
    channel.ele('itunes:type').txt('episodic');
    for (const sermon of sermons) {
      const url = mediaUrlOf(sermon, base);
      if (!url || !sermon.media || sermon.media.kind === 'recording') continue;
      // A library file since deleted is no episode: its enclosure would not play.
      if (sermon.media.kind === 'file' && sermon.media.mimeType === null) continue;
      const item = channel.ele('item');
      item.ele('title').txt(sermon.title);
      item.ele('description').txt(sermon.summary || sermon.title);
      item.ele('link').txt(`${base}/sermons/${sermon._id}`);
      item.ele('enclosure', { url, length: String(sermon.media.lengthBytes ?? 0), type: sermon.media.mimeType ?? 'audio/mpeg' });
      item.ele('guid', { isPermaLink: 'false' }).txt(sermon._id);
      item.ele('pubDate').txt(rfc2822(sermon.preachedOn));
      item.ele('itunes:author').txt(sermon.speaker.name);
      item.ele('itunes:duration').txt(String(sermon.media.durationSeconds ?? 0));
      item.ele('itunes:explicit').txt('false');
      item.ele('itunes:episodeType').txt('full');
    }
    return rss.end({ prettyPrint: true });
  }
}
