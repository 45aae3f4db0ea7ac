import { assignReview, deleteReply, deleteReview, unassignReview } from '@starcrew/api-client';
import {
  reviewSentiments,
  reviewSorts,
  reviewTabs,
  reviewTopics,
  type Review,
  type ReviewSort,
  type ReviewTab,
} from '@starcrew/contract';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  EmptyState,
  Heading,
  Inline,
  MultiSelect,
  Option,
  Pagination,
  SearchField,
  Select,
  Skeleton,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  TextField,
  toastQueue,
} from '@starcrew/ui';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Await, useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { useApiMutation } from '../../app/useMutation.ts';
import {
  deleteBody,
  introLocation,
  sentimentLabels,
  stars,
  topicLabels,
  unassignBody,
  reviewsMessages as m,
} from './messages.ts';
import { ExportMenu } from './ExportMenu.tsx';
import { NewReviewsBanner } from './NewReviewsBanner.tsx';
import { TemplatesDialog } from './TemplatesDialog.tsx';
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
const sortLabel: Record<ReviewSort, keyof typeof m> = {
  newest: 'sortNewest',
  oldest: 'sortOldest',
  lowest: 'sortLowest',
};

type Confirming = { kind: 'unassign' | 'delete' | 'deleteReply'; review: Review } | null;

function Inbox({ data, page, failed, readOnly, tools, fresh, templatesOpen, setTemplatesOpen }: InboxProps) {
  const { assignees, templates } = tools;
  const intl = useIntl();
  const { query } = data;
  const [, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const assign = useApiMutation(assignReview);
  const unassign = useApiMutation(unassignReview);
  const removeReply = useApiMutation(deleteReply);
  const remove = useApiMutation(deleteReview);
  const reload = () => void revalidator.revalidate();
  // From the URL as it is now, not the loader's last answer: a second filter chosen before the
  // first one's page arrives keeps both.
  const show = (next: Partial<InboxQuery>) =>
    setSearchParams((current) => inboxParams({ ...inboxQuery(current), page: 1, ...next }), {
      preventScrollReset: true,
      replace: true,
    });
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
  const toggleRating = (count: number, on: boolean) =>
    setSearchParams(
      (current) => {
        const now = inboxQuery(current);
        const ratings = on ? [...now.ratings, count].sort() : now.ratings.filter((r) => r !== count);
        return inboxParams({ ...now, page: 1, ratings });
      },
      { preventScrollReset: true, replace: true },
    );

  const filtered = isFiltered(query);
  const topicItems = reviewTopics.map((id) => ({ id, name: intl.formatMessage(topicLabels[id]) }));
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
      {!readOnly && (
        <TemplatesDialog
          templates={templates}
          isOpen={templatesOpen}
          onClose={() => setTemplatesOpen(false)}
          onChanged={(message) => {
            say(message);
            reload();
          }}
        />
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
              <section aria-label={intl.formatMessage(m.filters)}>
                <Stack space="150">
                  <div className={styles.filters}>
                    <SearchField
                      aria-label={intl.formatMessage(m.search)}
                      placeholder={intl.formatMessage(m.search)}
                      defaultValue={query.search}
                      onChange={(search) => show({ search: search.trim() })}
                    />
                    <Select
                      label={intl.formatMessage(m.source)}
                      selectedKey={query.source ?? 'all'}
                      onSelectionChange={(key) => show({ source: key === 'google' || key === 'form' ? key : null })}
                    >
                      <Option id="all">{intl.formatMessage(m.sourceAll)}</Option>
                      <Option id="google">{intl.formatMessage(m.sourceGoogle)}</Option>
                      <Option id="form">{intl.formatMessage(m.sourceForm)}</Option>
                    </Select>
                    <MultiSelect
                      label={intl.formatMessage(m.topics)}
                      placeholder={intl.formatMessage(m.topicsPlaceholder)}
                      items={topicItems}
                      value={query.topics}
                      onChange={(keys) => show({ topics: reviewTopics.filter((topic) => keys.includes(topic)) })}
                    />
                    <Select
                      label={intl.formatMessage(m.sentiment)}
                      selectedKey={query.sentiment ?? 'all'}
                      onSelectionChange={(key) =>
                        show({ sentiment: reviewSentiments.find((sentiment) => sentiment === key) ?? null })
                      }
                    >
                      <Option id="all">{intl.formatMessage(m.sentimentAll)}</Option>
                      {reviewSentiments.map((id) => (
                        <Option key={id} id={id}>
                          {intl.formatMessage(sentimentLabels[id])}
                        </Option>
                      ))}
                    </Select>
                    <TextField
                      label={intl.formatMessage(m.from)}
                      type="date"
                      value={query.from}
                      onChange={(from) => show({ from })}
                    />
                    <TextField
                      label={intl.formatMessage(m.to)}
                      type="date"
                      value={query.to}
                      onChange={(to) => show({ to })}
                    />
                  </div>
                  <div className={styles.toolbar}>
                    <fieldset className={styles.stars}>
                      <legend>
                        <Text as="span" size="sm" weight="medium">
                          {intl.formatMessage(m.rating)}
                        </Text>
                      </legend>
                      {[1, 2, 3, 4, 5].map((count) => (
                        <Checkbox
                          key={count}
                          isSelected={query.ratings.includes(count)}
                          onChange={(on) => toggleRating(count, on)}
                        >
                          {intl.formatMessage(stars, { count })}
                        </Checkbox>
                      ))}
                    </fieldset>
                    <div className={styles.actions}>
                      <div className={styles.assign}>
                        <Select
                          label={intl.formatMessage(m.sort)}
                          selectedKey={query.sort}
                          onSelectionChange={(key) => show({ sort: key as ReviewSort })}
                        >
                          {reviewSorts.map((id) => (
                            <Option key={id} id={id}>
                              {intl.formatMessage(m[sortLabel[id]])}
                            </Option>
                          ))}
                        </Select>
                      </div>
                      {filtered && (
                        <Button variant="ghost" onPress={() => setSearchParams({}, { replace: true })}>
                          {intl.formatMessage(m.clear)}
                        </Button>
                      )}
                    </div>
                  </div>
                </Stack>
              </section>
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
