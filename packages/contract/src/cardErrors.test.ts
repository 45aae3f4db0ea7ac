import { catalogs } from '@starcrew/i18n';
import { describe, expect, it } from 'vitest';
import { cardErrorMessageIds, cardMessageIdFor, cardMessageIds } from './cardErrors.ts';

describe('card error messages', () => {
  it.each(Object.entries(cardErrorMessageIds))('should show %s as %s, a message of both catalogues', (_, id) => {
    expect(catalogs.en[id]).toBeTruthy();
    expect(catalogs.fr[id]).toBeTruthy();
  });

  it('should use every card message', () => {
    expect(new Set(Object.values(cardErrorMessageIds))).toEqual(new Set(Object.values(cardMessageIds)));
  });

  it("should map Stripe's codes and Stripe.js's own checks", () => {
    expect(cardMessageIdFor('expired_card')).toBe('billing.card.expired');
    expect(cardMessageIdFor('incomplete_number')).toBe('billing.card.incorrectNumber');
    expect(cardMessageIdFor('setup_intent_authentication_failure', null)).toBe('billing.card.authenticationFailed');
  });

  it('should prefer the decline code, which says why the issuer refused', () => {
    expect(cardMessageIdFor('card_declined', 'insufficient_funds')).toBe('billing.card.insufficientFunds');
    expect(cardMessageIdFor('card_declined', 'generic_decline')).toBe('billing.card.declined');
    expect(cardMessageIdFor('incorrect_cvc', 'do_not_honor')).toBe('billing.card.incorrectCvc');
  });

  it('should say "declined" for a code it does not know', () => {
    expect(cardMessageIdFor('processing_error')).toBe('billing.card.declined');
    expect(cardMessageIdFor(undefined)).toBe('billing.card.declined');
    expect(cardMessageIdFor('constructor', 'toString')).toBe('billing.card.declined');
  });
});
