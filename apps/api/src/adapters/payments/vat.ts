import type { VatContext } from './payments.types.ts';

/**
 * The VAT rule of decisions.md, applied by the sandbox (Stripe computes it with automatic
 * tax): 20% in France; 0% (reverse charge) for a valid EU VAT number outside France;
 * 20% otherwise. Starcrew is a French seller, hence the French standard rate as default.
 */

export const FRENCH_VAT_RATE = 20;

/**
 * Syntax of each member state's VAT number, after its prefix (VIES formats). Greece uses
 * `EL`, not its ISO code `GR`. This checks the form only: VIES is not reachable here.
 */
const VAT_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** ISO 3166-1 codes of the EU member states. */
export const EU_COUNTRIES: ReadonlySet<string> = new Set(
  Object.keys(VAT_PATTERNS).map((prefix) => (prefix === 'EL' ? 'GR' : prefix)),
);

/** `de 123.456-789` → `DE123456789`: people type spaces, dots and dashes. */
export function normalizeVatNumber(vatNumber: string): string {
  return vatNumber.toUpperCase().replace(/[\s.-]/g, '');
}

function vatPrefixOf(country: string): string {
  const upper = country.toUpperCase();
  return upper === 'GR' ? 'EL' : upper;
}

/**
 * True when the number has its country's form. With `country`, the prefix must also be
 * that country's: a German company with a Dutch number is not reverse charged.
 */
export function isValidEuVatNumber(vatNumber: string, country?: string): boolean {
  const normalized = normalizeVatNumber(vatNumber);
  const prefix = normalized.slice(0, 2);
  const pattern = VAT_PATTERNS[prefix];
  if (!pattern) return false;
  if (country !== undefined && vatPrefixOf(country) !== prefix) return false;
  return pattern.test(normalized.slice(2));
}

export type VatReason = 'france' | 'eu_reverse_charge' | 'standard';

export interface VatTreatment {
  /** Percent. */
  rate: number;
  reverseCharge: boolean;
  reason: VatReason;
}

export function vatTreatment({ country, vatNumber }: VatContext): VatTreatment {
  const upper = country.toUpperCase();
  if (upper === 'FR') return { rate: FRENCH_VAT_RATE, reverseCharge: false, reason: 'france' };
  if (EU_COUNTRIES.has(upper) && vatNumber && isValidEuVatNumber(vatNumber, upper)) {
    return { rate: 0, reverseCharge: true, reason: 'eu_reverse_charge' };
  }
  return { rate: FRENCH_VAT_RATE, reverseCharge: false, reason: 'standard' };
}

/** VAT on an amount excluding tax, rounded half away from zero to the cent. */
export function vatAmount(taxableAmount: number, rate: number): number {
  const raw = (taxableAmount * rate) / 100;
  return Math.sign(raw) * Math.round(Math.abs(raw));
}
