/**
 * The server imports only the contract from the workspace (architecture.md), yet answers in
 * the reader's language: these are the i18n functions it needs, passed through unchanged.
 */
export { translate, localeFromAcceptLanguage, locales, isLocale, resolveLocale } from '@starcrew/i18n';
export type { Locale, MessageValues } from '@starcrew/i18n';
