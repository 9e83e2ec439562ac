import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { WebpImageFolder } from '../../../platform/images/webp-image-folder';
import { APP_CONFIG } from '../../../platform/platform.tokens';

/** Events' images (`event-images/<id>.webp`): a banner on the event's page, at most 1,600 pixels a side. */
@Injectable()
export class EventImageStore {
  private readonly folder: WebpImageFolder<'banner'>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.folder = new WebpImageFolder(join(config.dataDir, 'event-images'), { banner: { suffix: '', side: 1600, fit: 'inside', quality: 82 } });
  }

  save(imageId: string, bytes: Buffer): Promise<void> {
    return this.folder.save(imageId, bytes);
  }

  read(imageId: string): Promise<Buffer | null> {
    return this.folder.read(imageId, 'banner');
  }

  remove(imageId: string): Promise<void> {
    return this.folder.remove(imageId);
  }
}
