import { createSeller, isApiError, updateSeller, type ApiClient } from '@starcrew/api-client';
import type { Location, MemberStatus, Seller, SellerRequest } from '@starcrew/contract';
import {
  Button,
  Dialog,
  EmailField,
  Form,
  MessageBox,
  MultiSelect,
  Radio,
  RadioGroup,
  Text,
  TextField,
  toastQueue,
} from '@starcrew/ui';
import { useCallback, useState, type FormEvent } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
import { textOf, useApiMutation } from '../../app/useMutation.ts';
import { planLimitPromptFor } from '../plan-limits/planLimitPrompt.ts';
import { sellersMessages } from './messages.ts';

/** Spec section 8's words, which the server also sends: said in the modal, the call being silent. */
const createFailed = defineMessage({
  id: 'sellers.createFailed',
  defaultMessage: 'An error occurred while creating the seller. Please try again.',
});

export interface SellerFormModalProps {
  /** Closed, adding a seller, or editing this one. */
  state: { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; seller: Seller };
  /** The active locations to choose from. */
  locations: Location[];
  onClose(): void;
  /** The seller was saved: the list reads again. */
  onSaved(): void;
}

/** Add and edit a seller (spec sections 2, 3, 5): names, email, locations (at least one), status. */
export function SellerFormModal({ state, locations, onClose, onSaved }: SellerFormModalProps) {
  const intl = useIntl();
  const seller = state.mode === 'edit' ? state.seller : null;
  return (
    <Dialog
      isOpen={state.mode !== 'closed'}
      onOpenChange={(open) => !open && onClose()}
      size="md"
      title={intl.formatMessage(seller ? sellersMessages.editTitle : sellersMessages.addTitle)}
    >
      {state.mode !== 'closed' && (
        // A fresh form for each opening: nothing typed for one seller shows for another.
        <SellerForm
          key={seller?.id ?? 'new'}
          seller={seller}
          locations={locations}
          onSaved={onSaved}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

interface SellerFormProps {
  seller: Seller | null;
  locations: Location[];
  onClose(): void;
  onSaved(): void;
}

function SellerForm({ seller, locations, onClose, onSaved }: SellerFormProps) {
  const intl = useIntl();
  const { planLimitPrompts, session } = useServices();
  const [locationIds, setLocationIds] = useState<string[]>(seller?.locations.map((l) => l.id) ?? []);
  const [status, setStatus] = useState<MemberStatus>(seller?.status ?? 'active');
  // The create call is silent (api-client): its failures other than a 422 are said here.
  const [failed, setFailed] = useState(false);
  const save = useApiMutation(
    useCallback(
      async (api: ApiClient, body: SellerRequest) => {
        if (seller) return updateSeller(api, seller.id, body);
        try {
          return await createSeller(api, body);
        } catch (error) {
          if (isApiError(error) && error.kind !== 'validation') {
            const prompt = planLimitPromptFor(error, session.getSnapshot().context.user?.role);
            // Past the plan's limit nothing in the form can help: the one plan-limit prompt takes over.
            if (prompt && planLimitPrompts.show(prompt)) onClose();
            else setFailed(true);
          }
          throw error;
        }
      },
      [seller, session, planLimitPrompts, onClose],
    ),
  );

  // The seller's locations the reader may not pick any more (inactive since) still show as chips.
  const items = [
    ...locations.map((l) => ({ id: l.id, name: l.title })),
    ...(seller?.locations ?? [])
      .filter((l) => !locations.some((known) => known.id === l.id))
      .map((l) => ({ id: l.id, name: l.title })),
  ];

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFailed(false);
    const result = await save.run({
      first_name: textOf(data, 'first_name').trim(),
      last_name: textOf(data, 'last_name').trim(),
      email: textOf(data, 'email').trim(),
      location_ids: locationIds,
      status,
    });
    if (!result) return;
    if (result.message) toastQueue.add({ tone: 'success', title: result.message });
    onSaved();
  };

  const locationsError = save.fieldErrors?.location_ids;
  return (
    <Form onSubmit={(e) => void onSubmit(e)} validationErrors={save.fieldErrors}>
      {failed && !save.fieldErrors && <MessageBox tone="error">{intl.formatMessage(createFailed)}</MessageBox>}
      <TextField
        name="first_name"
        label={intl.formatMessage(sellersMessages.firstName)}
        fieldName="field.firstName"
        defaultValue={seller?.first_name ?? ''}
        maxLength={50}
        autoComplete="off"
        isRequired
      />
      <TextField
        name="last_name"
        label={intl.formatMessage(sellersMessages.lastName)}
        fieldName="field.lastName"
        defaultValue={seller?.last_name ?? ''}
        maxLength={50}
        autoComplete="off"
        isRequired
      />
      <EmailField
        name="email"
        label={intl.formatMessage(sellersMessages.email)}
        defaultValue={seller?.email ?? ''}
        autoComplete="off"
        isRequired
      />
      <MultiSelect
        label={intl.formatMessage(sellersMessages.locations)}
        items={items}
        value={locationIds}
        onChange={(ids) => setLocationIds(ids.map(String))}
        isRequired
        // The server says "Please select at least one location" (spec section 5), on this field.
        validationBehavior="aria"
        isInvalid={locationsError !== undefined}
        errorMessage={locationsError}
      />
      <RadioGroup
        label={intl.formatMessage(sellersMessages.statusLabel)}
        value={status}
        onChange={(value) => setStatus(value === 'inactive' ? 'inactive' : 'active')}
        orientation="horizontal"
      >
        <Radio value="active">{intl.formatMessage(sellersMessages.active)}</Radio>
        <Radio value="inactive">{intl.formatMessage(sellersMessages.inactive)}</Radio>
      </RadioGroup>
      {!seller && <Text tone="muted">{intl.formatMessage(sellersMessages.passwordNote)}</Text>}
      <Button variant="secondary" slot="close">
        {intl.formatMessage(sellersMessages.cancel)}
      </Button>
      <Button variant="primary" type="submit" isPending={save.isPending}>
        {intl.formatMessage(seller ? sellersMessages.save : sellersMessages.create)}
      </Button>
    </Form>
  );
}
