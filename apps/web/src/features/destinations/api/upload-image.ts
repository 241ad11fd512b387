import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

/**
 * POST /api/uploads?kind=destination (multipart, field `file`). XMLHttpRequest rather than fetch,
 * because only it reports upload progress. Failures become ApiError like every other call.
 */
export function uploadDestinationImage(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads?kind=destination');
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
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof (body as UploadedImage).url === 'string') {
        onProgress?.(1);
        resolve(body as UploadedImage);
        return;
      }
      const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
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

export function useUploadDestinationImage(onProgress?: (fraction: number) => void) {
  return useMutation({ mutationFn: (file: File) => uploadDestinationImage(file, onProgress) });
}
