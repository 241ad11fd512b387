/**
 * Image uploads: POST /api/uploads?kind=… (multipart, field `file`). XMLHttpRequest rather than
 * fetch, because only it reports upload progress. Failures become ApiError like every other call.
 */
import type { ErrorBody, UploadKind, UploadResult } from '@pintrip/shared';
import { ApiError } from './api-client';

/**
 * Sends one image; `onProgress` gets the sent fraction (0 to 1, and 1 once the server answered).
 * Rejects with ApiError: the contract's code, `network_error`, or `aborted` when `signal` fires.
 */
export function uploadImage(
  file: File,
  kind: UploadKind,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/uploads?kind=${kind}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (
        xhr.status >= 200 &&
        xhr.status < 300 &&
        typeof (body as UploadResult | undefined)?.url === 'string'
      ) {
        onProgress?.(1);
        resolve(body as UploadResult);
        return;
      }
      const error = (body as Partial<ErrorBody> | undefined)?.error;
      reject(
        new ApiError(
          xhr.status,
          typeof error?.code === 'string' ? error.code : `http_${xhr.status}`,
          typeof error?.message === 'string' ? error.message : xhr.statusText,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'upload failed'));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'upload aborted'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
