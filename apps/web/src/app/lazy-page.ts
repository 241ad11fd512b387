import { createElement, lazy, type ComponentType } from 'react';
import type { TextSection } from '@pintrip/shared';
import { withTexts } from '../i18n';

export type LazyPage<P> = ComponentType<P> & { preload: (pathname: string) => Promise<void> };

/**
 * A page's module: the page, and what else it renders at once at `pathname` from code of its own
 * (a dialog opened by the address), so a server-rendered page hydrates whole, in one pass.
 */
interface PageModule<P> {
  default: ComponentType<P>;
  preloadFor?: (pathname: string) => Promise<void>;
}

/**
 * A page in its own chunk (React.lazy), which can also be loaded ahead: once `preload` resolved,
 * the page renders at once, without suspending. A page the server rendered is preloaded before
 * hydration, so the whole tree hydrates in one pass — a boundary still waiting for its chunk when
 * a query above it answers would be thrown away and rendered anew. A page of a text section (the
 * trip workspace, the admin) downloads the section's texts beside its code and renders once both
 * are there (docs/decisions/0027-page-weight.md).
 */
export function lazyPage<P extends object>(
  loadPage: () => Promise<PageModule<P>>,
  texts?: TextSection,
): LazyPage<P> {
  const load = withTexts(texts, loadPage);
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(load);
  const page = (props: P) => createElement(loaded ?? Lazy, props);
  page.preload = (pathname: string) =>
    load().then(async (module) => {
      await module.preloadFor?.(pathname);
      loaded = module.default;
    });
  return page;
}
