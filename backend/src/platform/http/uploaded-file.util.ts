import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { DomainError } from '../errors/domain-error';

/** One file a request carried, read whole into memory (uploads here are photos and CSV files, not media). */
export interface UploadedFile {
  /** The name the browser gave it: shown to people, never trusted for the type. */
  filename: string;
  bytes: Buffer;
  /** The type its content shows (magic bytes), or undefined for text formats that have none (CSV). */
  detectedType?: { ext: string; mime: string };
}

export interface UploadRule {
  maxBytes: number;
  /** The form field that holds the file. */
  field?: string;
}

/**
 * Marks a route that takes a multipart upload. Every other route refuses a multipart body with
 * 415, as it refuses any body type it does not read (app.factory's hook, `acceptsUpload`).
 */
export const AcceptsUpload = (): MethodDecorator => RouteConfig({ acceptsUpload: true });

/** Whether the matched route was marked with @AcceptsUpload. */
export function routeAcceptsUpload(request: FastifyRequest): boolean {
  return (request.routeOptions.config as { acceptsUpload?: boolean } | undefined)?.acceptsUpload === true;
}

/**
 * Reads the one file of a multipart request (`@fastify/multipart`, registered by app.factory) on a
 * route marked @AcceptsUpload.
 * Not multipart, no such field, or an empty file → UPLOAD_FAILED; past `maxBytes` →
 * FILE_TOO_LARGE. Nothing is written anywhere: the caller decides what the bytes may be.
 */
export async function readUploadedFile(request: FastifyRequest, rule: UploadRule): Promise<UploadedFile> {
  const field = rule.field ?? 'file';
  if (!request.isMultipart()) throw new DomainError('UPLOAD_FAILED', { fields: [{ field, message: VALIDATION_MESSAGES.required }] });
  const part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1, fields: 20, parts: 21 } }).catch((error: unknown) => {
    throw uploadError(error);
  });
  if (!part || part.fieldname !== field) throw new DomainError('UPLOAD_FAILED', { fields: [{ field, message: VALIDATION_MESSAGES.required }] });
  const bytes = await part.toBuffer().catch((error: unknown) => {
    throw uploadError(error);
  });
  if (part.file.truncated) throw new DomainError('FILE_TOO_LARGE', { maxBytes: rule.maxBytes });
  if (bytes.length === 0) throw new DomainError('UPLOAD_FAILED', { fields: [{ field, message: VALIDATION_MESSAGES.required }] });
  const detected = await fileTypeFromBuffer(bytes);
  return { filename: part.filename, bytes, detectedType: detected ? { ext: detected.ext, mime: detected.mime } : undefined };
}

function uploadError(error: unknown): DomainError {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new DomainError('FILE_TOO_LARGE');
  return new DomainError('UPLOAD_FAILED');
}
