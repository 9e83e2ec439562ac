import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/platform.tokens';

/** The largest side of a kept image: a banner on the event's page. */
const LONGEST_SIDE = 1600;
const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Events' images as files under the data directory (`event-images/<id>.webp`), re-encoded: turned
 * upright by their EXIF orientation, resized, written without their metadata (no camera, no place).
 */
@Injectable()
export class EventImageStore {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = join(config.dataDir, 'event-images');
  }

  async save(imageId: string, bytes: Buffer): Promise<void> {
    const image = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    await mkdir(this.dir, { recursive: true });
    await writeFile(this.path(imageId), image);
  }

  async read(imageId: string): Promise<Buffer | null> {
    if (!IMAGE_ID.test(imageId)) return null;
    return readFile(this.path(imageId)).catch(() => null);
  }

  async remove(imageId: string): Promise<void> {
    if (IMAGE_ID.test(imageId)) await rm(this.path(imageId), { force: true });
  }

  private path(imageId: string): string {
    return join(this.dir, `${imageId}.webp`);
  }
}
