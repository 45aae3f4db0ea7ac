export {
  locales,
  isLocale,
  toLocale,
  resolveLocale,
  localeFromAcceptLanguage,
  LOCALE_STORAGE_KEY,
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
} from './locale.ts';
export type { Locale, LocaleSources } from './locale.ts';
export { formatCurrency, formatLongDate, CURRENCY } from './format.ts';
export { catalogs, translate } from './catalog.ts';
export type { Catalog, MessageValues } from './catalog.ts';
export {
  formatLoaded,
  forgetTier,
  loadMessages,
  loadedMessages,
  loadTier,
  messagesState,
  showMessages,
  subscribeMessages,
} from './load.ts';
export type { DeclaredMessage, MessagesState, Tier } from './load.ts';
export { tierNames } from './tiers.generated.ts';
export { validationMessageIds } from './validation.ts';
export type { ValidationKind } from './validation.ts';
