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
import { deleteBody, introLocation, unassignBody, reviewsMessages as m } from './messages.ts';
import { ExportMenu } from './ExportMenu.tsx';
import { InboxFilters } from './InboxFilters.tsx';
import { NewReviewsBanner } from './NewReviewsBanner.tsx';
import { templatesMessages as tm } from './templatesMessages.ts';
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
  // Here, above the Suspense frames: the count survives the page's arrival.
  const fresh = useNewReviews(data.locationId, data);
  // Also above them: the templates opened while the page loads stay open when it arrives.
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const props = { data, readOnly, fresh, templatesOpen, setTemplatesOpen };
  const frame = (page: ReviewsPage | null, failed: boolean) => (
    <Suspense fallback={<Inbox {...props} page={page} failed={failed} tools={noTools} />}>
      <Await resolve={data.tools} errorElement={null}>
        {(tools: InboxTools) => <Inbox {...props} page={page} failed={failed} tools={tools} />}
      </Await>
    </Suspense>
  );
  return (
    <Suspense fallback={frame(null, false)}>
      <Await resolve={data.page} errorElement={frame(null, true)}>
        {(page: ReviewsPage) => frame(page, false)}
      </Await>
    </Suspense>
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
  templatesOpen: boolean;
  setTemplatesOpen: (open: boolean) => void;
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

function Inbox({ data, page, failed, readOnly, tools, fresh, templatesOpen, setTemplatesOpen }: InboxProps) {
  const { assignees, templates } = tools;
  const intl = useIntl();
  const { query } = data;
  const updateSearch = useSearchUpdate({ preventScrollReset: true, replace: true });
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [templatesShown, setTemplatesShown] = useState(templatesOpen);
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
                {intl.formatMessage(tm.open)}
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
        {reviewTabs.map((id) => (
          <TabPanel key={id} id={id}>
            <Stack space="300">
              <InboxFilters query={query} show={show} clearFilters={clearFilters} />
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
            </Stack>
          </TabPanel>
        ))}
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
