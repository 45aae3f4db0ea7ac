import { isLocale, type Campaign, type CampaignStep } from '@starcrew/contract';
import {
  campaignWizardMachine,
  type CampaignDraft,
  type CampaignWizardEvent,
  type SaveCampaignRequest,
} from '@starcrew/machines';
import { Button, Form, Heading, MessageBox, Stack, Stepper, Text, type MultiSelectItem } from '@starcrew/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { BasicInformationStep } from './BasicInformationStep.tsx';
import { wizardMessages } from './messages.ts';
import { ParticipantsStep } from './ParticipantsStep.tsx';
import { RewardObjectiveStep } from './RewardObjectiveStep.tsx';
import type { StepProps } from './stepProps.ts';
import * as styles from './wizard.css.ts';

export interface CampaignWizardProps {
  /** Edit this campaign; create without. */
  campaign?: Campaign | null;
  /** A new campaign's first values (the selected location, say). */
  defaults?: Partial<CampaignDraft>;
  /** Opens on this step when the steps before it hold (an edit from the details' "Participants"). */
  initialStep?: CampaignStep;
  locations: MultiSelectItem[];
  sellers: MultiSelectItem[];
  /** Creates or updates (taken once, when the wizard opens); rejects with the API client's error (a 422 goes back to its field's step). */
  saveCampaign(request: SaveCampaignRequest): Promise<Campaign>;
  onSaved(campaign: Campaign): void;
  onCancel(): void;
}

const stepTitles = {
  basicInformation: wizardMessages.stepBasicInformation,
  rewardObjective: wizardMessages.stepRewardObjective,
  participants: wizardMessages.stepParticipants,
} as const;
const steps = ['basicInformation', 'rewardObjective', 'participants'] as const satisfies CampaignStep[];

/** The machine with the caller's save and what follows it; the actor takes them once, on arrival. */
function wizardMachineFor(save: CampaignWizardProps['saveCampaign'], onSaved: CampaignWizardProps['onSaved']) {
  return campaignWizardMachine.provide({
    actors: { saveCampaign: fromPromise(({ input }: { input: SaveCampaignRequest }) => save(input)) },
    actions: {
      showSaved: ({ context }) => {
        if (context.saved) onSaved(context.saved);
      },
    },
  });
}

/**
 * The campaign wizard's three steps driven by `campaignWizardMachine`: the machine keeps what
 * was entered and judges each step; this draws the step it is on. The save call is the
 * caller's (routes and api-client calls belong to the campaigns screens).
 */
export function CampaignWizard(props: CampaignWizardProps) {
  const intl = useIntl();
  const actor = useActorRef(wizardMachineFor(props.saveCampaign, props.onSaved), {
    input: {
      locale: isLocale(intl.locale) ? intl.locale : 'en',
      campaign: props.campaign ?? null,
      ...(props.defaults === undefined ? {} : { defaults: props.defaults }),
    },
  });
  const snapshot = useSelector(actor, (s) => s);
  const send = (event: CampaignWizardEvent) => actor.send(event);

  useEffect(() => {
    if (props.initialStep) actor.send({ type: 'wizard.goTo', step: props.initialStep });
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
  useEffect(() => {
    if (isLocale(intl.locale) && intl.locale !== actor.getSnapshot().context.locale) {
      actor.send({ type: 'wizard.locale', locale: intl.locale });
    }
  }, [actor, intl.locale]);

  const { context } = snapshot;
  const editing = snapshot.matches('editing');
  const step: CampaignStep = editing
    ? (steps.find((candidate) => snapshot.matches({ editing: candidate })) ?? 'basicInformation')
    : 'participants';
  const stepIndex = steps.indexOf(step);
  const isBusy = snapshot.hasTag('busy');

  // The step's heading takes focus when the step changes, so a screen reader hears where it is.
  const headingId = useId();
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current !== step) document.getElementById(headingId)?.focus();
    previousStep.current = step;
  }, [step, headingId]);

  const stepProps: StepProps = {
    values: context.values,
    errors: context.errors,
    locked: context.locked,
    isDisabled: isBusy,
    onChange: (values) => send({ type: 'wizard.change', values }),
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (snapshot.matches('failed')) send({ type: 'wizard.retry' });
    else send({ type: step === 'participants' ? 'wizard.submit' : 'wizard.next' });
  };
  const isEdit = context.campaignId !== null;

  return (
    <div className={styles.frame}>
      <Stack space="300">
        <Stack space="100">
          <Heading level={1}>
            {intl.formatMessage(isEdit ? wizardMessages.editTitle : wizardMessages.createTitle)}
          </Heading>
          <Text tone="muted">{intl.formatMessage(wizardMessages.intro)}</Text>
        </Stack>
        <Stepper steps={steps.map((s) => intl.formatMessage(stepTitles[s]))} currentStep={stepIndex} />
        {context.locked.length > 0 && context.status === 'in_progress' && (
          <MessageBox tone="info">{intl.formatMessage(wizardMessages.started)}</MessageBox>
        )}
        <Form onSubmit={onSubmit} validationBehavior="aria">
          <Stack space="250">
            <Heading level={2} id={headingId} tabIndex={-1} className={styles.stepHeading}>
              {intl.formatMessage(stepTitles[step])}
            </Heading>
            {snapshot.matches('failed') && context.failure && (
              <MessageBox tone="error">{context.failure.message}</MessageBox>
            )}
            {step === 'basicInformation' && <BasicInformationStep {...stepProps} />}
            {step === 'rewardObjective' && <RewardObjectiveStep {...stepProps} />}
            {step === 'participants' && (
              <ParticipantsStep {...stepProps} locations={props.locations} sellers={props.sellers} />
            )}
            <div className={styles.actions}>
              <Button variant="ghost" onPress={() => props.onCancel()} isDisabled={isBusy}>
                {intl.formatMessage(wizardMessages.cancel)}
              </Button>
              <div className={styles.actionGroup}>
                {stepIndex > 0 && (
                  <Button
                    variant="secondary"
                    onPress={() =>
                      send(snapshot.matches('failed') ? { type: 'wizard.dismiss' } : { type: 'wizard.back' })
                    }
                    isDisabled={isBusy}
                  >
                    {intl.formatMessage(wizardMessages.back)}
                  </Button>
                )}
                <Button variant="primary" type="submit" isPending={isBusy}>
                  {intl.formatMessage(
                    snapshot.matches('failed')
                      ? wizardMessages.retry
                      : step !== 'participants'
                        ? wizardMessages.next
                        : isEdit
                          ? wizardMessages.save
                          : wizardMessages.create,
                  )}
                </Button>
              </div>
            </div>
          </Stack>
        </Form>
      </Stack>
    </div>
  );
}
