/*
 * The design tokens alone, for `.css.ts` files in the apps: vanilla-extract evaluates those
 * at build time, so they import this small entry instead of the components' barrel.
 */
export { vars } from './tokens/contract.css.ts';
export { tokens, breakpoint, media } from './tokens/tokens.ts';
