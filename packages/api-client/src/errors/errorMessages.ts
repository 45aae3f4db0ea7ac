/** Texts of spec section 8. English here; the console may map them to i18n ids. */
export const errorMessages = {
  unexpected: 'An unexpected error occurred.',
  network: 'Connection error: Unable to reach the server.',
  unauthorized: 'Please login to continue',
} as const;
