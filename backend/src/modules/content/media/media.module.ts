import { join } from 'node:path';
import type { AppConfig } from '../../../platform/config/app-config';
import { ContextModule } from '../../../platform/context/context-module.decorator';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import { MEDIA_COMMAND_HANDLERS } from './commands/media-command-handlers';
import { MediaController, MediaUploadsController } from './media.controller';
import { MediaFiles } from './media-files.service';
import { MediaProbe } from './probe/media-probe.service';
import { MediaProbeReactor } from './probe/media-probe.reactor';
import { mediaLibraryProjection, mediaSettingsProjection } from './projections/media.projections';
import { MediaQueries } from './queries/media-queries.service';
import { LocalMediaStorage } from './storage/local-media-storage';
import { MEDIA_STORAGE } from './storage/media-storage.port';
import { MediaUploads } from './upload/media-uploads.service';
import { MediaUsageRegistry } from './usage/media-usage.registry';

/**
 * The upload center and the media library (context `content`): resumable uploads, files sniffed by
 * their content and kept in the media storage (the local disk, or S3 when S3_URL is set), probed
 * for metadata and thumbnails, served with range requests; where each file is used, as other
 * contexts declare it through MediaUsageRegistry.
 */
@ContextModule({
  name: 'content',
  controllers: [MediaController, MediaUploadsController],
  providers: [
    {
      provide: MEDIA_STORAGE,
      inject: [APP_CONFIG],
      // The S3 SDK is loaded only when S3 is configured.
      useFactory: async (config: AppConfig) => {
        if (!config.mediaS3Url) return new LocalMediaStorage(join(config.dataDir, 'media'));
        const { parseS3Url, S3MediaStorage } = await import('./storage/s3-media-storage');
        return new S3MediaStorage(parseS3Url(config.mediaS3Url));
      },
    },
    MediaQueries,
    MediaFiles,
    MediaUsageRegistry,
    MediaProbe,
    MediaUploads,
    ...MEDIA_COMMAND_HANDLERS,
  ],
  // The storage itself too: chat keeps its attachments there, beside the library's files.
  exports: [MediaFiles, MediaUsageRegistry, MEDIA_STORAGE],
  projections: [mediaLibraryProjection, mediaSettingsProjection],
  reactors: [MediaProbeReactor],
})
export class MediaModule {}
