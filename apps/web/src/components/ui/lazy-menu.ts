import { lazy, type ComponentType } from 'react';

/**
 * A menu whose code downloads when first wanted: `Menu` (React.lazy) and `preload`, which starts the
 * download (safe to call often; a failed one is tried again on the next call).
 */
export function lazyMenu<P extends object>(load: () => Promise<ComponentType<P>>) {
  return {
    Menu: lazy(() => load().then((component) => ({ default: component }))),
    preload: () => {
      load().catch(() => undefined);
    },
  };
}
