/** my-networks/plans: its loader lives with the plans' (`plans.loader.ts`). */
export { networkLoader as loader } from './plans.loader.ts';
