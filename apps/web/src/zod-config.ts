import { z } from 'zod';

/*
 * zod compiles object parsers with `new Function` after probing with Function(''), which a
 * Content-Security-Policy without 'unsafe-eval' reports as a violation. The interpreted parser is
 * fast enough for forms.
 */
z.config({ jitless: true });
