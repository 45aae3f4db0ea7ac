import { config } from 'zod/mini';

/*
 * Every schema of the contract takes `z` from here, so this runs before the first is built.
 * The server's content security policy has no 'unsafe-eval', and zod otherwise compiles its
 * object validators with `new Function` (and probes for it: a CSP violation on every page of
 * the apps). A schema decides when it is built, so the switch comes first, in this module.
 * The same holds on the server, where interpreted validation costs microseconds per request.
 */
config({ jitless: true });

/*
 * zod/mini, zod's functional API: a bundle keeps only the functions its schemas call, where
 * classic zod's methods carry the whole library (and its JSON Schema converter) into every
 * page that checks a schema: about 15 kB brotli on `/login` (DECISIONS.md). Same core, same
 * issues and messages; `z.ZodType` and `z.RefinementCtx` name mini's types (zod.mini.ts).
 */
export * as z from './zod.mini.ts';
