import { describe, expect, it } from 'vitest';
import { PLANS } from './plans.ts';
import { invoiceAmounts } from './pricing.ts';
import { isValidEuVatNumber, normalizeVatNumber, vatTreatment } from './vat.ts';

describe('vatTreatment', () => {
  it.each([
    ['France, with a VAT number', { country: 'FR', vatNumber: 'FR40303265045' }, 20, false],
    ['France, without', { country: 'fr' }, 20, false],
    ['Germany with a valid VAT number', { country: 'DE', vatNumber: 'DE123456789' }, 0, true],
    ['Germany without a VAT number', { country: 'DE' }, 20, false],
    ['Germany with a malformed VAT number', { country: 'DE', vatNumber: 'DE1234' }, 20, false],
    ['Germany with a Dutch VAT number', { country: 'DE', vatNumber: 'NL123456789B01' }, 20, false],
    ['Greece with an EL number', { country: 'GR', vatNumber: 'EL123456789' }, 0, true],
    ['the United States', { country: 'US', vatNumber: 'DE123456789' }, 20, false],
  ])('%s', (_name, context, rate, reverseCharge) => {
    expect(vatTreatment(context)).toMatchObject({ rate, reverseCharge });
  });
});

describe('isValidEuVatNumber', () => {
  it.each([
    'ATU12345678',
    'BE0123456789',
    'DE123456789',
    'DK12345678',
    'ES X1234567X'.replace(' ', ''),
    'FR40303265045',
    'FRAB123456789',
    'IE1234567T',
    'IE1234567WI',
    'IT12345678901',
    'NL123456789B01',
    'PL1234567890',
    'SE123456789012',
    'de 123.456-789',
  ])('accepts %s', (vat) => {
    expect(isValidEuVatNumber(vat)).toBe(true);
  });

  it.each(['DE12345678', 'FR123', 'ATA12345678', 'NL123456789', 'XX123456789', 'GB123456789', '', 'BE2123456789'])(
    'refuses %s',
    (vat) => {
      expect(isValidEuVatNumber(vat)).toBe(false);
    },
  );

  it('normalises what people type', () => {
    expect(normalizeVatNumber(' fr 40-303.265.045 ')).toBe('FR40303265045');
  });
});

describe('invoiceAmounts', () => {
  it('discounts before VAT and rounds to the cent', () => {
    const coupon = {
      code: 'X',
      name: 'X',
      discount: { type: 'percent' as const, percentOff: 15 },
      duration: 'once' as const,
      durationInMonths: null,
    };

    expect(invoiceAmounts(2900 * 3, coupon, { country: 'FR' })).toEqual({
      subtotal: 8700,
      discount: 1305,
      tax: 1479,
      taxRate: 20,
      total: 8874,
      currency: 'eur',
      reverseCharge: false,
    });
  });

  it('never takes more than the subtotal with an amount off', () => {
    const coupon = {
      code: 'X',
      name: 'X',
      discount: { type: 'amount' as const, amountOff: 50_000, currency: 'eur' as const },
      duration: 'forever' as const,
      durationInMonths: null,
    };

    expect(invoiceAmounts(2900, coupon, { country: 'FR' })).toMatchObject({ discount: 2900, tax: 0, total: 0 });
  });
});

describe('PLANS', () => {
  it('holds the prices and limits of decisions.md, in cents per active location', () => {
    expect(Object.values(PLANS).map((p) => [p.id, p.prices.month, p.prices.year])).toEqual([
      ['essential', 2900, 29000],
      ['pro', 5900, 59000],
      ['network', 9900, 99000],
    ]);
    expect(Object.values(PLANS).map((p) => p.limits)).toEqual([
      { membersPerLocation: 5, runningCampaignsPerLocation: 2, competitorsPerLocation: 3 },
      { membersPerLocation: 25, runningCampaignsPerLocation: null, competitorsPerLocation: 5 },
      { membersPerLocation: null, runningCampaignsPerLocation: null, competitorsPerLocation: 10 },
    ]);
  });
});
