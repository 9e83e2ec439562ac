import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { describeMediaStorageContract } from './media-storage.contract';
import { parseS3Url, S3MediaStorage } from './s3-media-storage';

const url = process.env.S3_URL;

describe('S3_URL', () => {
  it('names the endpoint, the bucket, a prefix and the credentials', () => {
    expect(parseS3Url('http://key:s%2Fecret@127.0.0.1:9000/media/church-1?region=eu-west-1')).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      prefix: 'church-1/',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 's/ecret' },
    });
    expect(() => parseS3Url('http://127.0.0.1:9000/')).toThrow(/bucket/);
  });
});

// Runs against a real S3-compatible server when S3_URL names one (e.g. MinIO); skipped otherwise.
if (url) {
  describeMediaStorageContract(
    'S3-compatible object storage',
    async () => {
      const location = parseS3Url(url);
      const client = new S3Client({ endpoint: location.endpoint, region: location.region, forcePathStyle: true, credentials: location.credentials });
      // The bucket may exist already (BucketAlreadyOwnedByYou): only the contract's own calls must succeed.
      await client.send(new CreateBucketCommand({ Bucket: location.bucket })).catch(() => undefined);
      client.destroy();
      return new S3MediaStorage(location);
    },
    async (storage) => (storage as S3MediaStorage).close(),
  );
} else {
  describe.skip('media storage contract: S3-compatible object storage (set S3_URL to run it)', () => {
    it('runs the contract suite', () => undefined);
  });
}
