import { Button, Inline, TextField } from '@starcrew/ui';
import { useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';

const messages = defineMessages<{ label: NoMessageValues; apply: NoMessageValues; applied: { name: string } }>({
  label: { id: 'billing.coupon.label', defaultMessage: 'Coupon code' },
  apply: { id: 'billing.coupon.apply', defaultMessage: 'Apply' },
  applied: { id: 'billing.coupon.applied', defaultMessage: 'Coupon applied: {name}' },
});

export interface CouponFieldProps {
  /** Called with the typed code. */
  onApply: (code: string) => void;
  /** The accepted coupon's name, shown as success. @default null */
  appliedName?: string | null;
  /** The server's message for a refused code. @default null */
  error?: string | null;
  /** Whether the check is running. @default false */
  isPending?: boolean;
}

/** The coupon code with its feedback: accepted (its name) or refused (the server's message on the field). */
export function CouponField({ onApply, appliedName = null, error = null, isPending = false }: CouponFieldProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  return (
    <Inline space="100" alignY="bottom">
      <TextField
        label={intl.formatMessage(messages.label)}
        fieldName="field.couponCode"
        value={code}
        onChange={setCode}
        isInvalid={Boolean(error)}
        errorMessage={error ?? undefined}
        description={appliedName ? intl.formatMessage(messages.applied, { name: appliedName }) : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (code.trim()) onApply(code);
          }
        }}
      />
      <Button variant="secondary" onPress={() => onApply(code)} isDisabled={!code.trim()} isPending={isPending}>
        {intl.formatMessage(messages.apply)}
      </Button>
    </Inline>
  );
}
