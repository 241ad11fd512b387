/**
 * File uploads (multipart, field `file`): images to POST /api/uploads?kind=…, and any other file
 * route (a reservation's attachments). XMLHttpRequest rather than fetch, because only it reports
 * upload progress. Failures become ApiError like every other call.
 */
import type { ErrorBody, UploadKind, UploadResult } from '@pintrip/shared';
import { ApiError } from './api-client';

export interface UploadOptions {
  /** The sent fraction (0 to 1, and 1 once the server answered). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs one file to `path` and resolves with the server's JSON answer. Rejects with ApiError: the
 * contract's code (and fields), `network_error` (status 0), or `aborted` when `signal` fires.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  { onProgress, signal }: UploadOptions = {},
  isAnswer: (body: unknown) => boolean = (body) => body !== undefined,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
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
      if (xhr.status >= 200 && xhr.status < 300 && isAnswer(body)) {
        onProgress?.(1);
        resolve(body as T);
        return;
      }
      const error = (body as Partial<ErrorBody> | undefined)?.error;
      reject(
        new ApiError(
          xhr.status,
          typeof error?.code === 'string' ? error.code : `http_${xhr.status}`,
          typeof error?.message === 'string' ? error.message : xhr.statusText,
          error?.fields,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'upload failed'));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'upload aborted'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Sends one image; `onProgress` gets the sent fraction (0 to 1, and 1 once the server answered). */
export function uploadImage(
  file: File,
  kind: UploadKind,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return uploadFile<UploadResult>(
    `/api/uploads?kind=${kind}`,
    file,
    { onProgress, signal },
    (body) => typeof (body as UploadResult | undefined)?.url === 'string',
  );
}
