import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/** One size an image is kept in: its file name's suffix, its largest side, how it is fitted, and the WebP quality. */
export interface WebpSize {
  suffix: string;
  side: number;
  /** `inside`: the whole image within the side; `cover`: a square, cropped. */
  fit: 'inside' | 'cover';
  quality: number;
}

const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Uploaded images as WebP files in one folder under the data directory, one file per size
 * (`<id><suffix>.webp`). Each upload is re-encoded: turned upright by its EXIF orientation, resized,
 * and written without any of its metadata (sharp keeps none unless asked), so a phone's location and
 * camera never leave with it. A file that claims to be an image but is not one fails `save`, before
 * anything is written. Ids are UUIDs; any other id reads as nothing.
 */
export class WebpImageFolder<Size extends string> {
  constructor(
    private readonly dir: string,
    private readonly sizes: Record<Size, WebpSize>,
  ) {}

  async save(imageId: string, bytes: Buffer): Promise<void> {
    const upright = sharp(bytes, { failOn: 'error' }).rotate();
    const entries = Object.entries(this.sizes) as [Size, WebpSize][];
    const encoded = await Promise.all(
      entries.map(([, size]) =>
        upright
          .clone()
          .resize(
            size.fit === 'cover'
              ? { width: size.side, height: size.side, fit: 'cover' }
              : { width: size.side, height: size.side, fit: 'inside', withoutEnlargement: true },
          )
          .webp({ quality: size.quality })
          .toBuffer(),
      ),
    );
    await mkdir(this.dir, { recursive: true });
    await Promise.all(entries.map(([size], index) => writeFile(this.path(imageId, size), encoded[index]!)));
  }

  /** The stored WebP, or null when there is none by that id. */
  async read(imageId: string, size: Size): Promise<Buffer | null> {
    if (!IMAGE_ID.test(imageId)) return null;
    return readFile(this.path(imageId, size)).catch(() => null);
  }

  async remove(imageId: string): Promise<void> {
    if (!IMAGE_ID.test(imageId)) return;
    await Promise.all((Object.keys(this.sizes) as Size[]).map((size) => rm(this.path(imageId, size), { force: true })));
  }

  private path(imageId: string, size: Size): string {
    return join(this.dir, `${imageId}${this.sizes[size].suffix}.webp`);
  }
}
