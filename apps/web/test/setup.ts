import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

afterEach(() => cleanup());
window.scrollTo = () => undefined;

// Pages are lazy chunks (app/router.tsx): the first render of a route in a file waits for its
// module to be transformed and loaded, which on a busy machine takes longer than the default 1 s.
configure({ asyncUtilTimeout: 3000 });
