import { createSeller, updateSeller, type ApiClient } from '@starcrew/api-client';
import type { Location, MemberLimits, MemberStatus, Seller, SellerRequest } from '@starcrew/contract';
import { Button, EmailField, Form, MessageBox, Radio, RadioGroup, Text, toastQueue } from '@starcrew/ui';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { textOf } from '../../app/useMutation.ts';
import {
  fullLocationsOf,
  MemberFormDialog,
  MemberLocationsField,
  MemberNameFields,
  MemberPlanLimit,
  memberLocationItems,
  useMemberSave,
} from '../team/memberForm.tsx';
import { sellerFormMessages } from './formMessages.ts';
import { sellersMessages } from './messages.ts';

// For the screen's lazyMemberForm: one import() of this module brings the form and that dialog.
export { LocationsUnavailable } from '../team/memberForm.tsx';

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
  /**
   * The plan's members per location and each location's members (the sellers list's): a full
   * location is said before sending. Without it, only the server judges.
   * @default undefined
   */
  memberLimits?: MemberLimits | undefined;
  onClose(): void;
  /** The seller was saved: the list reads again. */
  onSaved(): void;
}

/** Add and edit a seller (spec sections 2, 3, 5): names, email, locations (at least one), status. */
export function SellerFormModal({ state, locations, memberLimits, onClose, onSaved }: SellerFormModalProps) {
  const intl = useIntl();
  const seller = state.mode === 'edit' ? state.seller : null;
  return (
    <MemberFormDialog
      isOpen={state.mode !== 'closed'}
      onClose={onClose}
      title={intl.formatMessage(seller ? sellerFormMessages.editTitle : sellerFormMessages.addTitle)}
    >
      <SellerForm
        key={seller?.id ?? 'new'}
        seller={seller}
        locations={locations}
        memberLimits={memberLimits}
        onSaved={onSaved}
        onClose={onClose}
      />
    </MemberFormDialog>
  );
}

interface SellerFormProps {
  seller: Seller | null;
  locations: Location[];
  memberLimits: MemberLimits | undefined;
  onClose(): void;
  onSaved(): void;
}

function SellerForm({ seller, locations, memberLimits, onClose, onSaved }: SellerFormProps) {
  const intl = useIntl();
  const [locationIds, setLocationIds] = useState<string[]>(seller?.locations.map((l) => l.id) ?? []);
  const [status, setStatus] = useState<MemberStatus>(seller?.status ?? 'active');
  // The server's rule on the list's counts: a location already full is said before sending.
  const full = fullLocationsOf(
    memberLimits,
    seller && { location_ids: seller.locations.map((l) => l.id), active: seller.status === 'active' },
    { location_ids: locationIds, active: status === 'active' },
  );
  const limitRef = useRef<HTMLDivElement>(null);
  const save = useMemberSave(
    useCallback(
      (api: ApiClient, body: SellerRequest) => (seller ? updateSeller(api, seller.id, body) : createSeller(api, body)),
      [seller],
    ),
    !seller,
    onClose,
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (full.length > 0) {
      limitRef.current?.focus();
      return;
    }
    const data = new FormData(event.currentTarget);
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

  return (
    <Form onSubmit={(e) => void onSubmit(e)} validationErrors={save.fieldErrors}>
      {save.failed && <MessageBox tone="error">{intl.formatMessage(createFailed)}</MessageBox>}
      <MemberNameFields
        labels={{
          firstName: intl.formatMessage(sellersMessages.firstName),
          lastName: intl.formatMessage(sellersMessages.lastName),
        }}
        member={seller}
      />
      <EmailField
        name="email"
        label={intl.formatMessage(sellersMessages.email)}
        defaultValue={seller?.email ?? ''}
        autoComplete="off"
        isRequired
      />
      <MemberLocationsField
        label={intl.formatMessage(sellerFormMessages.locations)}
        // The seller's locations the reader may not pick any more (inactive since) still show as chips.
        items={memberLocationItems(locations, seller?.locations)}
        value={locationIds}
        onChange={setLocationIds}
        error={save.fieldErrors?.location_ids}
      />
      {memberLimits && full.length > 0 && <MemberPlanLimit ref={limitRef} limits={memberLimits} full={full} />}
      <RadioGroup
        label={intl.formatMessage(sellerFormMessages.statusLabel)}
        value={status}
        onChange={(value) => setStatus(value === 'inactive' ? 'inactive' : 'active')}
        orientation="horizontal"
      >
        <Radio value="active">{intl.formatMessage(sellerFormMessages.active)}</Radio>
        <Radio value="inactive">{intl.formatMessage(sellerFormMessages.inactive)}</Radio>
      </RadioGroup>
      {!seller && <Text tone="muted">{intl.formatMessage(sellerFormMessages.passwordNote)}</Text>}
      <Button variant="secondary" slot="close">
        {intl.formatMessage(sellerFormMessages.cancel)}
      </Button>
      <Button variant="primary" type="submit" isPending={save.isPending}>
        {intl.formatMessage(seller ? sellerFormMessages.save : sellerFormMessages.create)}
      </Button>
    </Form>
  );
}
