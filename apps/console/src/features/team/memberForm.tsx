import { isApiError, type ApiClient } from '@starcrew/api-client';
import {
  fullLocations,
  type Location,
  type LocationMembers,
  type MemberLimits,
  type MemberPlacement,
} from '@starcrew/contract';
import { pathFor } from '@starcrew/machines';
import { Button, Dialog, Link, MessageBox, MultiSelect, Text, TextField } from '@starcrew/ui';
import { useSelector } from '@xstate/react';
import { useCallback, useState, type ReactNode, type Ref } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
import { useApiMutation } from '../../app/useMutation.ts';
import { planLimitPromptFor } from '../plan-limits/planLimitPrompt.ts';

/** The plan-limit prompt's own words (PlanLimitDialog), said here inside the form. */
const planMessages = defineMessages({
  title: { id: 'planLimits.dialog.title', defaultMessage: 'Plan limit reached' },
  askOwner: {
    id: 'planLimits.dialog.askOwner',
    defaultMessage: 'Only the account owner can change the plan. Ask them to upgrade if your team needs more.',
  },
  seePlans: { id: 'planLimits.dialog.seePlans', defaultMessage: 'See plans' },
});

/** The server's own words for the same refusal (contract billingMessageIds.limitReached). */
const limitReached = defineMessage<{
  resource: string;
  plan: string;
  limit: number;
  count: number;
  locations: string;
}>({
  id: 'billing.limitReached',
  defaultMessage:
    '{resource, select, competitors {Your {plan} plan allows up to {limit} competitors per location.} running_campaigns {Your {plan} plan allows up to {limit} running campaigns at a time.} other {{count, plural, one {{locations} already has {limit} team members, the most your {plan} plan allows per location.} other {{locations} already have {limit} team members each, the most your {plan} plan allows per location.}}}} Upgrade your plan to add more.',
});

const locationsFailed = defineMessages({
  title: { id: 'team.locationsFailed.title', defaultMessage: 'Your locations could not be loaded' },
  body: {
    id: 'team.locationsFailed.body',
    defaultMessage:
      'A team member works at one or more of your locations, so the form cannot open without them. Reload the page to try again.',
  },
  close: { id: 'team.locationsFailed.close', defaultMessage: 'Close' },
});

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

/**
 * The locations a member's save would take past the plan's members per location, judged by the
 * server's own function (contract `fullLocations`) on the counts the list carried; none without
 * them (the server still judges).
 */
export function fullLocationsOf(
  limits: MemberLimits | undefined,
  before: MemberPlacement | null,
  after: MemberPlacement,
): LocationMembers[] {
  return limits ? fullLocations(limits.per_location, limits.locations, before, after) : [];
}

interface MemberPlanLimitProps {
  limits: MemberLimits;
  /** The full locations the choice would join (`fullLocationsOf`), at least one. */
  full: LocationMembers[];
  /** Focused when a save is attempted anyway. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Said in the form, before anything is sent: the server's words naming the full locations, then
 * "See plans" for the owner, or for a manager (who cannot change billing) a word to ask the owner.
 */
export function MemberPlanLimit({ limits, full, ref }: MemberPlanLimitProps) {
  const intl = useIntl();
  const { session } = useServices();
  const canUpgrade = useSelector(session, (s) => s.context.user?.role === 'super_manager');
  return (
    // Focusable from a save attempted anyway (the reset's :focus-visible ring then shows where it is).
    <div ref={ref} tabIndex={-1}>
      <MessageBox
        tone="warning"
        title={intl.formatMessage(planMessages.title)}
        action={
          canUpgrade ? (
            <Link href={pathFor('manager.plans.upgrade')} variant="standalone">
              {intl.formatMessage(planMessages.seePlans)}
            </Link>
          ) : undefined
        }
      >
        <Text>
          {intl.formatMessage(limitReached, {
            resource: 'members',
            plan: limits.plan ?? '',
            limit: limits.per_location ?? 0,
            count: full.length,
            locations: full.map((location) => location.title).join(', '),
          })}
        </Text>
        {!canUpgrade && <Text tone="muted">{intl.formatMessage(planMessages.askOwner)}</Text>}
      </MessageBox>
    </div>
  );
}

interface LocationsUnavailableProps {
  isOpen: boolean;
  onClose(): void;
}

/** "Add" pressed while the locations to choose from could not be loaded: said, rather than nothing happening. */
export function LocationsUnavailable({ isOpen, onClose }: LocationsUnavailableProps) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={intl.formatMessage(locationsFailed.title)}
      hasCloseButton={false}
      footer={
        <Button variant="secondary" slot="close">
          {intl.formatMessage(locationsFailed.close)}
        </Button>
      }
    >
      <MessageBox tone="error">{intl.formatMessage(locationsFailed.body)}</MessageBox>
    </Dialog>
  );
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
