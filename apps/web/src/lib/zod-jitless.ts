import { z } from 'zod';

/*
 * Zod 4 compiles object parsers with `new Function` unless told not to, and probes for it when
 * the first object schema is built. Under the server's Content-Security-Policy (no
 * 'unsafe-eval', issue 18 item 4) the probe fails quietly but the browser files a violation
 * report on every page. Jitless mode skips the probe and the compiler.
 *
 * This must run before any schema is built. The build places this module in zod's own chunk,
 * right after zod (vite.config.ts, group "zod"), so every chunk that builds schemas (the
 * contract's, the pages') imports the chunk that already set it; main.tsx imports it so the
 * module is part of the bundle.
 */
z.config({ jitless: true });
