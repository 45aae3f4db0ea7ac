import {
  HONEYPOT_FIELD,
  reviewBounds,
  reviewErrorText,
  reviewFieldError,
  reviewFields,
  type ReviewField,
  type Translate,
} from './reviewSubmission.ts';

/*
 * The public review page's HTML, written by the server (apps/api, publicReviews) and pictured
 * by the review form's stories. It lives in the contract because the markup is the contract
 * between the server that writes it and the enhancement script that reads it (the `data-rf-*`
 * hooks, the field names and ids): one source, so the two cannot drift. Plain strings, no
 * React: the page reads and submits with HTML and CSS alone (issue 18). The class names
 * (`rf-*`) are styled by apps/review-form/src/page.css.ts from the design system's tokens.
 */

/** Escapes text and attribute values (`"` included) for HTML. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The seller's QR customization (team issue) as the page shows it; empty colours keep the theme's. */
export interface ReviewPageBrand {
  primaryColor: string;
  secondaryColor: string;
  logoUrl: string | null;
}

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The customization's colours as the design system's own custom properties (architecture:
 * "a tenant can re-brand the review form by overriding variables"): the accent of the button,
 * the stars and the header band. Only hex colours pass; anything else keeps the theme.
 */
export function brandStyle(brand: ReviewPageBrand): string {
  if (!COLOR.test(brand.primaryColor) || !COLOR.test(brand.secondaryColor)) return '';
  return (
    `:root{--sc-color-background-accent:${brand.primaryColor};--sc-color-background-accentHover:${brand.primaryColor};` +
    `--sc-color-background-accentPressed:${brand.primaryColor};--sc-color-text-onAccent:${brand.secondaryColor};` +
    `--rf-brand:${brand.primaryColor};--rf-on-brand:${brand.secondaryColor}}`
  );
}

export interface ReviewPageAssets {
  stylesheets: string[];
  scripts: string[];
}

/** A whole document around one page's body. */
export function reviewDocument(input: {
  lang: string;
  title: string;
  body: string;
  assets: ReviewPageAssets;
  /** A stylesheet of the page's own (the brand colours); its hash goes into the page's policy. */
  inlineStyle?: string;
}): string {
  const links = input.assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  // Module scripts are deferred: the page is read and usable before the enhancement loads.
  const scripts = input.assets.scripts
    .map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`)
    .join('');
  const style = input.inlineStyle ? `<style>${input.inlineStyle}</style>` : '';
  return (
    `<!doctype html><html lang="${escapeHtml(input.lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(input.title)}</title><link rel="icon" type="image/svg+xml" href="/reviews/assets/favicon.svg">` +
    `${links}${style}${scripts}</head><body>${input.body}</body></html>`
  );
}

/** The header every page shows: the logo of the customization and the location's name. */
function header(locationName: string | null, brand: ReviewPageBrand): string {
  const logo = brand.logoUrl ? `<img class="rf-logo" src="${escapeHtml(brand.logoUrl)}" alt="">` : '';
  const name = locationName ? `<p class="rf-location">${escapeHtml(locationName)}</p>` : '';
  // A link that names nothing has no one's band to show.
  return logo || name ? `<header class="rf-brand">${logo}${name}</header>` : '';
}

function shell(locationName: string | null, brand: ReviewPageBrand, content: string): string {
  return `<main class="rf-page"><div class="rf-card">${header(locationName, brand)}<div class="rf-content" data-rf-content>${content}</div></div></main>`;
}

export interface ReviewFormView {
  locationName: string;
  brand: ReviewPageBrand;
  /** Where the plain form posts (the page's own path, with its `?lang=`). */
  action: string;
  /** The JSON call the enhancement sends instead. */
  jsonAction: string;
  /** Where the thank-you page is (the enhancement shows it without a reload). */
  thanksUrl: string;
  /** The location's write-a-review link on Google; null when the location has none. */
  googleReviewUrl: string | null;
  /** What the customer typed, kept on a page shown again. */
  values?: Partial<Record<ReviewField, string>>;
  /** Problems of the fields, as message descriptors; shown in the page's language. */
  errors?: Partial<Record<ReviewField, string>>;
  /** A message for the whole form (the submission limit). */
  notice?: string | null;
}

const STAR =
  '<svg class="rf-star-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z"/></svg>';

function describedBy(field: string, error: string | undefined, hint?: string): string {
  const ids = [hint, error ? `${field}-error` : undefined].filter(Boolean).join(' ');
  return ids ? ` aria-describedby="${ids}"` : '';
}

function errorLine(field: string, error: string | undefined): string {
  // Always present (empty when right), so the enhancement fills it in place.
  return `<p class="rf-error" id="${field}-error" data-rf-error="${field}"${error ? '' : ' hidden'}>${error ? escapeHtml(error) : ''}</p>`;
}

function ratingGroup(t: Translate, value: string, error: string | undefined): string {
  const options = [1, 2, 3, 4, 5]
    .map(
      (n) =>
        `<label class="rf-star"><input class="rf-star-input" type="radio" name="rating" value="${n}"${value === String(n) ? ' checked' : ''}>` +
        `${STAR}<span class="rf-sr">${escapeHtml(t('reviewForm.stars', { count: n }))}</span></label>`,
    )
    .join('');
  return (
    `<fieldset class="rf-field rf-rating" role="radiogroup" data-rf-field="rating" aria-required="true"` +
    `${error ? ' aria-invalid="true"' : ''}${describedBy('rating', error)}>` +
    `<legend class="rf-label">${escapeHtml(t('reviewForm.rating'))} <span class="rf-required" aria-hidden="true">*</span></legend>` +
    `<div class="rf-stars">${options}</div>${errorLine('rating', error)}</fieldset>`
  );
}

function textField(
  t: Translate,
  field: Exclude<ReviewField, 'rating'>,
  label: string,
  value: string,
  error: string | undefined,
  options: { multiline?: boolean; type?: string; autocomplete?: string; hint?: string } = {},
): string {
  const hintId = options.hint ? `${field}-hint` : undefined;
  const common =
    `id="${field}" name="${field}" maxlength="${reviewBounds[field]}" aria-required="true"` +
    `${error ? ' aria-invalid="true"' : ''}${describedBy(field, error, hintId)}` +
    (options.autocomplete ? ` autocomplete="${options.autocomplete}"` : '');
  const control = options.multiline
    ? `<textarea class="rf-input rf-textarea" rows="5" ${common}>${escapeHtml(value)}</textarea>`
    : `<input class="rf-input" type="${options.type ?? 'text'}" ${common} value="${escapeHtml(value)}">`;
  const hint = options.hint ? `<p class="rf-hint" id="${hintId}">${escapeHtml(options.hint)}</p>` : '';
  return (
    `<div class="rf-field" data-rf-field="${field}"><label class="rf-label" for="${field}">${escapeHtml(label)} ` +
    `<span class="rf-required" aria-hidden="true">*</span></label>${control}${hint}${errorLine(field, error)}</div>`
  );
}

/**
 * Every message the enhancement may show, in the page's language, keyed by field and message
 * id: the script then carries no catalogue (a `<script type="application/json">` is data,
 * which the content security policy does not block).
 */
function clientMessages(t: Translate): string {
  const samples: Record<ReviewField, string[]> = {
    rating: ['', 'x'],
    comment: ['', 'x'.repeat(reviewBounds.comment + 1)],
    first_name: ['', 'x'.repeat(reviewBounds.first_name + 1)],
    last_name: ['', 'x'.repeat(reviewBounds.last_name + 1)],
    email: ['', 'x'.repeat(reviewBounds.email + 1), 'x@'],
  };
  const messages: Record<string, Record<string, string>> = {};
  for (const field of reviewFields) {
    const byId: Record<string, string> = {};
    for (const sample of samples[field]) {
      const error = reviewFieldError(field, sample);
      if (error) byId[error.id] = reviewErrorText(t, error);
    }
    messages[field] = byId;
  }
  messages['form'] = { sending: t('reviewForm.sending'), network: t('reviewForm.networkError') };
  // `<` escaped so no message can close the script element.
  return JSON.stringify(messages).replace(/</g, '\\u003c');
}

/** The form, as first shown or shown again with the problems of a submission. */
export function reviewFormBody(view: ReviewFormView, t: Translate): string {
  const values = view.values ?? {};
  const errors = view.errors ?? {};
  const v = (field: ReviewField) => values[field] ?? '';
  const notice = view.notice
    ? `<div class="rf-notice" role="alert" data-rf-notice>${escapeHtml(view.notice)}</div>`
    : '<div class="rf-notice" role="alert" data-rf-notice hidden></div>';
  const form =
    `<form class="rf-form" method="post" action="${escapeHtml(view.action)}" novalidate data-rf-form ` +
    `data-json-action="${escapeHtml(view.jsonAction)}" data-thanks-url="${escapeHtml(view.thanksUrl)}">` +
    ratingGroup(t, v('rating'), errors.rating) +
    textField(t, 'comment', t('reviewForm.comment'), v('comment'), errors.comment, { multiline: true }) +
    `<div class="rf-names">` +
    textField(t, 'first_name', t('reviewForm.firstName'), v('first_name'), errors.first_name, {
      autocomplete: 'given-name',
    }) +
    textField(t, 'last_name', t('reviewForm.lastName'), v('last_name'), errors.last_name, {
      autocomplete: 'family-name',
    }) +
    `</div>` +
    textField(t, 'email', t('reviewForm.email'), v('email'), errors.email, {
      type: 'email',
      autocomplete: 'email',
      hint: t('reviewForm.emailHint'),
    }) +
    // Off screen and out of the tab order: people never see it, robots fill it in.
    `<div class="rf-honeypot" aria-hidden="true"><label for="${HONEYPOT_FIELD}">${escapeHtml(t('reviewForm.honeypot'))}</label>` +
    `<input id="${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off"></div>` +
    `<button class="rf-button" type="submit">${escapeHtml(t('reviewForm.submit'))}</button></form>`;
  const content =
    `<h1 class="rf-title">${escapeHtml(t('reviewForm.title'))}</h1>` +
    `<p class="rf-muted">${escapeHtml(t('reviewForm.intro'))}</p>${notice}${form}` +
    `<template data-rf-thanks>${thankYouContent(view, t)}</template>` +
    `<script type="application/json" data-rf-messages>${clientMessages(t)}</script>`;
  return shell(view.locationName, view.brand, content);
}

export interface ThankYouView {
  locationName: string;
  brand: ReviewPageBrand;
  googleReviewUrl: string | null;
}

/**
 * The thanks, and to every customer whatever the rating, the offer to post on Google too
 * (decisions.md: never gate).
 */
function thankYouContent(view: ThankYouView, t: Translate): string {
  const google = view.googleReviewUrl
    ? `<p class="rf-muted">${escapeHtml(t('reviewForm.googleOffer', { business: view.locationName }))}</p>` +
      `<a class="rf-button rf-button-link" href="${escapeHtml(view.googleReviewUrl)}" rel="noopener noreferrer">${escapeHtml(t('reviewForm.googleButton'))}</a>`
    : '';
  return (
    `<h1 class="rf-title" tabindex="-1" data-rf-thanks-title>${escapeHtml(t('reviewForm.thanksTitle'))}</h1>` +
    `<p>${escapeHtml(t('reviewForm.thanksBody', { business: view.locationName }))}</p>${google}`
  );
}

export function thankYouBody(view: ThankYouView, t: Translate): string {
  return shell(view.locationName, view.brand, thankYouContent(view, t));
}

export interface LinkProblemView {
  /** Unknown or malformed link, or a location that collects no reviews now. */
  problem: 'unknown' | 'inactive';
  locationName?: string | null;
  brand: ReviewPageBrand;
}

/** A clear page instead of an error code (issue 15). */
export function linkProblemBody(view: LinkProblemView, t: Translate): string {
  const text =
    view.problem === 'inactive'
      ? t('reviewForm.inactive', { business: view.locationName ?? '' })
      : t('reviewForm.badLink');
  const title = view.problem === 'inactive' ? t('reviewForm.inactiveTitle') : t('reviewForm.badLinkTitle');
  return shell(
    view.locationName ?? null,
    view.brand,
    `<h1 class="rf-title">${escapeHtml(title)}</h1><p class="rf-muted">${escapeHtml(text)}</p>`,
  );
}
