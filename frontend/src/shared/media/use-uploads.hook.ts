import { MEDIA_UPLOAD_PATH, type MediaUploadDone } from '@koinonia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DetailedError, Upload } from 'tus-js-client';
import { ApiError, consistency, errorFromResponse } from '../api';
import { currentLanguage } from '../i18n';
import { mediaKeys } from './media-keys.constant';

export type UploadState = 'starting' | 'uploading' | 'paused' | 'done' | 'failed';

/** One file on its way to the library, as the upload center lists it. */
export interface UploadItem {
  key: string;
  name: string;
  size: number;
  sent: number;
  state: UploadState;
  /** Went on from where an earlier attempt (before a reload, say) stopped. */
  resumed: boolean;
  error: ApiError | null;
  /** A refusal (type, size): sending again would be refused again. */
  final: boolean;
  mediaId: string | null;
}

/** An upload begun earlier (before a reload) that tus-js-client remembers in local storage. */
export interface UnfinishedUpload {
  storageKey: string;
  name: string;
  size: number | null;
  uploadUrl: string | null;
}

const STORAGE_PREFIX = 'tus::';
/** Bytes per PATCH: a pause or a dropped connection loses at most the part of one chunk in flight. */
const CHUNK_BYTES = 4 * 1024 * 1024;

function parsed(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** The catalogue error a failed tus request carries (NETWORK_ERROR when no answer came). */
function apiErrorOf(error: Error): ApiError {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) return new ApiError({ code: 'NETWORK_ERROR', status: 0 });
  return errorFromResponse(response.getStatus(), parsed(response.getBody()));
}

/** The uploads tus-js-client remembers from earlier visits (its fingerprints in local storage). */
export function readUnfinishedUploads(): UnfinishedUpload[] {
  const found: UnfinishedUpload[] = [];
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (!key?.startsWith(STORAGE_PREFIX)) continue;
      const value = parsed(localStorage.getItem(key) ?? '') as { metadata?: { filename?: string }; size?: number; uploadUrl?: string } | null;
      if (value) found.push({ storageKey: key, name: value.metadata?.filename ?? '', size: value.size ?? null, uploadUrl: value.uploadUrl ?? null });
    }
  } catch {
    return [];
  }
  return found;
}

let next = 0;

/**
 * Resumable uploads to the media library with tus-js-client: each file's progress, pause (abort)
 * and resume (start, which asks the server for the offset first), retries after a dropped
 * connection, and after a reload the same file chosen again goes on where it stopped (its
 * fingerprint in local storage).
 */
export function useUploads(maxBytes: number | undefined) {
  const client = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [unfinished, setUnfinished] = useState<UnfinishedUpload[]>(() => readUnfinishedUploads());
  const uploads = useRef(new Map<string, Upload>());

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const upload of running.values()) void upload.abort();
    };
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        next += 1;
        const key = `upload-${next}`;
        const item: UploadItem = {
          key,
          name: file.name,
          size: file.size,
          sent: 0,
          state: 'starting',
          resumed: false,
          error: null,
          final: false,
          mediaId: null,
        };
        setItems((current) => [item, ...current]);
        if (maxBytes !== undefined && file.size > maxBytes) {
          update(key, { state: 'failed', final: true, error: new ApiError({ code: 'FILE_TOO_LARGE', status: 413 }) });
          continue;
        }
        const upload = new Upload(file, {
          endpoint: MEDIA_UPLOAD_PATH,
          chunkSize: CHUNK_BYTES,
          retryDelays: [0, 1000, 3000, 5000, 10000],
          metadata: { filename: file.name, filetype: file.type },
          headers: { 'Accept-Language': currentLanguage() },
          removeFingerprintOnSuccess: true,
          onProgress: (sent) => update(key, { sent, state: 'uploading' }),
          onSuccess: ({ lastResponse }) => {
            const answer = parsed(lastResponse.getBody()) as MediaUploadDone | null;
            if (answer?.position) consistency.note(answer.position);
            uploads.current.delete(key);
            update(key, { state: 'done', sent: file.size, mediaId: answer?.id ?? null });
            setUnfinished(readUnfinishedUploads());
            void client.invalidateQueries({ queryKey: mediaKeys.all });
          },
          onError: (error) => {
            const apiError = apiErrorOf(error);
            // Refused for what the file is (type, size): trying again would be refused again.
            const final = apiError.status === 413 || apiError.status === 415 || apiError.status === 403;
            update(key, { state: 'failed', error: apiError, final });
            if (final) uploads.current.delete(key);
            setUnfinished(readUnfinishedUploads());
          },
        });
        uploads.current.set(key, upload);
        void upload.findPreviousUploads().then((previous) => {
          const earlier = previous.find((p) => p.size === file.size);
          if (earlier) {
            upload.resumeFromPreviousUpload(earlier);
            update(key, { resumed: true });
          }
          upload.start();
          update(key, { state: 'uploading' });
          setUnfinished(readUnfinishedUploads());
        });
      }
    },
    [client, maxBytes, update],
  );

  const pause = useCallback(
    (key: string) => {
      const upload = uploads.current.get(key);
      if (!upload) return;
      void upload.abort();
      update(key, { state: 'paused' });
    },
    [update],
  );

  const resume = useCallback(
    (key: string) => {
      const upload = uploads.current.get(key);
      if (!upload) return;
      update(key, { state: 'uploading', error: null });
      upload.start();
    },
    [update],
  );

  const cancel = useCallback((key: string) => {
    const upload = uploads.current.get(key);
    uploads.current.delete(key);
    if (upload) void upload.abort(true).catch(() => undefined);
    setItems((current) => current.filter((item) => item.key !== key));
    setUnfinished(readUnfinishedUploads());
  }, []);

  const clear = useCallback((key: string) => setItems((current) => current.filter((item) => item.key !== key)), []);

  /** Forgets an upload begun earlier, and asks the server to discard what it received. */
  const forget = useCallback((earlier: UnfinishedUpload) => {
    localStorage.removeItem(earlier.storageKey);
    if (earlier.uploadUrl) void Upload.terminate(earlier.uploadUrl, { headers: { 'Accept-Language': currentLanguage() } }).catch(() => undefined);
    setUnfinished(readUnfinishedUploads());
  }, []);

  // Those running now are listed with their progress, not as unfinished.
  const running = new Set(items.filter((item) => item.state !== 'done').map((item) => `${item.name}:${item.size}`));
  return { items, unfinished: unfinished.filter((u) => !running.has(`${u.name}:${u.size}`)), add, pause, resume, cancel, clear, forget };
}
