import { z } from 'zod';

/*
 * Every schema of the contract takes `z` from here, so this runs before the first is built.
 * The server's content security policy has no 'unsafe-eval', and zod otherwise compiles its
 * object validators with `new Function` (and probes for it: a CSP violation on every page of
 * the apps). A schema decides when it is built, so the switch comes first, in this module.
 * The same holds on the server, where interpreted validation costs microseconds per request.
 */
z.config({ jitless: true });

export { z };
