import { createContext, useCallback, useContext, useEffect, useRef } from 'react';

/** What a dialog offers the form inside it (components/ui/dialog.tsx provides it). */
export interface DiscardGuardApi {
  /** Adds a "has unsaved changes?" check; returns its removal. */
  register: (hasChanges: () => boolean) => () => void;
  /** Closes the dialog, asking first when a check says something would be lost. */
  requestClose: () => void;
}

export const DiscardGuardContext = createContext<DiscardGuardApi | null>(null);

/**
 * Asks before a filled form is thrown away. The dialog around the form asks on Escape, the close
 * button and a click outside whenever `hasChanges()` is true (an untouched form closes at once);
 * call the returned function from the form's own Cancel button so it asks the same way. Outside
 * a dialog, the returned function does nothing.
 */
export function useDiscardGuard(hasChanges: () => boolean): () => void {
  const api = useContext(DiscardGuardContext);
  const latest = useRef(hasChanges);
  useEffect(() => {
    latest.current = hasChanges;
  });
  useEffect(() => api?.register(() => latest.current()), [api]);
  return useCallback(() => api?.requestClose(), [api]);
}
