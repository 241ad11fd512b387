import { useEffect, useRef, useState } from 'react';
import { limits, type UploadKind, type UploadResult } from '@pintrip/shared';
import { errorMessageKey, type ErrorContext } from '../lib/error-messages';
import { uploadImage } from '../lib/upload';

/**
 * One image upload at a time (POST /api/uploads?kind=…), as the pinpoint image and the profile
 * picture do it: the type and size checked first (the server checks the bytes again), a local
 * preview while it goes, the progress (0 to 1, null when idle), and the failure as the i18n key of
 * its message in `context`. A new file or unmounting aborts the previous upload.
 */
export function useImageUpload({
  kind,
  context,
  onUploaded,
  onBusyChange,
  keepPreview,
}: {
  kind: UploadKind;
  context: ErrorContext;
  onUploaded: (uploaded: UploadResult) => void;
  /** True while a file is uploading (the form waits for it). */
  onBusyChange: (busy: boolean) => void;
  /** Keep showing the local file once uploaded (until `clearPreview`), rather than the saved URL. */
  keepPreview: boolean;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const upload = async (file: File) => {
    setErrorKey(null);
    if (!file.type.startsWith('image/')) {
      setErrorKey(errorMessageKey(context, 'image_only'));
      return;
    }
    if (file.size > limits.uploadMaxBytes) {
      setErrorKey(errorMessageKey(context, 'file_too_large'));
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onBusyChange(true);
    try {
      onUploaded(await uploadImage(file, kind, setProgress, controller.signal));
    } catch (caught) {
      if (controller.signal.aborted) return;
      setErrorKey(errorMessageKey(context, caught));
      setPreview(null);
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        if (!keepPreview) setPreview(null);
        setProgress(null);
        onBusyChange(false);
      }
    }
  };

  return { upload, preview, clearPreview: () => setPreview(null), progress, errorKey };
}
