import type { Location, NetworkTab } from '@starcrew/contract';
import { networkTabs } from '@starcrew/contract';
import { hasPermission, pathFor } from '@starcrew/machines';
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
import { useSelector } from '@xstate/react';
import { Suspense, useState, type Dispatch, type SetStateAction } from 'react';
import { useIntl } from 'react-intl';
import { Await, useLoaderData, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import { LocationRow } from './LocationRow.tsx';
import { activateSelected, networksMessages } from './messages.ts';
import * as styles from './networks.css.ts';
import { RenameLocationDialog } from './RenameLocationDialog.tsx';
import type { NetworksData, NetworksPage } from './networks.loader.ts';

const tabLabel = { all: networksMessages.all, active: networksMessages.active, inactive: networksMessages.inactive };

/**
 * My Networks (spec section 2): the network summary, the locations by licence tab, selecting
 * locations to activate (the network plan payment, route manager.networks.plans), and renaming.
 * The tab and page are the URL's (the route's loader reads them); the page shows its frame
 * while the locations load. A manager reads it for their own locations: selecting and activating
 * are the owner's (`networks.manage` and `billing.manage`), renaming needs `locations.manage`.
 */
export default function MyNetworksScreen() {
  const { tab, page, networks } = useLoaderData<NetworksData>();
  // What the person chose outlives a change of tab or page.
  const [selected, setSelected] = useState<string[]>([]);
  const [renaming, setRenaming] = useState<Location | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  const view = { tab, page, selected, setSelected, renaming, setRenaming, notice, setNotice };
  return (
    // Another tab or page keeps the list on screen until the next one is in (a navigation is a transition).
    <Suspense fallback={<MyNetworks {...view} data={null} failed={false} />}>
      <Await resolve={networks} errorElement={<MyNetworks {...view} data={null} failed />}>
        {(data: NetworksPage) => <MyNetworks {...view} data={data} failed={false} />}
      </Await>
    </Suspense>
  );
}

interface MyNetworksProps {
  tab: NetworkTab;
  page: number;
  /** The page of locations; null while it loads or when it failed. */
  data: NetworksPage | null;
  failed: boolean;
  selected: string[];
  setSelected: Dispatch<SetStateAction<string[]>>;
  renaming: Location | null;
  setRenaming: (location: Location | null) => void;
  notice: string | undefined;
  setNotice: (notice: string | undefined) => void;
}

function MyNetworks(props: MyNetworksProps) {
  const { tab, page, data, failed, selected, setSelected, renaming, setRenaming, notice, setNotice } = props;
  const intl = useIntl();
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const { workingLocation, session } = useServices();
  // Activation pays for licences: the server keeps it to the owner (403 for a manager).
  const canActivate = useSelector(
    session,
    (s) => hasPermission(s.context, 'networks.manage') && hasPermission(s.context, 'billing.manage'),
  );
  const canRename = useSelector(session, (s) => hasPermission(s.context, 'locations.manage'));
  const summary = data?.summary;
  // A failed call shows its error and a retry, not placeholders that never fill.
  const statsLoading = !summary && !failed;
  const reload = () => void revalidator.revalidate();
  const show = (next: { tab: NetworkTab; page: number }) =>
    setSearchParams(
      { ...(next.tab === 'all' ? {} : { status: next.tab }), ...(next.page > 1 ? { page: String(next.page) } : {}) },
      { preventScrollReset: true },
    );

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
          <Text tone="muted">
            {intl.formatMessage(canActivate ? networksMessages.intro : networksMessages.introReadOnly)}
          </Text>
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
          isLoading={statsLoading}
        />
        <StatCard
          label={intl.formatMessage(networksMessages.statActive)}
          value={number(summary?.active_locations)}
          isLoading={statsLoading}
        />
        <StatCard
          label={intl.formatMessage(networksMessages.statRating)}
          value={
            summary?.average_rating == null
              ? '–'
              : intl.formatNumber(summary.average_rating, { maximumFractionDigits: 1 })
          }
          isLoading={statsLoading}
        />
        <StatCard
          label={intl.formatMessage(networksMessages.statReviews)}
          value={number(summary?.total_reviews)}
          isLoading={statsLoading}
        />
      </div>
      <Tabs selectedKey={tab} onSelectionChange={(key) => key !== tab && show({ tab: key as NetworkTab, page: 1 })}>
        <div className={styles.toolbar}>
          <TabList aria-label={intl.formatMessage(networksMessages.tabsLabel)}>
            {networkTabs.map((id) => (
              <Tab key={id} id={id}>
                {intl.formatMessage(tabLabel[id])}
              </Tab>
            ))}
          </TabList>
          {canActivate && (
            <Button variant="primary" isDisabled={selected.length === 0} onPress={activate}>
              {intl.formatMessage(activateSelected, { count: selected.length })}
            </Button>
          )}
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
                        onToggle={canActivate ? () => toggle(location.id) : undefined}
                        onRename={canRename ? () => setRenaming(location) : undefined}
                      />
                    ))}
                  </ul>
                  {data.pagination.last_page > 1 && (
                    <Inline align="end">
                      <Pagination
                        page={page}
                        pageSize={data.pagination.per_page}
                        total={data.pagination.total}
                        onChange={(next) => show({ tab, page: next })}
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
          workingLocation.actor().send({ type: 'location.refresh' });
        }}
      />
    </Stack>
  );
}
