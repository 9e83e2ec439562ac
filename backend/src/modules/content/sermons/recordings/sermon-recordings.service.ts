import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../../../platform/platform.tokens';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { sermonArchiveProjection, type SermonDocument } from '../projections/sermon-archive.projection';

/** What the livestream asks of the sermons: may the congregation play this recording (is it a published sermon's)? */
@Injectable()
export class SermonRecordings {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async published(recordingId: string): Promise<boolean> {
    const sermon = await this.readStore
      .collection<SermonDocument>(sermonArchiveProjection.collection)
      .findOne({ status: 'published', 'media.kind': 'recording', 'media.recordingId': recordingId });
    return sermon !== null;
  }
}
