import { rewardStatuses, type RewardStatus } from '@starcrew/contract';
import {
  Button,
  ConfirmDialog,
  Heading,
  Inline,
  Pagination,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from '@starcrew/ui';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Await, useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { confirmBody, confirmTitle, localIntro, rewardsMessages as m, selectedMessage } from './messages.ts';
import * as styles from './rewards.css.ts';
import { rewardsParams, type RewardsData, type RewardsPage, type RewardsQuery } from './rewards.loader.ts';
import { RewardsTable } from './RewardsTable.tsx';
import { useRewardDistribution } from './useRewardDistribution.ts';

/**
 * Rewards (spec sections 2 and 4), and Local rewards with the same data: tabs To Distribute and
 * Distributed (in the URL, which the route's loader reads), a page of rewards to select, then
 * "Mark as distributed", or "Undistribute" after the confirmation, through the distribution machine.
 */
export default function RewardsScreen() {
  const data = useLoaderData<RewardsData>();
  const frame = (page: RewardsPage | null, failed: boolean) => (
    <Rewards key={`${data.query.tab}:${data.query.page}`} data={data} page={page} failed={failed} />
  );
  return (
    <Suspense fallback={frame(null, false)}>
      <Await resolve={data.page} errorElement={frame(null, true)}>
        {(page: RewardsPage) => frame(page, false)}
      </Await>
    </Suspense>
  );
}

const tabLabel: Record<RewardStatus, 'toDistribute' | 'distributed'> = {
  to_distribute: 'toDistribute',
  distributed: 'distributed',
};

interface RewardsProps {
  data: RewardsData;
  /** The page; null while it loads or when it failed. */
  page: RewardsPage | null;
  failed: boolean;
}

function Rewards({ data: { query, scope, locationName }, page, failed }: RewardsProps) {
  const intl = useIntl();
  const [, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const reload = () => void revalidator.revalidate();
  const distribution = useRewardDistribution([...selected], query.tab, () => {
    setSelected(new Set());
    reload();
  });
  // The modal's wording while it closes after a success, when the selection is already cleared.
  const asked = Math.max(selected.size, 1);
  const show = (next: Partial<RewardsQuery>) =>
    setSearchParams(rewardsParams({ ...query, page: 1, ...next }), { preventScrollReset: true, replace: true });

  const intro =
    scope === 'all'
      ? intl.formatMessage(m.intro)
      : locationName
        ? intl.formatMessage(localIntro, { location: locationName })
        : intl.formatMessage(m.noLocation);

  return (
    <Stack space="300">
      <Stack space="050">
        <Heading level={1}>{intl.formatMessage(scope === 'all' ? m.title : m.localTitle)}</Heading>
        <Text tone="muted">{intro}</Text>
      </Stack>
      <Tabs
        selectedKey={query.tab}
        onSelectionChange={(key) => key !== query.tab && show({ tab: key as RewardStatus })}
      >
        <TabList aria-label={intl.formatMessage(m.tabsLabel)}>
          {rewardStatuses.map((id) => (
            <Tab key={id} id={id} {...(page ? { count: page.counts[id] } : {})}>
              {intl.formatMessage(m[tabLabel[id]])}
            </Tab>
          ))}
        </TabList>
        {rewardStatuses.map((id) => (
          <TabPanel key={id} id={id}>
            <Stack space="200">
              <div className={styles.actions}>
                <Text tone="muted" aria-live="polite">
                  {selected.size > 0 && intl.formatMessage(selectedMessage, { count: selected.size })}
                </Text>
                {id === 'to_distribute' ? (
                  <Button
                    variant="primary"
                    isDisabled={selected.size === 0}
                    isPending={distribution.busy}
                    onPress={distribution.distribute}
                  >
                    {intl.formatMessage(m.distribute)}
                  </Button>
                ) : (
                  <Button variant="secondary" isDisabled={selected.size === 0} onPress={distribution.undistribute}>
                    {intl.formatMessage(m.undistribute)}
                  </Button>
                )}
              </div>
              {distribution.error && !distribution.confirming && (
                <Text tone="danger" role="alert">
                  {distribution.error}
                </Text>
              )}
              <RewardsTable
                tab={id}
                rewards={page?.rewards ?? []}
                isLoading={!page && !failed}
                failed={failed}
                onRetry={reload}
                selected={selected}
                onSelectionChange={setSelected}
              />
              {page && page.pagination.last_page > 1 && (
                <Inline align="end">
                  <Pagination
                    page={query.page}
                    pageSize={page.pagination.per_page}
                    total={page.pagination.total}
                    onChange={(next) => show({ page: next })}
                  />
                </Inline>
              )}
            </Stack>
          </TabPanel>
        ))}
      </Tabs>
      <ConfirmDialog
        isOpen={distribution.confirming}
        onOpenChange={(open) => !open && distribution.cancel()}
        title={intl.formatMessage(confirmTitle, { count: asked })}
        tone="danger"
        confirmLabel={intl.formatMessage(m.confirm)}
        cancelLabel={intl.formatMessage(m.cancel)}
        isPending={distribution.busy}
        onConfirm={distribution.confirm}
      >
        <Stack space="100">
          <Text>{intl.formatMessage(confirmBody, { count: asked })}</Text>
          {distribution.error && (
            <Text tone="danger" role="alert">
              {distribution.error}
            </Text>
          )}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
