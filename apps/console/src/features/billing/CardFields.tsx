import { Stack, TextField } from '@starcrew/ui';
import { defineMessages, useIntl } from 'react-intl';
import * as styles from './billing.css.ts';

const messages = defineMessages({
  number: { id: 'billing.card.number', defaultMessage: 'Card number' },
  expiry: { id: 'billing.card.expiry', defaultMessage: 'Expiry (MM/YY)' },
  cvc: { id: 'billing.card.cvc', defaultMessage: 'Security code (CVC)' },
});

/** Stripe's success test card, as placeholders: the sandbox accepts test cards only. */
const EXAMPLE = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/** What the sandbox card form sends (Stripe's test cards only). */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Reads the fields of `CardFields` from the form's data. */
export function readCard(data: FormData): CardInput {
  const [month = '', year = ''] = String(data.get('card_expiry') ?? '').split('/');
  return {
    number: String(data.get('card_number') ?? '').replace(/\s+/g, ''),
    expMonth: Number(month.trim()) || 0,
    expYear: Number(year.trim()) || 0,
    cvc: String(data.get('card_cvc') ?? '').trim(),
  };
}

/**
 * Our own card fields, used with the payments sandbox (decisions.md); their errors come
 * from the server under `number`, `exp_month`, `exp_year` and `cvc`, which the form maps
 * onto these names.
 */
export function CardFields() {
  const intl = useIntl();
  return (
    <Stack space="150">
      <TextField
        name="card_number"
        label={intl.formatMessage(messages.number)}
        fieldName="field.cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={EXAMPLE.number}
        isRequired
      />
      <div className={styles.formGrid}>
        <TextField
          name="card_expiry"
          label={intl.formatMessage(messages.expiry)}
          fieldName="field.expMonth"
          autoComplete="cc-exp"
          placeholder={EXAMPLE.expiry}
          isRequired
        />
        <TextField
          name="card_cvc"
          label={intl.formatMessage(messages.cvc)}
          fieldName="field.cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={EXAMPLE.cvc}
          isRequired
        />
      </div>
    </Stack>
  );
}

/** The server's card field errors under the form's names. */
export function cardErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (name: string, message: string | undefined) => {
    if (message && !out[name]) out[name] = message;
  };
  put('card_number', errors.number ?? errors.payment_method_id ?? errors.setup_intent_id);
  put('card_expiry', errors.exp_month ?? errors.exp_year);
  put('card_cvc', errors.cvc);
  return out;
}
