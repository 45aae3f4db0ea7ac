import { CardDeclinedError, CardError } from '../payments.errors.ts';

/**
 * Stripe's documented test cards (docs.stripe.com/testing) and what each does in the
 * sandbox. Like Stripe in test mode, any other number is refused, even a valid one: the
 * sandbox must never see a real card.
 */
export type CardBehaviour =
  /** Setup and every charge succeed. */
  | 'succeeds'
  /** Setup asks for 3-D Secure; once approved, charges succeed. */
  | 'requires_authentication'
  /** Setup succeeds (a zero-amount check), every charge is declined for lack of funds. */
  | 'charge_insufficient_funds'
  /** Attaching succeeds, every charge is declined (Stripe's 4000 0000 0000 0341). */
  | 'charge_declined';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

interface TestCard {
  brand: CardBrand;
  behaviour: CardBehaviour;
  /** Refused at setup with this error instead. */
  setupError?: () => CardError;
}

const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': { brand: 'visa', behaviour: 'succeeds' },
  '4000056655665556': { brand: 'visa', behaviour: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'succeeds' },
  '2223003122003222': { brand: 'mastercard', behaviour: 'succeeds' },
  '378282246310005': { brand: 'amex', behaviour: 'succeeds' },
  '6011111111111117': { brand: 'discover', behaviour: 'succeeds' },
  '4000002760003184': { brand: 'visa', behaviour: 'requires_authentication' },
  '4000000000009995': { brand: 'visa', behaviour: 'charge_insufficient_funds' },
  '4000000000000341': { brand: 'visa', behaviour: 'charge_declined' },
  '4000000000000002': { brand: 'visa', behaviour: 'succeeds', setupError: () => new CardDeclinedError() },
  '4000000000000069': {
    brand: 'visa',
    behaviour: 'succeeds',
    setupError: () => new CardError('Your card has expired.', 'expired_card', null, 'exp_month'),
  },
  '4000000000000127': {
    brand: 'visa',
    behaviour: 'succeeds',
    setupError: () => new CardError("Your card's security code is incorrect.", 'incorrect_cvc', null, 'cvc'),
  },
};

export interface SandboxCardInput {
  number: string;
  expMonth: number;
  /** Two or four digits. */
  expYear: number;
  cvc: string;
}

export interface ValidatedCard {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: CardBehaviour;
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Checks the card fields in Stripe's order (number, expiry, CVC) with Stripe's messages. */
export function validateCard(card: SandboxCardInput, now: Date): ValidatedCard {
  const number = card.number.replace(/[\s-]/g, '');
  if (!passesLuhn(number)) throw new CardError('Your card number is incorrect.', 'incorrect_number', null, 'number');
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    throw new CardError("Your card's expiration month is invalid.", 'invalid_expiry_month', null, 'exp_month');
  }
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (!Number.isInteger(expYear) || expYear < year || expYear > year + 50) {
    throw new CardError("Your card's expiration year is invalid.", 'invalid_expiry_year', null, 'exp_year');
  }
  // A card is valid through the last day of its expiry month.
  if (expYear === year && card.expMonth < month) {
    throw new CardError("Your card's expiration month is invalid.", 'invalid_expiry_month', null, 'exp_month');
  }
  const test = TEST_CARDS[number];
  const cvcLength = test?.brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    throw new CardError("Your card's security code is invalid.", 'invalid_cvc', null, 'cvc');
  }
  if (!test) {
    throw new CardDeclinedError(
      'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      'test_mode_live_card',
    );
  }
  if (test.setupError) throw test.setupError();
  return { brand: test.brand, last4: number.slice(-4), expMonth: card.expMonth, expYear, behaviour: test.behaviour };
}

/** A charge on a stored card: throws the decline Stripe would return for that test card. */
export function chargeCard(behaviour: CardBehaviour): void {
  if (behaviour === 'charge_insufficient_funds') {
    throw new CardDeclinedError('Your card has insufficient funds.', 'insufficient_funds');
  }
  if (behaviour === 'charge_declined') throw new CardDeclinedError();
}
