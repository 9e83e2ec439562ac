import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../../platform/auth/access.decorator';
import { DomainError } from '../../../../platform/errors/domain-error';
import { Feature } from '../../../../platform/availability/availability.decorator';
import { AnswersFile } from '../../../../platform/http/answers.decorator';
import { MediaFiles, sendMediaContent } from '../../media';
import { SermonQueries } from '../queries/sermon-queries.service';
import { PodcastFeeds } from './podcast-feed.service';

/** The podcast feeds, for any podcast app (no sign-in: only published sermons with a recording). */
@ApiTags('sermons')
@Feature('sermonLibrary')
@Controller('podcast')
export class PodcastController {
  constructor(
    private readonly feeds: PodcastFeeds,
    private readonly sermons: SermonQueries,
    private readonly files: MediaFiles,
  ) {}

  @Get('feed.xml')
  @Public()
  @AnswersFile('application/rss+xml')
  @ApiOperation({ summary: "Every published sermon with a recording as a podcast (RSS 2.0 with Apple's iTunes tags)" })
  async all(@Res() reply: FastifyReply): Promise<void> {
    await send(reply, await this.feeds.all());
  }

  @Get('series/:id/feed.xml')
  @Public()
  @AnswersFile('application/rss+xml', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "One series' published sermons as a podcast; 404 for a series with none" })
  async series(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    await send(reply, await this.feeds.series(id));
  }

  @Get('media/:id')
  @Public()
  @AnswersFile('application/octet-stream', { errors: ['NOT_FOUND'] })
  @ApiOperation({
    summary:
      "A published sermon's recording when it is a media-library file: the feed's enclosure, for podcast apps without sign-in, with range requests. 404 for a draft, a sermon without such a file, or no sermon",
  })
  async media(@Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    // Read as a podcast app is: signed out, so a draft is NOT_FOUND; only the recording, never an attachment or any other file.
    const sermon = await this.sermons.get(id, null).catch(() => null);
    if (sermon?.media?.kind !== 'file') throw new DomainError('NOT_FOUND');
    await sendMediaContent(this.files, sermon.media.mediaId, request, reply, 'public, max-age=3600');
  }

  @Get('cover.png')
  @Public()
  @AnswersFile('image/png')
  @ApiOperation({ summary: "The podcast's artwork (1400 × 1400 PNG)" })
  async cover(@Res() reply: FastifyReply): Promise<void> {
    await reply
      .header('Cache-Control', 'public, max-age=86400')
      .type('image/png')
      .send(await this.feeds.coverImage());
  }
}

async function send(reply: FastifyReply, xml: string): Promise<void> {
  await reply.header('Cache-Control', 'public, max-age=300').type('application/rss+xml; charset=utf-8').send(xml);
}
