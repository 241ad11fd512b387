import { createElement, lazy, type ComponentType } from 'react';

export type LazyPage<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A page in its own chunk (React.lazy), which can also be loaded ahead: once `preload` resolved,
 * the page renders at once, without suspending. A page the server rendered is preloaded before
 * hydration, so the whole tree hydrates in one pass — a boundary still waiting for its chunk when
 * a query above it answers would be thrown away and rendered anew.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(load);
  const page = (props: P) => createElement(loaded ?? Lazy, props);
  page.preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  return page;
}
