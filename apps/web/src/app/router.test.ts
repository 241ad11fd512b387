import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { webRoutes } from '@pintrip/shared';
import { routes } from './router';

/** Every full path the router declares ('*' catch-alls aside). */
function declaredPaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.index
      ? parent || '/'
      : route.path
        ? `${parent.replace(/\/$/, '')}/${route.path}`
        : parent;
    const own = route.index || route.path ? [here] : [];
    return [...own, ...declaredPaths(route.children ?? [], here)];
  });
}

describe('router', () => {
  // The accessibility walk (e2e/tests/a11y.spec.ts) proves it visits every web route; this ties
  // those routes to the router, so a page added to one and not the other fails here.
  it('declares exactly the pages of web-routes', () => {
    const declared = [...new Set(declaredPaths(routes))].sort();
    expect(declared).toEqual(Object.values(webRoutes).sort());
  });
});
