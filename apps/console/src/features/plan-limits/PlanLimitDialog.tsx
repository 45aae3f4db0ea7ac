import { pathFor } from '@starcrew/machines';
import { Button, Dialog, Stack, Text } from '@starcrew/ui';
import { useState, useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import type { PlanLimitPrompts } from './planLimitPrompt.ts';

const messages = defineMessages({
  title: { id: 'planLimits.dialog.title', defaultMessage: 'Plan limit reached' },
  askOwner: {
    id: 'planLimits.dialog.askOwner',
    defaultMessage: 'Only the account owner can change the plan. Ask them to upgrade if your team needs more.',
  },
  seePlans: { id: 'planLimits.dialog.seePlans', defaultMessage: 'See plans' },
  notNow: { id: 'planLimits.dialog.notNow', defaultMessage: 'Not now' },
  close: { id: 'planLimits.dialog.close', defaultMessage: 'Close' },
});

export interface PlanLimitDialogProps {
  /** Where the prompts come from; the console's services' (fed by the API client) by default. */
  prompts?: PlanLimitPrompts;
}

/**
 * The one prompt for a 403 PlanLimitReached from any call (issue #7 section 3), mounted once in
 * the manager layout: the server's message, then "See plans" for the owner, or for a manager
 * (who cannot change billing) a word to ask the owner and only a close button. It replaces the
 * error toast, so nothing is said twice. Escape closes; focus goes back where it was.
 */
export function PlanLimitDialog(props: PlanLimitDialogProps) {
  const services = useServices();
  const prompts = props.prompts ?? services.planLimitPrompts;
  const intl = useIntl();
  const navigate = useNavigate();
  const prompt = useSyncExternalStore(prompts.subscribe, prompts.getSnapshot, prompts.getSnapshot);
  // The last prompt stays rendered while the dialog animates out.
  const [shown, setShown] = useState(prompt);
  if (prompt !== null && prompt !== shown) setShown(prompt);
  const seePlans = () => {
    prompts.dismiss();
    navigate(pathFor('manager.plans.upgrade'));
  };
  return (
    <Dialog
      title={intl.formatMessage(messages.title)}
      size="sm"
      isOpen={prompt !== null}
      onOpenChange={(open) => !open && prompts.dismiss()}
      hasCloseButton={false}
      footer={
        shown?.canUpgrade ? (
          <>
            <Button variant="secondary" slot="close">
              {intl.formatMessage(messages.notNow)}
            </Button>
            <Button variant="primary" onPress={seePlans}>
              {intl.formatMessage(messages.seePlans)}
            </Button>
          </>
        ) : (
          <Button variant="secondary" slot="close">
            {intl.formatMessage(messages.close)}
          </Button>
        )
      }
    >
      {shown && (
        <Stack space="100">
          <Text>{shown.message}</Text>
          {!shown.canUpgrade && <Text tone="muted">{intl.formatMessage(messages.askOwner)}</Text>}
        </Stack>
      )}
    </Dialog>
  );
}
