import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/platform.tokens';

export type MemberPhotoSize = 'full' | 'thumb';

/** The largest side of a kept photo, and of its thumbnail (a square, for the directory's rows). */
const FULL_SIDE = 800;
const THUMB_SIDE = 160;
const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Members' photos as files under the data directory (`member-photos/<id>.webp` and
 * `<id>-thumb.webp`). Each upload is re-encoded: turned upright by its EXIF orientation, then
 * written without any of its metadata (sharp keeps none unless asked), so a phone's location and
 * camera never leave with it.
 */
@Injectable()
export class MemberPhotoStore {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = join(config.dataDir, 'member-photos');
  }

  async save(photoId: string, bytes: Buffer): Promise<void> {
    const upright = sharp(bytes, { failOn: 'error' }).rotate();
    const [full, thumb] = await Promise.all([
      upright.clone().resize({ width: FULL_SIDE, height: FULL_SIDE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
      upright.clone().resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
    ]);
    await mkdir(this.dir, { recursive: true });
    await Promise.all([writeFile(this.path(photoId, 'full'), full), writeFile(this.path(photoId, 'thumb'), thumb)]);
  }

  /** The stored WebP, or null when there is none by that id. */
  async read(photoId: string, size: MemberPhotoSize): Promise<Buffer | null> {
    if (!PHOTO_ID.test(photoId)) return null;
    return readFile(this.path(photoId, size)).catch(() => null);
  }

  async remove(photoId: string): Promise<void> {
    if (!PHOTO_ID.test(photoId)) return;
    await Promise.all([rm(this.path(photoId, 'full'), { force: true }), rm(this.path(photoId, 'thumb'), { force: true })]);
  }

  private path(photoId: string, size: MemberPhotoSize): string {
    return join(this.dir, size === 'thumb' ? `${photoId}-thumb.webp` : `${photoId}.webp`);
  }
}
