import { campaignSteps, lockedCampaignFields, type Campaign, type CampaignStep } from '@starcrew/contract';
import { assign, fromPromise, setup } from 'xstate';
import {
  allErrors,
  draftOf,
  emptyDraft,
  errorsWithout,
  firstStepWith,
  requestOf,
  stepErrors,
  unlockedChanges,
} from './campaignWizard.draft.ts';
import type {
  CampaignWizardContext,
  CampaignWizardEvent,
  CampaignWizardInput,
  SaveCampaignRequest,
  WizardFailure,
} from './campaignWizard.types.ts';

// Placeholders: the console gives the real actors and effects with `.provide()`, tests give fakes.
const notProvided = (name: string) => () => {
  throw new Error(`campaignWizardMachine: "${name}" must be provided`);
};

/** A 422's field errors (ApiError's `flatFieldErrors`); none for any other failure. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields = (error as { flatFieldErrors?: unknown } | null)?.flatFieldErrors;
  return typeof fields === 'object' && fields !== null ? { ...(fields as Record<string, string>) } : {};
}

function failureOf(error: unknown): WizardFailure {
  const { message, kind, status } = (error ?? {}) as { message?: unknown; kind?: unknown; status?: unknown };
  return {
    message: typeof message === 'string' ? message : String(error),
    ...(typeof kind === 'string' ? { kind } : {}),
    ...(typeof status === 'number' ? { status } : {}),
  };
}

/** The steps before this one. */
const before = (step: CampaignStep) => campaignSteps.slice(0, campaignSteps.indexOf(step));

type Ctx = { context: CampaignWizardContext };
const holds = (context: CampaignWizardContext, step: CampaignStep) =>
  Object.keys(stepErrors(step, context.values, context.locale)).length === 0;

/** "Next" on a step: forward when it holds, its messages otherwise. */
const next = (step: CampaignStep, target: CampaignStep) =>
  [
    { guard: { type: 'stepHolds', params: { step } }, target },
    { actions: { type: 'showStepErrors', params: { step } } },
  ] as const;

/** The stepper's jump to `step`, taken when the request names it and every earlier step holds. */
const goTo = (step: CampaignStep) =>
  ({
    guard: {
      type: 'canReach',
      params: ({ event }: { event: { step?: CampaignStep } }) => ({ step, requested: event.step }),
    },
    target: `.${step}`,
  }) as const;

/** A 422 sends the form back to the earliest step owning one of its fields. */
const refusedOn = (step: CampaignStep) =>
  ({
    guard: { type: 'refusedOn', params: ({ event }: { event: { error: unknown } }) => ({ step, error: event.error }) },
    target: `#campaignWizard.editing.${step}`,
    actions: { type: 'storeServerErrors', params: ({ event }: { event: { error: unknown } }) => event.error },
  }) as const;

export const campaignWizardMachine = setup({
  types: {
    context: {} as CampaignWizardContext,
    events: {} as CampaignWizardEvent,
    input: {} as CampaignWizardInput,
    output: {} as Campaign | null,
  },
  actors: {
    /** Creates or updates; resolves with the campaign as saved, rejects with ApiError. */
    saveCampaign: fromPromise<Campaign, SaveCampaignRequest>(notProvided('saveCampaign')),
  },
  actions: {
    /** The campaign is saved: the console toasts and closes the wizard. */
    showSaved: notProvided('showSaved'),
    change: assign(({ context, event }) => {
      if (event.type !== 'wizard.change') return {};
      const changes = unlockedChanges(event.values, context.locked);
      return { values: { ...context.values, ...changes }, errors: errorsWithout(context.errors, changes) };
    }),
    showStepErrors: assign(({ context }, { step }: { step: CampaignStep }) => ({
      errors: { ...context.errors, ...stepErrors(step, context.values, context.locale) },
    })),
    showAllErrors: assign(({ context }) => ({ errors: allErrors(context.values, context.locale) })),
    // Messages shown are said again in the new language where the form can judge them; the
    // server's own (a locked field, say) stay as they came.
    relocalize: assign(({ context, event }) => {
      if (event.type !== 'wizard.locale') return {};
      const judged = allErrors(context.values, event.locale);
      return {
        locale: event.locale,
        errors: Object.fromEntries(Object.entries(context.errors).map(([key, text]) => [key, judged[key] ?? text])),
      };
    }),
    storeServerErrors: assign((_, error: unknown) => ({ errors: fieldErrorsOf(error) })),
    storeFailure: assign((_, error: unknown) => ({ failure: failureOf(error) })),
  },
  guards: {
    stepHolds: ({ context }: Ctx, { step }: { step: CampaignStep }) => holds(context, step),
    canReach: ({ context }: Ctx, { step, requested }: { step: CampaignStep; requested: CampaignStep | undefined }) =>
      requested === step && before(step).every((earlier) => holds(context, earlier)),
    allHold: ({ context }: Ctx) => Object.keys(allErrors(context.values, context.locale)).length === 0,
    firstFailingIs: ({ context }: Ctx, { step }: { step: CampaignStep }) =>
      firstStepWith(allErrors(context.values, context.locale)) === step,
    refusedOn: (_: Ctx, { step, error }: { step: CampaignStep; error: unknown }) =>
      firstStepWith(fieldErrorsOf(error)) === step,
  },
}).createMachine({
  id: 'campaignWizard',
  context: ({ input }) => {
    const campaign = input.campaign ?? null;
    const status = campaign?.status ?? 'upcoming';
    return {
      locale: input.locale,
      campaignId: campaign?.id ?? null,
      status,
      locked: lockedCampaignFields(status),
      values: campaign ? draftOf(campaign) : { ...emptyDraft, ...input.defaults },
      errors: {},
      failure: null,
      saved: null,
    };
  },
  initial: 'editing',
  output: ({ context }) => context.saved,
  states: {
    editing: {
      tags: ['editable'],
      initial: 'basicInformation',
      on: {
        'wizard.change': { actions: 'change' },
        'wizard.locale': { actions: 'relocalize' },
        'wizard.goTo': campaignSteps.map(goTo),
      },
      states: {
        basicInformation: { on: { 'wizard.next': next('basicInformation', 'rewardObjective') } },
        rewardObjective: {
          on: { 'wizard.next': next('rewardObjective', 'participants'), 'wizard.back': 'basicInformation' },
        },
        participants: {
          on: {
            'wizard.back': 'rewardObjective',
            // Every step is judged again: a field of an earlier one may have changed since.
            'wizard.submit': [
              { guard: 'allHold', target: '#campaignWizard.submitting' },
              {
                guard: { type: 'firstFailingIs', params: { step: 'basicInformation' } },
                target: 'basicInformation',
                actions: 'showAllErrors',
              },
              {
                guard: { type: 'firstFailingIs', params: { step: 'rewardObjective' } },
                target: 'rewardObjective',
                actions: 'showAllErrors',
              },
              { actions: 'showAllErrors' },
            ],
          },
        },
      },
    },
    // Pending: the form stays as entered, not editable.
    submitting: {
      tags: ['busy'],
      entry: assign({ errors: {}, failure: null }),
      invoke: {
        id: 'saveCampaign',
        src: 'saveCampaign',
        input: ({ context }) => ({ campaignId: context.campaignId, values: requestOf(context.values) }),
        onDone: { target: 'saved', actions: assign(({ event }) => ({ saved: event.output })) },
        onError: [
          ...campaignSteps.map(refusedOn),
          // Not about a field (a plan limit, the server down): its message, with a retry.
          {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
          },
        ],
      },
    },
    // The form stays on screen with the message: changing a field or going back edits again.
    failed: {
      tags: ['failed'],
      on: {
        'wizard.retry': 'submitting',
        'wizard.dismiss': 'editing.participants',
        'wizard.change': { target: 'editing.participants', actions: 'change' },
        'wizard.back': 'editing.rewardObjective',
      },
    },
    saved: { type: 'final', tags: ['saved'], entry: 'showSaved' },
  },
});
