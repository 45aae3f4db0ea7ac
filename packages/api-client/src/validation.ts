/**
 * What the client checks with the contract's schemas outside the calls themselves: the stored
 * session and the bodies of error answers. Loaded on first need (`loadValidation`), so a page
 * that has not read a stored session nor an error answer yet, such as the sign-in page, does not
 * download zod and the contract for them (issue 18; DECISIONS.md).
 */
export { sessionDataSchema } from '@starcrew/contract';
export { readErrorResponse } from './errors/errorResponse.ts';
