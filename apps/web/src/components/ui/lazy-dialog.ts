import {
  createElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import type { TextSection } from '@pintrip/shared';
import { withTexts } from '../../i18n';
import { DialogLoading } from './dialog-loading';

/** What a lazily loaded dialog needs from its props: whether it is open. */
interface OpenProps {
  open: boolean;
}

/** Downloads a dialog's module and picks the dialog out of it. */
interface DialogLoader<P> {
  (): Promise<ComponentType<P>>;
}

export interface LazyDialog<P extends OpenProps> {
  (props: P): ReactElement | null;
  /** Starts downloading the dialog's code (hover or focus on its opener); safe to call often. */
  preload: () => void;
  /**
   * Downloads the code and resolves once a dialog mounted from now on renders without suspending:
   * a page the server rendered with this dialog open waits for it before hydrating, so the dialog
   * hydrates with the page and takes presses at once (main.tsx, app/lazy-page.ts).
   */
  ready: () => Promise<void>;
}

/**
 * A dialog whose code downloads the first time it opens, so that visitors who never open it never
 * download it (docs/decisions/0027-page-weight.md). `preload` starts the download earlier: the
 * opener calls it on pointer-enter, focus and touch (`preloadOn(Dialog)`), so the dialog still
 * opens at once. Until the code is there an open dialog shows a spinner over the page; once
 * opened, the dialog stays mounted and behaves as if it had been imported directly. A dialog whose
 * texts are a section of their own names it: they download with its code.
 */
export function lazyDialog<P extends OpenProps>(
  loadDialog: DialogLoader<P>,
  texts?: TextSection,
): LazyDialog<P> {
  const load = withTexts(texts, loadDialog);
  let pending: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const download = () => {
    pending ??= load()
      .then((component) => (loaded = component))
      .catch((error: unknown) => {
        // A failed download (a lost connection, a deploy) is tried again on the next call.
        pending = undefined;
        throw error;
      });
    return pending;
  };
  const Loaded = lazy(() => download().then((component) => ({ default: component })));

  function Dialog(props: P) {
    const [hasOpened, setHasOpened] = useState(props.open);
    // Chosen once, since switching later would remount the dialog: code already here (a dialog the
    // server rendered open, preloaded before hydration) renders without suspending; otherwise the
    // lazy one. Either way inside its own boundary, so whatever suspends inside stays in it.
    const [Component] = useState(() => loaded ?? (Loaded as ComponentType<P>));
    if (props.open && !hasOpened) setHasOpened(true);
    if (!hasOpened) return null;
    // createElement rather than JSX keeps this a .ts file (its generics read as text in .tsx checks).
    return createElement(
      Suspense,
      { fallback: props.open ? createElement(DialogLoading) : null },
      createElement(Component, props),
    );
  }
  return Object.assign(Dialog, {
    preload: () => {
      download().catch(() => undefined);
    },
    ready: () => download().then(() => undefined),
  });
}

/** Handlers for a dialog's opener: the dialog's code starts downloading before the click. */
export function preloadOn(dialog: { preload: () => void }) {
  return {
    onPointerEnter: (_event: PointerEvent<HTMLElement>) => dialog.preload(),
    onPointerDown: (_event: PointerEvent<HTMLElement>) => dialog.preload(),
    onFocus: (_event: FocusEvent<HTMLElement>) => dialog.preload(),
  };
}
