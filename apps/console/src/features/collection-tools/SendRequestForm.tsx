import type { WithMessage } from '@starcrew/api-client';
import type { ReviewRequestChannel, ReviewRequestEntry, ReviewRequestRequest } from '@starcrew/contract';
import {
  Button,
  Card,
  EmailField,
  Form,
  Option,
  Radio,
  RadioGroup,
  Select,
  Text,
  TextField,
  toastQueue,
} from '@starcrew/ui';
import { useCallback, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { textOf, useApiMutation } from '../../app/useMutation.ts';
import type { ApiClient } from '@starcrew/api-client';
import { sendLimitMessage, toolsMessages } from './messages.ts';

export interface SendChoice {
  id: string;
  label: string;
}

export interface SendRequestFormProps {
  /** The call: a manager's (for a location) or a seller's own. */
  send(api: ApiClient, body: ReviewRequestRequest): Promise<WithMessage<ReviewRequestEntry>>;
  /** A manager picks whose link goes out: '' for the location's own, else a seller's id. */
  sellers?: SendChoice[];
  /** A seller working at several locations picks one. */
  locations?: SendChoice[];
  /** "12 of 100 requests sent today". */
  limit?: { sent_today: number; per_day: number } | undefined;
  onSent(): void;
}

/**
 * Send a review request (spec section 2, "Tools"): the customer's first name and an email or a
 * mobile number, by channel. The server checks every field and answers in the spec's words;
 * past the location's daily limit its 429 is the API client's toast.
 */
export function SendRequestForm({ send, sellers, locations, limit, onSent }: SendRequestFormProps) {
  const intl = useIntl();
  const [channel, setChannel] = useState<ReviewRequestChannel>('email');
  const [seller, setSeller] = useState('');
  const [location, setLocation] = useState(locations?.[0]?.id ?? '');
  // A new form after each request sent: nothing of the last customer stays typed.
  const [round, setRound] = useState(0);
  const mutation = useApiMutation(send);
  const run = mutation.run;

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const data = new FormData(event.currentTarget);
      const contact = textOf(data, channel === 'email' ? 'email' : 'phone').trim();
      const result = await run({
        channel,
        first_name: textOf(data, 'first_name').trim(),
        ...(channel === 'email' ? { email: contact } : { phone: contact }),
        ...(sellers && seller ? { seller_id: seller } : {}),
        ...(locations ? { location_id: location } : {}),
      });
      if (!result) return;
      if (result.message) toastQueue.add({ tone: 'success', title: result.message });
      setRound((r) => r + 1);
      onSent();
    },
    [channel, seller, sellers, location, locations, run, onSent],
  );

  return (
    <Card
      title={intl.formatMessage(toolsMessages.sendTitle)}
      description={
        limit ? intl.formatMessage(sendLimitMessage, { sent: limit.sent_today, limit: limit.per_day }) : undefined
      }
      headingLevel={2}
    >
      <Form key={round} onSubmit={(e) => void onSubmit(e)} validationErrors={mutation.fieldErrors}>
        {locations && locations.length > 1 && (
          <Select
            label={intl.formatMessage(toolsMessages.location)}
            selectedKey={location}
            onSelectionChange={(key) => key !== null && setLocation(String(key))}
          >
            {locations.map((l) => (
              <Option key={l.id} id={l.id} textValue={l.label}>
                {l.label}
              </Option>
            ))}
          </Select>
        )}
        {sellers && (
          <Select
            label={intl.formatMessage(toolsMessages.whoseLink)}
            selectedKey={seller}
            onSelectionChange={(key) => key !== null && setSeller(String(key))}
          >
            {[{ id: '', label: intl.formatMessage(toolsMessages.locationLink) }, ...sellers].map((s) => (
              <Option key={s.id || 'location'} id={s.id} textValue={s.label}>
                {s.label}
              </Option>
            ))}
          </Select>
        )}
        <RadioGroup
          label={intl.formatMessage(toolsMessages.channel)}
          value={channel}
          onChange={(value) => setChannel(value === 'sms' ? 'sms' : 'email')}
          orientation="horizontal"
        >
          <Radio value="email">{intl.formatMessage(toolsMessages.channelEmail)}</Radio>
          <Radio value="sms">{intl.formatMessage(toolsMessages.channelSms)}</Radio>
        </RadioGroup>
        <TextField
          name="first_name"
          label={intl.formatMessage(toolsMessages.firstName)}
          fieldName="field.firstName"
          maxLength={50}
          autoComplete="off"
          isRequired
        />
        {channel === 'email' ? (
          <EmailField name="email" label={intl.formatMessage(toolsMessages.email)} autoComplete="off" isRequired />
        ) : (
          <TextField
            name="phone"
            type="tel"
            label={intl.formatMessage(toolsMessages.phone)}
            description={intl.formatMessage(toolsMessages.phoneHelp)}
            fieldName="field.phone"
            maxLength={30}
            autoComplete="off"
            isRequired
          />
        )}
        {mutation.fieldErrors?.channel && <Text tone="danger">{mutation.fieldErrors.channel}</Text>}
        <Button variant="primary" type="submit" isPending={mutation.isPending}>
          {intl.formatMessage(toolsMessages.send)}
        </Button>
      </Form>
    </Card>
  );
}
