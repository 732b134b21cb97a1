// The Content-Security-Policy has no 'unsafe-eval' (scripts/build/csp.ts). zod compiles fast object parsers with
// `new Function` after probing whether it may, and the browser reports even that caught probe as a violation:
// jitless, it does neither. Imported first by the entry, before any schema exists (each schema reads the setting
// when it is created).
import { config } from 'zod';

config({ jitless: true });
