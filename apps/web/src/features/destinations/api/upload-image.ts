import type { UploadResult } from '@pintrip/shared';
import { uploadImage } from '../../../lib/upload';

/** POST /api/uploads?kind=destination, with upload progress (0 to 1). Failures become ApiError. */
export function uploadDestinationImage(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return uploadImage(file, 'destination', onProgress, signal);
}
