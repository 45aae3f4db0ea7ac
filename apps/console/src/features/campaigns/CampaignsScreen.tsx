import { archiveCampaign } from '@starcrew/api-client';
import { campaignTabs, type Campaign, type CampaignTab } from '@starcrew/contract';
import { pathFor } from '@starcrew/machines';
import {
  Button,
  Cell,
  Column,
  ConfirmDialog,
  EmptyState,
  Heading,
  IconButton,
  Inline,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
  Pagination,
  Row,
  Stack,
  StatusPill,
  Switch,
  Tab,
  Table,
  TableBody,
  TableHeader,
  TabList,
  TabPanel,
  Tabs,
  Text,
  toastQueue,
  visuallyHidden,
} from '@starcrew/ui';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Await, useLoaderData, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { useApiMutation } from '../../app/useMutation.ts';
import * as styles from './campaigns.css.ts';
import {
  CAMPAIGNS_PAGE_SIZE,
  campaignsParams,
  type CampaignsData,
  type CampaignsPage,
  type CampaignsQuery,
  type WizardOptions,
} from './campaigns.loader.ts';
import { campaignPill, formatPeriod } from './campaignFormat.ts';
import { campaignsMessages as m, rowActionsMessage } from './messages.ts';
import { LazyWizardPanel } from './LazyWizardPanel.tsx';

/**
 * My Campaigns (spec section 2): the status tabs with their counts, a page of campaigns (tab,
 * archived filter and page in the URL, which the route's loader reads), create and edit in the
 * wizard, archive and restore with a confirmation. The frame shows while the page loads.
 */
export default function CampaignsScreen() {
  const { query, page, options } = useLoaderData<CampaignsData>();
  // Held above the Suspense: the frame shown while the page loads is another element than the
  // loaded one, so a wizard opened during the load would otherwise close when the page arrives.
  const [wizard, setWizard] = useState<Wizard>({ mode: 'closed' });
  const frame = { query, options, wizard, setWizard };
  return (
    <Suspense fallback={<Campaigns {...frame} data={null} failed={false} />}>
      <Await resolve={page} errorElement={<Campaigns {...frame} data={null} failed />}>
        {(data: CampaignsPage) => <Campaigns {...frame} data={data} failed={false} />}
      </Await>
    </Suspense>
  );
}

const tabLabels = {
  all: m.tabAll,
  upcoming: m.tabUpcoming,
  in_progress: m.tabInProgress,
  completed: m.tabCompleted,
} as const satisfies Record<CampaignTab, unknown>;

interface CampaignsProps {
  query: CampaignsQuery;
  /** The page; null while it loads or when it failed. */
  data: CampaignsPage | null;
  failed: boolean;
  options: () => Promise<WizardOptions>;
  wizard: Wizard;
  setWizard: (wizard: Wizard) => void;
}

type Wizard = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; campaign: Campaign };

function Campaigns({ query, data, failed, options, wizard, setWizard }: CampaignsProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [archiving, setArchiving] = useState<Campaign | null>(null);
  const archive = useApiMutation(archiveCampaign);
  const reload = () => void revalidator.revalidate();
  const show = (next: CampaignsQuery) =>
    setSearchParams(campaignsParams(next), { preventScrollReset: true, replace: true });

  if (wizard.mode !== 'closed') {
    // No route of its own (packages/machines routes): the wizard takes the screen's place.
    return (
      <LazyWizardPanel
        campaign={wizard.mode === 'edit' ? wizard.campaign : null}
        options={options()}
        onCancel={() => setWizard({ mode: 'closed' })}
        onSaved={() => {
          setWizard({ mode: 'closed' });
          reload();
        }}
      />
    );
  }

  const onAction = (campaign: Campaign, action: unknown) => {
    if (action === 'view') void navigate(pathFor('manager.campaigns.show', { id: campaign.id }));
    if (action === 'edit') setWizard({ mode: 'edit', campaign });
    if (action === 'archive') setArchiving(campaign);
  };
  const confirmArchive = async () => {
    if (!archiving) return;
    const result = await archive.run(archiving.id, !archiving.archived);
    setArchiving(null);
    if (result) {
      if (result.message) toastQueue.add({ tone: 'success', title: result.message });
      reload();
    }
  };

  const create = (
    <Button
      variant="primary"
      // What the wizard offers is read on intent, so it is in when the wizard's code is.
      onHoverStart={() => void options()}
      onFocus={() => void options()}
      onPress={() => setWizard({ mode: 'create' })}
    >
      {intl.formatMessage(m.create)}
    </Button>
  );
  const nothingAtAll = data !== null && data.counts.all === 0 && !query.archived;
  const emptyState = nothingAtAll ? (
    <EmptyState title={intl.formatMessage(m.emptyTitle)} action={create}>
      {intl.formatMessage(m.emptyBody)}
    </EmptyState>
  ) : (
    <EmptyState title={intl.formatMessage(query.archived ? m.emptyArchivedTitle : m.emptyTabTitle)} />
  );

  return (
    <Stack space="300">
      <div className={styles.toolbar}>
        <Stack space="050">
          <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
          <Text tone="muted">{intl.formatMessage(m.intro)}</Text>
        </Stack>
        {create}
      </div>
      <Tabs
        selectedKey={query.tab}
        onSelectionChange={(key) => key !== query.tab && show({ ...query, tab: key as CampaignTab, page: 1 })}
      >
        <TabList aria-label={intl.formatMessage(m.tabsLabel)}>
          {campaignTabs.map((id) => (
            <Tab key={id} id={id} {...(data ? { count: data.counts[id] } : {})}>
              {intl.formatMessage(tabLabels[id])}
            </Tab>
          ))}
        </TabList>
        {campaignTabs.map((id) => (
          <TabPanel key={id} id={id}>
            <Stack space="200">
              <Switch isSelected={query.archived} onChange={(archived) => show({ ...query, archived, page: 1 })}>
                {intl.formatMessage(m.showArchived)}
              </Switch>
              <Table aria-label={intl.formatMessage(m.tableLabel)}>
                <TableHeader>
                  <Column id="title" isRowHeader>
                    {intl.formatMessage(m.columnTitle)}
                  </Column>
                  <Column id="period">{intl.formatMessage(m.columnPeriod)}</Column>
                  <Column id="status">{intl.formatMessage(m.columnStatus)}</Column>
                  <Column id="locations">{intl.formatMessage(m.columnLocations)}</Column>
                  <Column id="participants">{intl.formatMessage(m.columnParticipants)}</Column>
                  <Column id="actions">
                    <span className={visuallyHidden}>{intl.formatMessage(m.columnActions)}</span>
                  </Column>
                </TableHeader>
                <TableBody
                  items={data?.campaigns ?? []}
                  isLoading={!data && !failed}
                  skeletonRows={CAMPAIGNS_PAGE_SIZE}
                  error={failed ? intl.formatMessage(m.loadFailed) : undefined}
                  onRetry={reload}
                  emptyState={emptyState}
                >
                  {(campaign: Campaign) => (
                    <Row id={campaign.id}>
                      <Cell>
                        <Link href={pathFor('manager.campaigns.show', { id: campaign.id })}>{campaign.title}</Link>
                      </Cell>
                      <Cell>{formatPeriod(intl, campaign)}</Cell>
                      <Cell>
                        <StatusPill status={campaignPill[campaign.status]} />
                      </Cell>
                      <Cell>{campaign.locations.map((l) => l.title).join(', ')}</Cell>
                      <Cell className={styles.number}>{intl.formatNumber(campaign.participants.length)}</Cell>
                      <Cell>
                        <MenuTrigger>
                          <IconButton
                            variant="ghost"
                            size="sm"
                            icon={<MoreIcon />}
                            aria-label={intl.formatMessage(rowActionsMessage, { title: campaign.title })}
                          />
                          <Menu placement="bottom end" onAction={(key) => onAction(campaign, key)}>
                            <MenuItem id="view">{intl.formatMessage(m.view)}</MenuItem>
                            {campaign.status !== 'completed' && !campaign.archived && (
                              <MenuItem id="edit">{intl.formatMessage(m.edit)}</MenuItem>
                            )}
                            <MenuItem id="archive">
                              {intl.formatMessage(campaign.archived ? m.restore : m.archive)}
                            </MenuItem>
                          </Menu>
                        </MenuTrigger>
                      </Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
              {data && data.pagination.last_page > 1 && (
                <Inline align="end">
                  <Pagination
                    page={query.page}
                    pageSize={data.pagination.per_page}
                    total={data.pagination.total}
                    onChange={(next) => show({ ...query, page: next })}
                  />
                </Inline>
              )}
            </Stack>
          </TabPanel>
        ))}
      </Tabs>
      <ConfirmDialog
        isOpen={archiving !== null}
        onOpenChange={(open) => !open && setArchiving(null)}
        title={intl.formatMessage(archiving?.archived ? m.restoreTitle : m.archiveTitle)}
        confirmLabel={intl.formatMessage(archiving?.archived ? m.restore : m.archive)}
        cancelLabel={intl.formatMessage(m.cancel)}
        isPending={archive.isPending}
        onConfirm={confirmArchive}
      >
        {intl.formatMessage(archiving?.archived ? m.restoreBody : m.archiveBody)}
      </ConfirmDialog>
    </Stack>
  );
}

function MoreIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <circle cx="4" cy="10" r="1.6" />
      <circle cx="10" cy="10" r="1.6" />
      <circle cx="16" cy="10" r="1.6" />
    </svg>
  );
}
