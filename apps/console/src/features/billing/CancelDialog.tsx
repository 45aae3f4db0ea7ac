import { cancelReasons, type CancelReason } from '@starcrew/contract';
import { Dialog, Button, Inline, Radio, RadioGroup, Stack, Text, TextArea } from '@starcrew/ui';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  title: { id: 'billing.cancel.title', defaultMessage: 'Cancel your subscription' },
  body: {
    id: 'billing.cancel.body',
    defaultMessage:
      'Your managers lose access to reviews, campaigns and team tools at once. You can subscribe again at any time.',
  },
  reason: { id: 'billing.cancel.reason', defaultMessage: 'Why are you leaving?' },
  details: { id: 'billing.cancel.details', defaultMessage: 'Anything else we should know? (optional)' },
  keep: { id: 'billing.cancel.keep', defaultMessage: 'Keep my subscription' },
  confirm: { id: 'billing.cancel.confirm', defaultMessage: 'Cancel subscription' },
  too_expensive: { id: 'billing.cancel.reason.tooExpensive', defaultMessage: 'It is too expensive' },
  missing_features: { id: 'billing.cancel.reason.missingFeatures', defaultMessage: 'A feature I need is missing' },
  not_using: { id: 'billing.cancel.reason.notUsing', defaultMessage: 'We do not use it enough' },
  switching_service: { id: 'billing.cancel.reason.switching', defaultMessage: 'We are moving to another service' },
  temporary: { id: 'billing.cancel.reason.temporary', defaultMessage: 'We are closing for a while' },
  other: { id: 'billing.cancel.reason.other', defaultMessage: 'Another reason' },
});

export interface CancelDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the chosen reason and the optional details. */
  onConfirm: (reason: CancelReason, details: string) => void;
  /** Whether the cancellation is running. @default false */
  isPending?: boolean;
}

/** The cancel modal with its reasons (spec section 2); a reason is required to confirm. */
export function CancelDialog({ isOpen, onOpenChange, onConfirm, isPending = false }: CancelDialogProps) {
  const intl = useIntl();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [details, setDetails] = useState('');
  return (
    <Dialog title={intl.formatMessage(messages.title)} isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Stack space="200">
        <Text tone="muted">{intl.formatMessage(messages.body)}</Text>
        <RadioGroup
          label={intl.formatMessage(messages.reason)}
          value={reason}
          onChange={(value) => setReason(value as CancelReason)}
          isRequired
        >
          {cancelReasons.map((r) => (
            <Radio key={r} value={r}>
              {intl.formatMessage(messages[r] as MessageDescriptor)}
            </Radio>
          ))}
        </RadioGroup>
        <TextArea label={intl.formatMessage(messages.details)} value={details} onChange={setDetails} maxLength={1000} />
        <Inline align="end" space="100">
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {intl.formatMessage(messages.keep)}
          </Button>
          <Button
            variant="danger"
            isDisabled={reason === null}
            isPending={isPending}
            onPress={() => reason && onConfirm(reason, details.trim())}
          >
            {intl.formatMessage(messages.confirm)}
          </Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
