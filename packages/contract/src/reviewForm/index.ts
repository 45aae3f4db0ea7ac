/*
 * The public review form's contract: its fields and rules, and its page's markup. A subpath
 * of the contract (`@starcrew/contract/review-form`) with no zod, so the review form's
 * enhancement script imports it without the rest of the contract.
 */
export {
  reviewFields,
  reviewFieldNames,
  reviewBounds,
  HONEYPOT_FIELD,
  REVIEW_SUBMISSIONS_PER_HOUR,
  reviewFieldError,
  validateReviewSubmission,
  reviewErrorText,
} from './reviewSubmission.ts';
export type { ReviewField, ReviewFieldError, ReviewSubmission, Translate } from './reviewSubmission.ts';
export { escapeHtml, brandStyle, reviewDocument, reviewFormBody, thankYouBody, linkProblemBody } from './reviewPage.ts';
export type { ReviewPageBrand, ReviewPageAssets, ReviewFormView, ThankYouView, LinkProblemView } from './reviewPage.ts';
