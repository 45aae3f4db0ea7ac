import { assignReview, deleteReply, deleteReview, unassignReview } from '@starcrew/api-client';
import { reviewTabs, type Review, type ReviewTab } from '@starcrew/contract';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Heading,
  Inline,
  Pagination,
  Skeleton,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  toastQueue,
} from '@starcrew/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Await, useLoaderData, useRevalidator } from 'react-router';
import { useApiMutation } from '../../app/useMutation.ts';
import { useSearchUpdate } from '../../app/useSearchUpdate.ts';
import { deleteBody, introLocation, openTemplatesMessage, unassignBody, reviewsMessages as m } from './messages.ts';
import { ExportMenu } from './ExportMenu.tsx';
import { InboxFilters } from './InboxFilters.tsx';
import { NewReviewsBanner } from './NewReviewsBanner.tsx';
import { ReviewCard, type ReviewCardActions } from './ReviewCard.tsx';
import * as styles from './reviews.css.ts';
import {
  inboxParams,
  inboxQuery,
  isFiltered,
  REVIEWS_PAGE_SIZE,
  type InboxData,
  type InboxTools,
  type InboxQuery,
  type ReviewsPage,
} from './reviews.loader.ts';
import { useNewReviews, type NewReviews } from './useNewReviews.ts';
import { useSettled } from './useSettled.ts';

// The templates dialog loads when first opened (./onDemand.ts) and stays mounted afterwards, so it animates out.
const TemplatesDialog = lazy(() => import('./onDemand.ts').then((mod) => ({ default: mod.TemplatesDialog })));

/**
 * The review inbox (spec sections 2 and 4; issue 14): tabs with their counts, filters in the
 * URL (the route's loader reads them, on the top bar's location), a page of review cards;
 * managers assign, answer (by hand, template or AI draft) and delete from the cards.
 */
export default function ReviewsScreen() {
  return <ReviewsInbox readOnly={false} />;
}

export function ReviewsInbox({ readOnly }: { readOnly: boolean }) {
  const data = useLoaderData<InboxData>();
  const fresh = useNewReviews(data.locationId, data);
  // Read without suspending, so the inbox is one tree from the first paint on: the page's and the
  // tools' arrivals re-render it and never mount it again (what is typed in its fields, a search
  // waiting for the typing to pause, an open menu, an export under way all stay).
  const page = useSettled(data.page);
  const tools = useSettled(data.tools);
  return (
    <>
      <Inbox
        data={data}
        readOnly={readOnly}
        fresh={fresh}
        page={page.status === 'fulfilled' ? page.value : null}
        failed={page.status === 'rejected'}
        tools={tools.status === 'fulfilled' ? tools.value : noTools}
      />
      <UntilLoaded data={data} />
    </>
  );
}

const nothing = () => null;
const said = <></>;

/**
 * Shows nothing, and suspends while the page or the tools load. Once the inbox has shown one of
 * them, a navigation (another tab, filter or page; a reload) is a transition that React holds
 * while it suspends again: the list on screen stays until the new one is in, with the tabs and
 * counts that go with it, rather than blinking to placeholders at each filter. One frame each, so
 * tools still on their way when a tab is chosen do not hold the tab's page (nor the other way).
 * Failures are the inbox's to say (`failed`): an empty fragment takes them here (with no
 * `errorElement` at all, `<Await>` would throw them to the route's error screen).
 */
function UntilLoaded({ data }: { data: InboxData }) {
  return (
    <>
      <Suspense fallback={null}>
        <Await resolve={data.page} errorElement={said}>
          {nothing}
        </Await>
      </Suspense>
      <Suspense fallback={null}>
        <Await resolve={data.tools} errorElement={said}>
          {nothing}
        </Await>
      </Suspense>
    </>
  );
}

interface InboxProps {
  data: InboxData;
  /** The page; null while it loads or when it failed. */
  page: ReviewsPage | null;
  failed: boolean;
  readOnly: boolean;
  tools: InboxTools;
  /** Reviews stored since the page loaded (live events). */
  fresh: NewReviews;
}

const noTools: InboxTools = { assignees: [], templates: [] };

const tabLabel: Record<ReviewTab, keyof typeof m> = {
  all: 'tabAll',
  assigned: 'tabAssigned',
  unassigned: 'tabUnassigned',
  answered: 'tabAnswered',
  unanswered: 'tabUnanswered',
};

type Confirming = { kind: 'unassign' | 'delete' | 'deleteReply'; review: Review } | null;

function Inbox({ data, page, failed, readOnly, tools, fresh }: InboxProps) {
  const { assignees, templates } = tools;
  const intl = useIntl();
  const { query } = data;
  const updateSearch = useSearchUpdate({ preventScrollReset: true, replace: true });
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  // Once opened, the templates dialog stays mounted (it animates out when closed).
  const [templatesShown, setTemplatesShown] = useState(false);
  if (templatesOpen && !templatesShown) setTemplatesShown(true);
  const assign = useApiMutation(assignReview);
  const unassign = useApiMutation(unassignReview);
  const removeReply = useApiMutation(deleteReply);
  const remove = useApiMutation(deleteReview);
  const reload = () => void revalidator.revalidate();
  // From the URL as it is now, not the loader's last answer: a second filter chosen before the
  // first one's page arrives keeps both.
  const show = (next: Partial<InboxQuery> | ((now: InboxQuery) => Partial<InboxQuery>)) =>
    updateSearch((current) => {
      const now = inboxQuery(current);
      return new URLSearchParams(inboxParams({ ...now, page: 1, ...(typeof next === 'function' ? next(now) : next) }));
    });
  const clearFilters = () => updateSearch(() => new URLSearchParams());
  const say = (message: string | undefined) => message && toastQueue.add({ tone: 'success', title: message });
  const after = (result: { message?: string | undefined } | undefined) => {
    if (!result) return;
    say(result.message);
    reload();
  };

  const actions: ReviewCardActions | undefined = readOnly
    ? undefined
    : {
        assignees,
        templates,
        isBusy: assign.isPending,
        onAssign: (review, userId) => void assign.run(review.id, userId).then(after),
        onUnassign: (review) => setConfirming({ kind: 'unassign', review }),
        onDeleteReply: (review) => setConfirming({ kind: 'deleteReply', review }),
        onDelete: (review) => setConfirming({ kind: 'delete', review }),
        onReplied: reload,
        onAttributionCorrected: (_review, message) => after({ message }),
      };

  const confirm = async () => {
    if (!confirming) return;
    const { kind, review } = confirming;
    const result =
      kind === 'unassign'
        ? await unassign.run(review.id)
        : kind === 'deleteReply'
          ? await removeReply.run(review.id)
          : await remove.run(review.id);
    setConfirming(null);
    after(result);
  };
  const filtered = isFiltered(query);
  const rows = page?.reviews ?? [];
  const intro = readOnly
    ? intl.formatMessage(m.sellerIntro)
    : data.locationName
      ? intl.formatMessage(introLocation, { location: data.locationName })
      : intl.formatMessage(m.intro);

  return (
    <Stack space="300">
      <div className={styles.heading}>
        <Stack space="050">
          <Heading level={1}>{intl.formatMessage(readOnly ? m.sellerTitle : m.title)}</Heading>
          <Text tone="muted">{intro}</Text>
        </Stack>
        {!readOnly && (
          <div className={styles.headingActions}>
            {templates.length > 0 && (
              <Button variant="ghost" onPress={() => setTemplatesOpen(true)}>
                {intl.formatMessage(openTemplatesMessage)}
              </Button>
            )}
            <ExportMenu query={query} locationId={data.locationId} />
          </div>
        )}
      </div>
      {!readOnly && templatesShown && (
        <Suspense fallback={null}>
          <TemplatesDialog
            templates={templates}
            isOpen={templatesOpen}
            onClose={() => setTemplatesOpen(false)}
            onChanged={(message) => {
              say(message);
              reload();
            }}
          />
        </Suspense>
      )}
      <NewReviewsBanner count={fresh.count} onShow={fresh.show} />
      <Tabs selectedKey={query.tab} onSelectionChange={(key) => key !== query.tab && show({ tab: key as ReviewTab })}>
        <TabList aria-label={intl.formatMessage(m.tabsLabel)}>
          {reviewTabs.map((id) => (
            <Tab key={id} id={id} {...(page ? { count: page.counts[id] } : {})}>
              {intl.formatMessage(m[tabLabel[id]])}
            </Tab>
          ))}
        </TabList>
        {/* The filters are above the tabs' panels, not in each: a panel mounts its content anew
            with its tab, and a search still waiting for the typing to pause went with it. */}
        <Stack space="300">
          <InboxFilters query={query} show={show} clearFilters={clearFilters} />
          {reviewTabs.map((id) => (
            <TabPanel key={id} id={id}>
              <Stack space="200">
                {failed ? (
                  <EmptyState
                    title={intl.formatMessage(m.loadFailed)}
                    action={<Button onPress={reload}>{intl.formatMessage(m.retry)}</Button>}
                  />
                ) : !page ? (
                  <Stack space="150" aria-busy="true">
                    {Array.from({ length: 3 }, (_, i) => (
                      <Skeleton key={i} shape="rect" height="8rem" />
                    ))}
                  </Stack>
                ) : rows.length === 0 ? (
                  filtered ? (
                    <EmptyState title={intl.formatMessage(m.noMatchTitle)} />
                  ) : (
                    <EmptyState title={intl.formatMessage(m.emptyTitle)}>
                      {intl.formatMessage(readOnly ? m.sellerEmptyBody : m.emptyBody)}
                    </EmptyState>
                  )
                ) : (
                  <ul className={styles.list} aria-label={intl.formatMessage(m.listLabel)}>
                    {rows.map((review) => (
                      <li key={review.id}>
                        <ReviewCard review={review} actions={actions} />
                      </li>
                    ))}
                  </ul>
                )}
                {page && page.pagination.last_page > 1 && (
                  <Inline align="end">
                    <Pagination
                      page={query.page}
                      pageSize={REVIEWS_PAGE_SIZE}
                      total={page.pagination.total}
                      onChange={(next) => show({ page: next })}
                    />
                  </Inline>
                )}
              </Stack>
            </TabPanel>
          ))}
        </Stack>
      </Tabs>
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={intl.formatMessage(
          confirming?.kind === 'delete'
            ? m.deleteTitle
            : confirming?.kind === 'deleteReply'
              ? m.deleteReplyTitle
              : m.unassignTitle,
        )}
        tone={confirming?.kind === 'unassign' ? 'neutral' : 'danger'}
        confirmLabel={intl.formatMessage(m.confirm)}
        cancelLabel={intl.formatMessage(m.cancel)}
        isPending={unassign.isPending || remove.isPending || removeReply.isPending}
        onConfirm={confirm}
      >
        {confirming?.kind === 'delete' && intl.formatMessage(deleteBody, { name: confirming.review.reviewer_name })}
        {confirming?.kind === 'deleteReply' && intl.formatMessage(m.deleteReplyBody)}
        {confirming?.kind === 'unassign' &&
          confirming.review.assigned_to &&
          intl.formatMessage(unassignBody, {
            name: `${confirming.review.assigned_to.first_name} ${confirming.review.assigned_to.last_name}`,
          })}
      </ConfirmDialog>
    </Stack>
  );
}
