import { LIVE_RESYNC } from '@starcrew/contract';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';

/**
 * The details page's live ranking (issue 16): while the page is open, a `campaign.ranking` of
 * this campaign (a review was attributed to a participant) or a `resync` (events were missed)
 * loads the route's data again, as the inbox's "new reviews" does; the ranking itself still
 * comes from the loader.
 */
export function useLiveRanking(campaignId: string): void {
  const { live } = useServices();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(
    () =>
      live((notice) => {
        if (notice.kind === LIVE_RESYNC) return void revalidate.current();
        if (notice.kind === 'campaign.ranking' && notice.data.campaign_id === campaignId) void revalidate.current();
      }),
    [live, campaignId],
  );
}
