import type { CommandResult } from '@koinonia/contracts';
import { ApiError, errorFromResponse } from '../../../shared/api';
import { currentLanguage } from '../../../shared/i18n';

/**
 * `POST /api/chat/channels/:id/attachments` (multipart, field `file`), by XMLHttpRequest: fetch
 * reports no upload progress. Answers the attachment's id; refusals are ApiErrors as apiFetch throws them.
 */
export function uploadChatAttachment(channelId: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/chat/channels/${encodeURIComponent(channelId)}/attachments`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: unknown;
      try {
        payload = request.responseText ? (JSON.parse(request.responseText) as unknown) : undefined;
      } catch {
        payload = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(payload as CommandResult);
      } else reject(errorFromResponse(request.status, payload));
    };
    request.onerror = () => reject(new ApiError({ code: 'NETWORK_ERROR', status: 0 }));
    request.onabort = () => reject(new ApiError({ code: 'NETWORK_ERROR', status: 0 }));
    signal?.addEventListener('abort', () => request.abort());
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
}
