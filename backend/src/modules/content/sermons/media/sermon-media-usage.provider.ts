import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { MediaUseView } from '@koinonia/contracts';
import { READ_STORE } from '../../../../platform/platform.tokens';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { MediaUsageRegistry, type MediaUsageProvider } from '../../media';
import { sermonArchiveProjection, type SermonDocument } from '../projections/sermon-archive.projection';

/** Sermons whose recording or attachments are the file. */
const usingFile = (mediaId: string) => ({ $or: [{ 'media.mediaId': mediaId }, { attachments: mediaId }] });

/**
 * Where sermons use library files: as the recording (`media: { kind: 'file' }`) or as an attachment.
 * The library names them ("used by sermon …"), asks before deleting such a file (MEDIA_IN_USE), and
 * lets everyone signed in fetch a file a published sermon uses.
 */
@Injectable()
export class SermonMediaUsage implements MediaUsageProvider, OnModuleInit {
  readonly kind = 'sermon';

  constructor(
    private readonly registry: MediaUsageRegistry,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  private get sermons() {
    return this.readStore.collection<SermonDocument>(sermonArchiveProjection.collection);
  }

  async usesOf(mediaId: string): Promise<MediaUseView[]> {
    const found = await this.sermons.find(usingFile(mediaId), { sort: { preachedOn: -1, _id: 1 }, projection: { title: 1 } });
    return found.map((sermon) => ({ kind: this.kind, title: sermon.title, link: `/sermons/${sermon._id}` }));
  }

  async shownToEveryone(mediaId: string): Promise<boolean> {
    return (await this.sermons.countDocuments({ status: 'published', ...usingFile(mediaId) })) > 0;
  }
}
