import { createCampaign, isApiError, updateCampaign } from '@starcrew/api-client';
import type { Campaign, CampaignStep } from '@starcrew/contract';
import type { SaveCampaignRequest } from '@starcrew/machines';
import { toastQueue } from '@starcrew/ui';
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { Await } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import { planLimitPromptFor } from '../plan-limits/planLimitPrompt.ts';
import type { WizardOptions } from './campaigns.loader.ts';
import { CampaignWizard } from './wizard/CampaignWizard.tsx';

export interface WizardPanelProps {
  /** Edit this campaign; create without. */
  campaign: Campaign | null;
  initialStep?: CampaignStep;
  options: Promise<WizardOptions>;
  onSaved(campaign: Campaign): void;
  onCancel(): void;
}

/**
 * The wizard wired to createCampaign / updateCampaign. A 422 goes back to its step (the
 * machine); a 403 PlanLimitReached opens the console's one plan-limit prompt and leaves the
 * wizard; the server's success message is toasted once saved.
 */
export function WizardPanel({ campaign, initialStep, options, onSaved, onCancel }: WizardPanelProps) {
  const { api, planLimitPrompts, session } = useServices();
  const said = useRef<string | undefined>(undefined);
  // Taken once by the wizard: the latest callbacks are read through refs.
  const latest = useRef({ onSaved, onCancel });
  useEffect(() => {
    latest.current = { onSaved, onCancel };
  });

  const saveCampaign = useCallback(
    async ({ campaignId, values }: SaveCampaignRequest) => {
      try {
        const result = campaignId ? await updateCampaign(api, campaignId, values) : await createCampaign(api, values);
        said.current = result.message;
        return result.data;
      } catch (error) {
        if (isApiError(error)) {
          const prompt = planLimitPromptFor(error, session.getSnapshot().context.user?.role);
          // Past the plan's limit nothing in the wizard can help: the plan-limit prompt takes over.
          if (prompt && planLimitPrompts.show(prompt)) latest.current.onCancel();
        }
        throw error;
      }
    },
    [api, planLimitPrompts, session],
  );
  const saved = useCallback((result: Campaign) => {
    if (said.current) toastQueue.add({ tone: 'success', title: said.current });
    latest.current.onSaved(result);
  }, []);
  const cancel = useCallback(() => latest.current.onCancel(), []);

  return (
    <Suspense fallback={null}>
      <Await resolve={options}>
        {(choices: WizardOptions) => (
          <CampaignWizard
            campaign={campaign}
            {...(initialStep ? { initialStep } : {})}
            locations={choices.locations}
            sellers={choices.sellers}
            saveCampaign={saveCampaign}
            onSaved={saved}
            onCancel={cancel}
          />
        )}
      </Await>
    </Suspense>
  );
}
