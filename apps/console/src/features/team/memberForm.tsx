import { isApiError, type ApiClient } from '@starcrew/api-client';
import type { Location } from '@starcrew/contract';
import { Dialog, MultiSelect, TextField } from '@starcrew/ui';
import { useCallback, useState, type ReactNode } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';
import { useApiMutation } from '../../app/useMutation.ts';
import { planLimitPromptFor } from '../plan-limits/planLimitPrompt.ts';

/**
 * What the seller's and the manager's forms share: the dialog, the save with its plan-limit
 * prompt, the names and the locations. Each form keeps what is its own (status, access).
 */

interface MemberFormDialogProps {
  isOpen: boolean;
  title: string;
  onClose(): void;
  /** The form, rendered only while open (keyed by the member, so nothing typed carries over). */
  children: ReactNode;
}

export function MemberFormDialog({ isOpen, title, onClose, children }: MemberFormDialogProps) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="md" title={title}>
      {isOpen && children}
    </Dialog>
  );
}

/**
 * A member's save. The create call is silent (api-client), so its failures other than a 422
 * are said by the form (`failed`), except past the plan's limit, where nothing in the form can
 * help: the one plan-limit prompt takes over and the form closes.
 */
export function useMemberSave<Body, Result>(
  save: (api: ApiClient, body: Body) => Promise<Result>,
  isCreate: boolean,
  onClose: () => void,
) {
  const { planLimitPrompts, session } = useServices();
  const [failed, setFailed] = useState(false);
  const mutation = useApiMutation(
    useCallback(
      async (api: ApiClient, body: Body) => {
        try {
          return await save(api, body);
        } catch (error) {
          if (isCreate && isApiError(error) && error.kind !== 'validation') {
            const prompt = planLimitPromptFor(error, session.getSnapshot().context.user?.role);
            if (prompt && planLimitPrompts.show(prompt)) onClose();
            else setFailed(true);
          }
          throw error;
        }
      },
      [save, isCreate, session, planLimitPrompts, onClose],
    ),
  );
  const run = (body: Body) => {
    setFailed(false);
    return mutation.run(body);
  };
  return { ...mutation, run, failed: failed && !mutation.fieldErrors };
}

/** The choices: the given locations, then the member's own that are not among them (kept, not dropped silently). */
export function memberLocationItems(locations: Location[], own: readonly { id: string; title: string }[] = []) {
  return [
    ...locations.map((l) => ({ id: l.id, name: l.title })),
    ...own.filter((l) => !locations.some((known) => known.id === l.id)).map((l) => ({ id: l.id, name: l.title })),
  ];
}

interface MemberNameFieldsProps {
  labels: { firstName: string; lastName: string };
  member: { first_name: string; last_name: string } | null;
}

export function MemberNameFields({ labels, member }: MemberNameFieldsProps) {
  return (
    <>
      <TextField
        name="first_name"
        label={labels.firstName}
        fieldName="field.firstName"
        defaultValue={member?.first_name ?? ''}
        maxLength={50}
        autoComplete="off"
        isRequired
      />
      <TextField
        name="last_name"
        label={labels.lastName}
        fieldName="field.lastName"
        defaultValue={member?.last_name ?? ''}
        maxLength={50}
        autoComplete="off"
        isRequired
      />
    </>
  );
}

interface MemberLocationsFieldProps {
  label: string;
  items: { id: string; name: string }[];
  value: string[];
  onChange(ids: string[]): void;
  /** The server's message for `location_ids`. */
  error: string | undefined;
}

export function MemberLocationsField({ label, items, value, onChange, error }: MemberLocationsFieldProps) {
  return (
    <MultiSelect
      label={label}
      items={items}
      value={value}
      onChange={(ids) => onChange(ids.map(String))}
      isRequired
      // The server says "Please select at least one location" (spec section 5), on this field.
      validationBehavior="aria"
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}
