import type { MailLocale, MailMessage } from '../mailer.ts';
import { en } from './copy.en.ts';
import { fr } from './copy.fr.ts';
import { renderDocument } from './layout.ts';
import type { EmailBuilders, EmailCopy, EmailTemplate, EmailTemplateParams, RenderedEmail } from './types.ts';

const copies: Record<MailLocale, EmailCopy> = { en, fr };

/** Renders one template in one locale to its subject, plain text and HTML. */
export function renderEmail<T extends EmailTemplate>(
  template: T,
  locale: MailLocale,
  params: EmailTemplateParams[T],
): RenderedEmail {
  const copy = copies[locale];
  // Through the mapped type alone, TypeScript ties the builder to its parameters.
  const builders: EmailBuilders = copy;
  return renderDocument(builders[template](params), locale, copy);
}

/** A ready-to-send message: what services hand to `Mailer.send`. */
export function composeEmail<T extends EmailTemplate>(input: {
  to: string;
  locale: MailLocale;
  template: T;
  params: EmailTemplateParams[T];
  meta?: Record<string, unknown>;
}): MailMessage {
  const rendered = renderEmail(input.template, input.locale, input.params);
  return {
    to: input.to,
    locale: input.locale,
    template: input.template,
    ...rendered,
    ...(input.meta ? { meta: input.meta } : {}),
  };
}

export const verificationCode = (params: EmailTemplateParams['verificationCode'], locale: MailLocale) =>
  renderEmail('verificationCode', locale, params);
export const passwordReset = (params: EmailTemplateParams['passwordReset'], locale: MailLocale) =>
  renderEmail('passwordReset', locale, params);
export const sellerInitialPassword = (params: EmailTemplateParams['sellerInitialPassword'], locale: MailLocale) =>
  renderEmail('sellerInitialPassword', locale, params);
export const managerInvitation = (params: EmailTemplateParams['managerInvitation'], locale: MailLocale) =>
  renderEmail('managerInvitation', locale, params);
export const lowRatingAlert = (params: EmailTemplateParams['lowRatingAlert'], locale: MailLocale) =>
  renderEmail('lowRatingAlert', locale, params);

export const reviewReply = (params: EmailTemplateParams['reviewReply'], locale: MailLocale) =>
  renderEmail('reviewReply', locale, params);

export const emailTemplates = [
  'verificationCode',
  'passwordReset',
  'sellerInitialPassword',
  'managerInvitation',
  'lowRatingAlert',
  'reviewReply',
] as const satisfies readonly EmailTemplate[];

export type { EmailTemplate, EmailTemplateParams, RenderedEmail } from './types.ts';
export { escapeHtml } from './layout.ts';
