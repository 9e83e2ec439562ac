import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import sharp from 'sharp';
import { DomainError } from '../errors/domain-error';
import { readUploadedFile } from './uploaded-file.util';

const PNG_SIZE = { width: 4, height: 4 };

/** A real Fastify with the plugin as app.factory registers it; the route answers what the util read or refused. */
async function server(maxBytes: number): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 20, parts: 21 } });
  app.post('/upload', async (request, reply) => {
    try {
      const file = await readUploadedFile(request, { maxBytes });
      return { filename: file.filename, size: file.bytes.length, type: file.detectedType?.mime ?? null };
    } catch (error) {
      if (error instanceof DomainError) return reply.code(400).send({ code: error.code });
      throw error;
    }
  });
  return app;
}

function multipart(field: string, filename: string, bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----koinonia-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('readUploadedFile', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await server(1024);
  });
  afterAll(() => app.close());

  it('reads the file and names its type from the content, whatever the file is called', async () => {
    const png = await sharp({ create: { ...PNG_SIZE, channels: 3, background: 'blue' } })
      .png()
      .toBuffer();
    const answer = await app.inject({ method: 'POST', url: '/upload', ...multipart('file', 'holiday.csv', png) });
    expect(answer.json()).toEqual({ filename: 'holiday.csv', size: png.length, type: 'image/png' });
  });

  it('gives text no detected type', async () => {
    const csv = Buffer.from('name,email\nRuth,ruth@example.org\n');
    const answer = await app.inject({ method: 'POST', url: '/upload', ...multipart('file', 'people.csv', csv) });
    expect(answer.json()).toEqual({ filename: 'people.csv', size: csv.length, type: null });
  });

  it('refuses a file past the limit as FILE_TOO_LARGE', async () => {
    const answer = await app.inject({ method: 'POST', url: '/upload', ...multipart('file', 'big.csv', Buffer.alloc(1025, 'a')) });
    expect(answer.json()).toEqual({ code: 'FILE_TOO_LARGE' });
  });

  it('takes a file of exactly the limit', async () => {
    const answer = await app.inject({ method: 'POST', url: '/upload', ...multipart('file', 'edge.csv', Buffer.alloc(1024, 'a')) });
    expect(answer.json()).toMatchObject({ size: 1024 });
  });

  it('refuses an empty file, another field and a body that is not multipart as UPLOAD_FAILED', async () => {
    const empty = await app.inject({ method: 'POST', url: '/upload', ...multipart('file', 'empty.csv', Buffer.alloc(0)) });
    const otherField = await app.inject({ method: 'POST', url: '/upload', ...multipart('photo', 'a.csv', Buffer.from('a')) });
    const json = await app.inject({ method: 'POST', url: '/upload', payload: { file: 'a' } });
    expect([empty.json(), otherField.json(), json.json()]).toEqual([{ code: 'UPLOAD_FAILED' }, { code: 'UPLOAD_FAILED' }, { code: 'UPLOAD_FAILED' }]);
  });
});
