import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { checkStorageKey, type ByteRange, type MediaStorage } from './media-storage.port';

/** Where S3_URL points: `http(s)://ACCESS_KEY:SECRET@host:port/bucket[/prefix]?region=…`. */
export interface S3Location {
  endpoint: string;
  bucket: string;
  prefix: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('S3_URL must be an http(s) URL');
  const [bucket, ...prefix] = url.pathname.split('/').filter(Boolean);
  if (!bucket) throw new Error('S3_URL must name the bucket as its path: http(s)://key:secret@host:port/bucket');
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    prefix: prefix.length > 0 ? `${prefix.join('/')}/` : '',
    region: url.searchParams.get('region') ?? 'us-east-1',
    credentials: url.username ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) } : undefined,
  };
}

const missing = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Media bytes as objects in an S3-compatible bucket (MinIO, Garage, AWS…), addressed path-style. */
export class S3MediaStorage implements MediaStorage {
  readonly adapter = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly location: S3Location) {
    this.client = new S3Client({
      endpoint: location.endpoint,
      region: location.region,
      forcePathStyle: true,
      credentials: location.credentials,
    });
  }

  private key(key: string): string {
    return this.location.prefix + checkStorageKey(key);
  }

  async putFile(key: string, path: string, mediaType: string): Promise<void> {
    const { size } = await stat(path);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.location.bucket, Key: this.key(key), Body: createReadStream(path), ContentLength: size, ContentType: mediaType }),
    );
  }

  async put(key: string, bytes: Buffer, mediaType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.location.bucket, Key: this.key(key), Body: bytes, ContentType: mediaType }));
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.key(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async open(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: this.key(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return object.Body as Readable;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.key(key) }));
  }

  localPath(): null {
    return null;
  }

  close(): void {
    this.client.destroy();
  }
}
