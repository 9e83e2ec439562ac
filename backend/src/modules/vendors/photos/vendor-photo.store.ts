import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { WebpImageFolder } from '../../../platform/images/webp-image-folder';
import { APP_CONFIG } from '../../../platform/platform.tokens';

export type VendorPhotoSize = 'full' | 'thumb';

/** Vendors' photos (`vendor-photos/<id>.webp`, at most 1,200 pixels a side, and `<id>-thumb.webp`, a 320-pixel square for the directory's cards). */
@Injectable()
export class VendorPhotoStore {
  private readonly folder: WebpImageFolder<VendorPhotoSize>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.folder = new WebpImageFolder(join(config.dataDir, 'vendor-photos'), {
      full: { suffix: '', side: 1200, fit: 'inside', quality: 82 },
      thumb: { suffix: '-thumb', side: 320, fit: 'cover', quality: 80 },
    });
  }

  save(photoId: string, bytes: Buffer): Promise<void> {
    return this.folder.save(photoId, bytes);
  }

  read(photoId: string, size: VendorPhotoSize): Promise<Buffer | null> {
    return this.folder.read(photoId, size);
  }

  remove(photoId: string): Promise<void> {
    return this.folder.remove(photoId);
  }
}
