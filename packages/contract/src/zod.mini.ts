// zod/mini under the names the contract's code uses: `z` in zod.ts is this module.
import type { core, ZodMiniType } from 'zod/mini';

export * from 'zod/mini';
/** Any schema (classic zod's `z.ZodType`). */
export type ZodType<Output = unknown, Input = unknown> = ZodMiniType<Output, Input>;
/** What `z.superRefine`'s function receives (classic zod's `z.RefinementCtx`). */
export type RefinementCtx<T = unknown> = core.$RefinementCtx<T>;
