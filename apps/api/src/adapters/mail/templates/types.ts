/** Parameters of each email, in plain text: the layout escapes them, callers never do. */
export interface VerificationCodeParams {
  firstName: string;
  code: string;
  minutes: number;
}

export interface PasswordResetParams {
  firstName: string;
  link: string;
  minutes: number;
}

export interface SellerInitialPasswordParams {
  firstName: string;
  organizationName: string;
  email: string;
  password: string;
  loginUrl: string;
}

export interface ManagerInvitationParams {
  firstName: string;
  organizationName: string;
  inviterName: string;
  link: string;
}

export interface LowRatingAlertParams {
  locationName: string;
  rating: number;
  reviewer: string;
  /** May be empty: a rating without a comment. */
  comment: string;
  link: string;
}

export interface ReviewReplyParams {
  firstName: string;
  businessName: string;
  /** The manager's reply, as written. */
  reply: string;
  /** The customer's own review, quoted under the reply; may be empty. */
  comment: string;
}

export interface EmailTemplateParams {
  verificationCode: VerificationCodeParams;
  passwordReset: PasswordResetParams;
  sellerInitialPassword: SellerInitialPasswordParams;
  managerInvitation: ManagerInvitationParams;
  lowRatingAlert: LowRatingAlertParams;
  reviewReply: ReviewReplyParams;
}

export type EmailTemplate = keyof EmailTemplateParams;

/** A block of the body. Kinds rather than markup, so both renderings come from one source. */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; label: string; code: string }
  | { kind: 'quote'; text: string }
  | { kind: 'facts'; rows: Array<[label: string, value: string]> };

/** What a locale's copy produces for one email, before rendering to HTML and text. */
export interface EmailDocument {
  subject: string;
  /** Preview line shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  greeting?: string;
  blocks: Block[];
  button?: { label: string; url: string };
  /** After the button: expiry, "ignore this email if…". */
  notes: string[];
}

export type EmailBuilders = {
  [T in EmailTemplate]: (params: EmailTemplateParams[T]) => EmailDocument;
};

export type EmailCopy = EmailBuilders & {
  /** "If the button does not work, paste this link…" */
  linkFallback: string;
  footer: string;
};

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}
