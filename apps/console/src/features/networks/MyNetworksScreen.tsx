import type { Location, NetworkTab } from '@starcrew/contract';
import { networkTabs } from '@starcrew/contract';
import { pathFor } from '@starcrew/machines';
import {
  Button,
  EmptyState,
  Heading,
  Inline,
  Link,
  MessageBox,
  Pagination,
  Skeleton,
  Stack,
  StatCard,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from '@starcrew/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { emitLocationRefresh } from '../locations/locationEvents.ts';
import { LocationRow } from './LocationRow.tsx';
import { activateSelected, networksMessages } from './messages.ts';
import * as styles from './networks.css.ts';
import { RenameLocationDialog } from './RenameLocationDialog.tsx';
import { useNetworks } from './useNetworks.ts';

const tabLabel = { all: networksMessages.all, active: networksMessages.active, inactive: networksMessages.inactive };

/**
 * My Networks (spec section 2): the network summary, the locations by licence tab, selecting
 * locations to activate (the network plan payment, route manager.networks.plans), and renaming.
 */
export default function MyNetworksScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [tab, setTab] = useState<NetworkTab>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [renaming, setRenaming] = useState<Location | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  const { data, failed, reload } = useNetworks(tab, page);
  const summary = data?.summary;

  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((known) => known !== id) : [...ids, id]));
  const activate = () => {
    const query = new URLSearchParams({ locations: selected.join(',') });
    void navigate(`${pathFor('manager.networks.plans')}?${query.toString()}`);
  };
  const number = (value: number | undefined) => (value === undefined ? '–' : intl.formatNumber(value));

  return (
    <Stack space="300">
      <div className={styles.toolbar}>
        <Stack space="050">
          <Heading level={1}>{intl.formatMessage(networksMessages.title)}</Heading>
          <Text tone="muted">{intl.formatMessage(networksMessages.intro)}</Text>
        </Stack>
        <Link href={pathFor('business.profile.setup')}>{intl.formatMessage(networksMessages.addMore)}</Link>
      </div>
      {notice && (
        <MessageBox tone="success" onDismiss={() => setNotice(undefined)}>
          {notice}
        </MessageBox>
      )}
      <div className={styles.stats}>
        <StatCard
          label={intl.formatMessage(networksMessages.statLocations)}
          value={number(summary?.total_locations)}
          isLoading={!summary}
        />
        <StatCard
          label={intl.formatMessage(networksMessages.statActive)}
          value={number(summary?.active_locations)}
          isLoading={!summary}
        />
        <StatCard
          label={intl.formatMessage(networksMessages.statRating)}
          value={
            summary?.average_rating == null
              ? '–'
              : intl.formatNumber(summary.average_rating, { maximumFractionDigits: 1 })
          }
          isLoading={!summary}
        />
        <StatCard
          label={intl.formatMessage(networksMessages.statReviews)}
          value={number(summary?.total_reviews)}
          isLoading={!summary}
        />
      </div>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          setTab(key as NetworkTab);
          setPage(1);
        }}
      >
        <div className={styles.toolbar}>
          <TabList aria-label={intl.formatMessage(networksMessages.tabsLabel)}>
            {networkTabs.map((id) => (
              <Tab key={id} id={id}>
                {intl.formatMessage(tabLabel[id])}
              </Tab>
            ))}
          </TabList>
          <Button variant="primary" isDisabled={selected.length === 0} onPress={activate}>
            {intl.formatMessage(activateSelected, { count: selected.length })}
          </Button>
        </div>
        {networkTabs.map((id) => (
          <TabPanel key={id} id={id}>
            <Stack space="200">
              {failed && (
                <MessageBox
                  tone="error"
                  action={
                    <Button size="sm" variant="secondary" onPress={reload}>
                      {intl.formatMessage(networksMessages.retry)}
                    </Button>
                  }
                >
                  {intl.formatMessage(networksMessages.loadFailed)}
                </MessageBox>
              )}
              {!data && !failed && <Skeleton height={240} />}
              {data && data.locations.length === 0 && (
                <EmptyState
                  title={intl.formatMessage(networksMessages.emptyTitle)}
                  action={
                    <Link href={pathFor('business.profile.setup')}>
                      {intl.formatMessage(networksMessages.emptyAction)}
                    </Link>
                  }
                >
                  {intl.formatMessage(networksMessages.emptyBody)}
                </EmptyState>
              )}
              {data && data.locations.length > 0 && (
                <Stack space="200">
                  <ul className={styles.list} aria-label={intl.formatMessage(networksMessages.listLabel)}>
                    {data.locations.map((location) => (
                      <LocationRow
                        key={location.id}
                        location={location}
                        isSelected={selected.includes(location.id)}
                        onToggle={() => toggle(location.id)}
                        onRename={() => setRenaming(location)}
                      />
                    ))}
                  </ul>
                  {data.pagination.last_page > 1 && (
                    <Inline align="end">
                      <Pagination
                        page={page}
                        pageSize={data.pagination.per_page}
                        total={data.pagination.total}
                        onChange={setPage}
                      />
                    </Inline>
                  )}
                </Stack>
              )}
            </Stack>
          </TabPanel>
        ))}
      </Tabs>
      <RenameLocationDialog
        location={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={(_, message) => {
          setRenaming(null);
          setNotice(message);
          reload();
          // The top bar lists the same names.
          emitLocationRefresh();
        }}
      />
    </Stack>
  );
}
