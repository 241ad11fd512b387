import './zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import './styles.css';
import i18n from './i18n';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPages } from './app/router';
import { createQueryClient } from './lib/query-client';
import { freshFromArrival, readPageData } from './lib/page-data';
import { endBooting } from './lib/booting';
import { nextTask } from './lib/next-task';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The queries the server rendered this page from, so the first render meets its HTML
// (docs/decisions/0026-server-rendering.md).
const page = readPageData();
const queryClient = createQueryClient();
// Each step of the start below is a task of its own, so a phone's main thread is free for input
// and paint between them: evaluating the modules, reading the page's data, loading its chunk, and
// hydrating (docs/decisions/0060-hydration-in-slices.md).
await nextTask();
if (page?.state) hydrate(queryClient, freshFromArrival(page.state));

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// Hydrated when the server rendered it in the language this page starts in (i18n/index.ts); a
// choice stored before the language cookie existed renders it anew, once.
if (page?.rendered && root.firstChild && i18n.language === page.language) {
  // The page's chunk first: the tree then hydrates in one pass (app/router.tsx, lazyPage).
  await nextTask();
  await preloadPages(window.location.pathname).catch(() => undefined);
  await nextTask();
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser paint
  // and take input between them; outside one, the whole tree is one blocking task (decision 0060).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // Nothing to hydrate: the app renders the page itself, and takes presses from the start.
  endBooting();
  createRoot(root).render(app);
}
