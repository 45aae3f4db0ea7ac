import IntlMessageFormat from 'intl-messageformat';
import type { Catalog, MessageValues } from './catalog.ts';
import type { Locale } from './locale.ts';

import { importers, type Tier } from './tiers.generated.ts';

/**
 * The parts of a catalogue a browser downloads separately (DECISIONS.md): `public`, what the
 * pages without a signed-in layout show (/login); `shell`, what the signed-in layout adds;
 * and one tier per feature folder of the console, what its screens add. `pnpm i18n:extract`
 * writes them from en.json and fr.json, with `tiers.generated.ts`, which imports each.
 */
export type { Tier };

const loaded = new Map<string, Catalog>();
const pending = new Map<string, Promise<Catalog>>();
const key = (locale: Locale, tier: Tier) => `${locale}:${tier}`;

/** The language to show and what it shows (see `messagesState`). */
export interface MessagesState {
  /** The language asked for last (`showMessages`); undefined before any. */
  wanted: Locale | undefined;
  /** The language on screen and the union of its loaded tiers; null until one can show. */
  shown: { locale: Locale; messages: Catalog } | null;
}

/**
 * The tiers every language shown must have, by who asked: public always, the shell once a
 * signed-in layout asked, and the tier of the route being opened or shown (its loader asked;
 * each route's replaces the previous one's, so a switch downloads what this page shows).
 */
const asked = new Map<string, Tier>([['public', 'public']]);
const neededTiers = () => [...new Set(asked.values())];
let state: MessagesState = { wanted: undefined, shown: null };
let shownSignature: string | undefined;
const listeners = new Set<() => void>();
const wantedWaiters: Array<(locale: Locale) => void> = [];

/** The tiers of `locale` loaded so far: a page being left keeps its texts while the next one loads. */
const loadedTiers = (locale: Locale) => [...loaded.keys()].filter((k) => k.startsWith(`${locale}:`)).sort();

function union(locale: Locale): Catalog {
  return Object.assign({}, ...loadedTiers(locale).map((k) => loaded.get(k))) as Catalog;
}

const complete = (locale: Locale) => neededTiers().every((tier) => loaded.has(key(locale, tier)));

/**
 * Recomputes what shows: the wanted language once all its needed tiers are in, else the one
 * on screen (so a switch never shows a half-translated page), or, when `fallback` (a failed
 * download with nothing on screen yet), the wanted one with what it has: English defaults.
 */
function update(fallback = false) {
  const { wanted, shown } = state;
  let locale = shown?.locale;
  if (wanted && complete(wanted)) locale = wanted;
  else if (!shown && wanted && fallback) locale = wanted;
  // A new object only when what shows changes: each one re-renders every translated text.
  const signature = locale && loadedTiers(locale).join();
  if (signature !== shownSignature) {
    shownSignature = signature;
    state = { wanted, shown: locale ? { locale, messages: union(locale) } : null };
  }
  listeners.forEach((listener) => listener());
}

/**
 * Loads one tier of one locale's catalogue (once; later calls share the first download). Ids
 * missing from what is loaded fall back to the English `defaultMessage` declared in code.
 */
export function loadMessages(locale: Locale, tier: Tier = 'public'): Promise<Catalog> {
  const known = pending.get(key(locale, tier));
  if (known) return known;
  const loading = importers[locale][tier]().then(
    (module) => {
      loaded.set(key(locale, tier), module.default);
      update();
      return module.default;
    },
    (error: unknown) => {
      // Forget a failed download (offline, new deploy) so the next switch retries it.
      pending.delete(key(locale, tier));
      throw error;
    },
  );
  pending.set(key(locale, tier), loading);
  return loading;
}

/**
 * Asks to show `locale`: downloads every tier a language needs now and shows it once they are
 * in; until then the language on screen stays. A failed download with nothing on screen shows
 * the English defaults rather than nothing; the promise rejects so the caller may tell.
 */
export function showMessages(locale: Locale): Promise<void> {
  if (state.wanted !== locale) {
    state = { ...state, wanted: locale };
    wantedWaiters.splice(0).forEach((resolve) => resolve(locale));
    update();
  }
  return Promise.all(neededTiers().map((tier) => loadMessages(locale, tier))).then(
    () => undefined,
    (error: unknown) => {
      update(true);
      throw error;
    },
  );
}

/**
 * Adds a tier every language shown must have from now on and resolves once the wanted
 * language has it (a route's loader awaits it before its screen renders). `slot` names who
 * asks: a later call with the same slot replaces its tier (each route's loader asks for its
 * feature's with the slot `screen`), so a language switch downloads the tiers the page on
 * screen needs, not every tier seen since. Asked before any language is (a route loader may
 * run first), it waits for `showMessages`.
 */
export function loadTier(tier: Tier, slot: string = tier): Promise<void> {
  asked.set(slot, tier);
  const wanted = state.wanted
    ? Promise.resolve(state.wanted)
    : new Promise<Locale>((resolve) => wantedWaiters.push(resolve));
  return wanted.then((locale) => loadMessages(locale, tier)).then(() => undefined);
}

/**
 * Forgets the tier `slot` asked for (a route with no tier of its own, such as /login, clears
 * the previous route's `screen`): a language switch no longer downloads it. What is loaded stays.
 */
export function forgetTier(slot: string): void {
  if (slot !== 'public') asked.delete(slot);
}

/** For React's `useSyncExternalStore`: the listener runs whenever a tier arrives or the wanted language changes. */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The wanted and shown language; the same object until either changes (a `useSyncExternalStore` snapshot). */
export function messagesState(): MessagesState {
  return state;
}

/** The union of the tiers of `locale` loaded so far, or undefined before any. */
export function loadedMessages(locale: Locale): Catalog | undefined {
  return loadedTiers(locale).length ? union(locale) : undefined;
}

/** A message declared in code: its id and the English text used while no catalogue has it. */
export interface DeclaredMessage {
  id: string;
  defaultMessage: string;
}

/**
 * Formats a message outside React in the browser (a toast built in an API callback), from the
 * loaded tiers of `locale`, else the English `defaultMessage`. Unlike `translate`, it does
 * not bundle both catalogues into the page.
 */
export function formatLoaded(locale: Locale, message: DeclaredMessage, values?: MessageValues): string {
  const source = loadedMessages(locale)?.[message.id] ?? message.defaultMessage;
  return String(new IntlMessageFormat(source, locale).format(values));
}
