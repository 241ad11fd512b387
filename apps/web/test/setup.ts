import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

afterEach(() => cleanup());
window.scrollTo = () => undefined;

// Pages are lazy chunks (app/router.tsx): the first render of a route in a file waits for its
// module to be transformed and loaded, which on a busy machine takes longer than the default 1 s.
configure({ asyncUtilTimeout: 3000 });

// Every section of the texts (packages/shared/src/text-sections.ts), which the app loads with the pages
// that show them: a component test renders any component on its own. Choosing another language loads
// them in it too (src/i18n/index.ts).
const { loadTexts } = await import('../src/i18n');
const { textSectionNames } = await import('@pintrip/shared');
await Promise.all(textSectionNames.map(loadTexts));

// What the app downloads on first use (docs/decisions/0027-page-weight.md: the kit's dialogs and
// toasts, the editors, the destination detail) is loaded once here, so a test that opens one does
// not wait for its first transform on a busy machine; the lazy path itself is e2e/tests/budgets.spec.ts's.
await Promise.all([
  import('../src/components/ui/dialog-radix'),
  import('../src/components/ui/confirm-dialog-radix'),
  import('../src/components/ui/toast-stack'),
  import('../src/app/layout/language-menu'),
  import('../src/app/layout/theme-menu'),
  import('../src/components/share-menu/share-menu').then((module) => module.preloadShareMenu()),
  import('../src/features/destinations/components/destination-detail-dialog'),
  import('../src/features/destinations/components/pinpoint-dialog'),
  import('../src/features/itineraries/components/new-trip-dialog'),
  import('../src/features/comments/components/comment-form'),
  import('../src/features/profile/components/profile-edit-dialog'),
]);
