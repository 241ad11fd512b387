// zod's core alone (its global settings), not the schema builders: the first page builds no schema.
import { config } from 'zod/v4/core';

/*
 * zod compiles object parsers with `new Function` after probing with Function(''), which a
 * Content-Security-Policy without 'unsafe-eval' reports as a violation. The interpreted parser is
 * fast enough for forms.
 */
config({ jitless: true });
