import type { Campaign, CampaignStatus } from '@starcrew/contract';
import type { IntlShape } from 'react-intl';
import { periodMessage } from './messages.ts';

/**
 * How a campaign's status and period read in the list and on its page. Apart from the list's
 * screen so that a campaign's page does not download the list (bench/budgets.json).
 */
export const campaignPill = {
  upcoming: 'upcoming',
  in_progress: 'inProgress',
  completed: 'completed',
} as const satisfies Record<CampaignStatus, string>;

/** "2 Mar 2026 – 29 Mar 2026", the days as the campaign's own calendar days (no time zone shift). */
export function formatPeriod(intl: IntlShape, campaign: Pick<Campaign, 'start_date' | 'end_date'>): string {
  const day = (text: string) =>
    intl.formatDate(`${text}T00:00:00Z`, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
  return intl.formatMessage(periodMessage, { start: day(campaign.start_date), end: day(campaign.end_date) });
}
