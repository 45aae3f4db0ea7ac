/*
 * Compiled `.css.ts` files import these runtimes, but only after compilation, too late for
 * Vite's dependency scan: the first run then re-optimises and reloads (fatal to a Vitest
 * run). Naming them here, where they resolve, lets the scan find them in every Vite app.
 */
import '@vanilla-extract/recipes/createRuntimeFn';
import '@vanilla-extract/sprinkles/createRuntimeSprinkles';
