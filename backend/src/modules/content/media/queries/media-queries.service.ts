import { Inject, Injectable } from '@nestjs/common';
import { MEDIA_LIMITS, type MediaFileDetailView, type MediaFileView, type MediaQueryDto, type MediaSettingsView, type Page } from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../../platform/auth/user-directory.port';
import { DomainError } from '../../../../platform/errors/domain-error';
import { READ_STORE } from '../../../../platform/platform.tokens';
import type { Filter, ReadStore } from '../../../../platform/read-store/read-store.port';
import { MEDIA_SETTINGS_ID } from '../domain/media.events';
import { mediaLibraryProjection, mediaSettingsProjection, type MediaFileDocument, type MediaSettingsDocument } from '../projections/media.projections';
import { MediaUsageRegistry } from '../usage/media-usage.registry';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The media library's read side: pages of files, one file with its uses, the settings. */
@Injectable()
export class MediaQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    private readonly usage: MediaUsageRegistry,
  ) {}

  private get files() {
    return this.readStore.collection<MediaFileDocument>(mediaLibraryProjection.collection);
  }

  async document(id: string): Promise<MediaFileDocument | null> {
    return this.files.findOne({ _id: id });
  }

  async page(query: MediaQueryDto): Promise<Page<MediaFileView>> {
    const filter: Filter = {};
    if (query.search) filter.searchText = { $regex: escapeRegex(query.search.toLowerCase()) };
    if (query.tag) filter.tags = query.tag.toLowerCase();
    if (query.kind) filter.kind = query.kind;
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const [documents, total] = await Promise.all([
      this.files.find(filter, { sort: { uploadedAt: -1, _id: 1 }, skip: (page - 1) * pageSize, limit: pageSize }),
      this.files.countDocuments(filter),
    ]);
    return { items: await this.views(documents), total, page, pageSize };
  }

  /** Every tag in use, for the library's filter. */
  async tags(): Promise<string[]> {
    const rows = await this.files.aggregate<{ _id: string }>([{ $unwind: '$tags' }, { $group: { _id: '$tags' } }]);
    return rows.map((row) => row._id).sort();
  }

  async file(id: string): Promise<MediaFileDetailView> {
    const document = await this.document(id);
    if (!document) throw new DomainError('NOT_FOUND');
    const [view] = await this.views([document]);
    return { ...view!, uses: await this.usage.usesOf(id) };
  }

  async settings(): Promise<MediaSettingsView> {
    const stored = await this.readStore.collection<MediaSettingsDocument>(mediaSettingsProjection.collection).findOne({ _id: MEDIA_SETTINGS_ID });
    return { maxUploadBytes: stored?.maxUploadBytes ?? MEDIA_LIMITS.defaultMaxUploadBytes, revision: stored?.revision ?? -1 };
  }

  async views(documents: MediaFileDocument[]): Promise<MediaFileView[]> {
    const names = await this.directory.namesOf(documents.flatMap((d) => (d.uploadedBy ? [d.uploadedBy] : [])));
    return documents.map((d) => ({
      id: d._id,
      name: d.name,
      kind: d.kind,
      mediaType: d.mediaType,
      bytes: d.bytes,
      sha256: d.sha256,
      tags: d.tags,
      uploadedBy: d.uploadedBy ? { id: d.uploadedBy, name: names.get(d.uploadedBy)?.displayName ?? '' } : null,
      uploadedAt: d.uploadedAt,
      probe: d.probe,
      metadata: d.metadata,
      hasThumbnail: d.thumbnailKey !== null,
      contentUrl: `/api/media/${d._id}/content`,
      thumbnailUrl: d.thumbnailKey ? `/api/media/${d._id}/thumbnail` : null,
      revision: d.revision,
    }));
  }
}
