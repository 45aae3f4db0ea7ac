/**
 * The calls the console's long-lived services make (sign-in, sign-out, the configuration, the
 * working location, the live events), each with the contract's schema its answer is checked
 * with. Imported lazily (`loadSessionCalls`), so the sign-in page renders without zod and the
 * contract (issue 18): they arrive with the first of these calls, or on intent before it.
 */
export {
  accessLocation,
  activeLocations,
  appConfig,
  login,
  loginWithGoogle,
  logout,
  subscribeLive,
} from '@starcrew/api-client';
export { locationSchema } from '@starcrew/contract';
