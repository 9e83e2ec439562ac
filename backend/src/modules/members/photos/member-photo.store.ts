import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { WebpImageFolder } from '../../../platform/images/webp-image-folder';
import { APP_CONFIG } from '../../../platform/platform.tokens';

export type MemberPhotoSize = 'full' | 'thumb';

/**
 * Members' photos (`member-photos/<id>.webp`, at most 800 pixels a side, and `<id>-thumb.webp`, a
 * 160-pixel square for the directory's rows), without the metadata they were taken with.
 */
@Injectable()
export class MemberPhotoStore {
  private readonly folder: WebpImageFolder<MemberPhotoSize>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.folder = new WebpImageFolder(join(config.dataDir, 'member-photos'), {
      full: { suffix: '', side: 800, fit: 'inside', quality: 82 },
      thumb: { suffix: '-thumb', side: 160, fit: 'cover', quality: 80 },
    });
  }

  save(photoId: string, bytes: Buffer): Promise<void> {
    return this.folder.save(photoId, bytes);
  }

  /** The stored WebP, or null when there is none by that id. */
  read(photoId: string, size: MemberPhotoSize): Promise<Buffer | null> {
    return this.folder.read(photoId, size);
  }

  remove(photoId: string): Promise<void> {
    return this.folder.remove(photoId);
  }
}
