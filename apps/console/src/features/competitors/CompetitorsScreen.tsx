import { competitorReviews, removeCompetitor } from '@starcrew/api-client';
import type { Competitor, CompetitorReviews, CompetitorsList } from '@starcrew/contract';
import { pathFor } from '@starcrew/machines';
import {
  Button,
  Cell,
  Column,
  ConfirmDialog,
  EmptyState,
  Heading,
  IconButton,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
  MessageBox,
  Row,
  Stack,
  StatCard,
  Table,
  TableBody,
  TableHeader,
  Text,
  toastQueue,
  visuallyHidden,
} from '@starcrew/ui';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Await, useLoaderData, useRevalidator } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import { shownByAwait } from '../../app/shownByAwait.ts';
import { useApiMutation } from '../../app/useMutation.ts';
import * as styles from './competitors.css.ts';
import type { CompetitorsData } from './competitors.loader.ts';
import { formatRating, signed } from './format.ts';
import { competitorsMessages as m, competitorsValues as v } from './messages.ts';

// The search and the review details load when they open: the list every visit downloads stays small.
const CompetitorSearchDialog = lazy(() =>
  import('./CompetitorSearchDialog.tsx').then((module) => ({ default: module.CompetitorSearchDialog })),
);
const CompetitorReviewsDialog = lazy(() =>
  import('./CompetitorReviewsDialog.tsx').then((module) => ({ default: module.CompetitorReviewsDialog })),
);

/**
 * Competitors (spec section 2): the working location's figures, the competitors it follows
 * compared with it and their 30-day trend, add through a search dialog, review details in a
 * modal, remove with a confirmation, and the plan's limit with a way to upgrade.
 */
export default function CompetitorsScreen() {
  const { location, list } = useLoaderData<CompetitorsData>();
  const intl = useIntl();
  if (!location || !list) {
    return (
      <Stack space="300">
        <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
        <EmptyState title={intl.formatMessage(m.noLocationTitle)}>{intl.formatMessage(m.noLocationBody)}</EmptyState>
      </Stack>
    );
  }
  return (
    <Suspense fallback={<Competitors locationTitle={location.title} data={null} failed={false} />}>
      <Await resolve={list} errorElement={<Competitors locationTitle={location.title} data={null} failed />}>
        {(data: CompetitorsList) => <Competitors locationTitle={location.title} data={data} failed={false} />}
      </Await>
    </Suspense>
  );
}

interface CompetitorsProps {
  locationTitle: string;
  /** The list; null while it loads or when it failed. */
  data: CompetitorsList | null;
  failed: boolean;
}

function Competitors({ locationTitle, data, failed }: CompetitorsProps) {
  const intl = useIntl();
  const { session, api } = useServices();
  const isOwner = useSelector(session, (s) => s.context.user?.role === 'super_manager');
  const revalidator = useRevalidator();
  const [searching, setSearching] = useState(false);
  // The modal's reviews are asked for by the press that opens it, beside its module's download.
  const [details, setDetails] = useState<{ competitor: Competitor; reviews: Promise<CompetitorReviews> } | null>(null);
  const [removing, setRemoving] = useState<Competitor | null>(null);
  const remove = useApiMutation(removeCompetitor);
  const reload = () => void revalidator.revalidate();
  const rows = data?.competitors ?? [];
  const atLimit = data !== null && rows.length >= data.limit;
  const loading = !data && !failed;

  const confirmRemove = async () => {
    if (!removing) return;
    const result = await remove.run(removing.id);
    setRemoving(null);
    if (result) {
      if (result.message) toastQueue.add({ tone: 'success', title: result.message });
      reload();
    }
  };
  const onAction = (competitor: Competitor, action: unknown) => {
    if (action === 'details') setDetails({ competitor, reviews: shownByAwait(competitorReviews(api, competitor.id)) });
    if (action === 'remove') setRemoving(competitor);
  };
  const addButton = (
    <Button variant="primary" onPress={() => setSearching(true)} isDisabled={!data || atLimit}>
      {intl.formatMessage(m.add)}
    </Button>
  );

  return (
    <Stack space="300">
      <div className={styles.toolbar}>
        <Stack space="050">
          <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
          <Text tone="muted">{intl.formatMessage(v.intro, { location: locationTitle })}</Text>
        </Stack>
        {addButton}
      </div>
      {atLimit && (
        <MessageBox
          tone="info"
          title={intl.formatMessage(m.limitTitle)}
          action={
            isOwner ? (
              <Link href={pathFor('manager.plans.upgrade')} variant="standalone">
                {intl.formatMessage(m.upgrade)}
              </Link>
            ) : undefined
          }
        >
          {intl.formatMessage(isOwner ? v.limitBody : v.limitAskOwner, { limit: data.limit })}
        </MessageBox>
      )}
      <div className={styles.stats}>
        <StatCard
          label={intl.formatMessage(m.yourRating)}
          value={formatRating(intl, data?.location.average_rating)}
          isLoading={loading}
        />
        <StatCard
          label={intl.formatMessage(m.yourReviews)}
          value={data ? intl.formatNumber(data.location.total_reviews) : '–'}
          isLoading={loading}
        />
        <StatCard
          label={intl.formatMessage(m.following)}
          value={
            data
              ? intl.formatMessage(v.followingValue, {
                  count: intl.formatNumber(rows.length),
                  limit: intl.formatNumber(data.limit),
                })
              : '–'
          }
          isLoading={loading}
        />
      </div>
      <Table aria-label={intl.formatMessage(m.tableLabel)}>
        <TableHeader>
          <Column id="name" isRowHeader>
            {intl.formatMessage(m.name)}
          </Column>
          <Column id="average_rating">{intl.formatMessage(m.averageRating)}</Column>
          <Column id="total_reviews">{intl.formatMessage(m.totalReviews)}</Column>
          <Column id="last_month">{intl.formatMessage(m.lastMonth)}</Column>
          <Column id="trend">{intl.formatMessage(m.trend)}</Column>
          <Column id="actions">
            <span className={visuallyHidden}>{intl.formatMessage(m.actions)}</span>
          </Column>
        </TableHeader>
        <TableBody
          items={rows}
          isLoading={loading}
          skeletonRows={3}
          error={failed ? intl.formatMessage(m.loadFailed) : undefined}
          onRetry={reload}
          emptyState={
            <EmptyState title={intl.formatMessage(m.emptyTitle)} action={addButton}>
              {intl.formatMessage(m.emptyBody)}
            </EmptyState>
          }
        >
          {(competitor: Competitor) => (
            <Row id={competitor.id}>
              <Cell>
                <span className={styles.name}>{competitor.name}</span>
                {competitor.address && <span className={styles.sub}>{competitor.address}</span>}
              </Cell>
              <Cell className={styles.number}>
                {formatRating(intl, competitor.average_rating)}
                {competitor.rating_difference !== null && (
                  <span className={styles.sub}>
                    {intl.formatMessage(v.versusYou, { difference: signed(intl, competitor.rating_difference, 1) })}
                  </span>
                )}
              </Cell>
              <Cell className={styles.number}>
                {intl.formatNumber(competitor.total_reviews)}
                <span className={styles.sub}>
                  {intl.formatMessage(v.versusYou, { difference: signed(intl, competitor.reviews_difference) })}
                </span>
              </Cell>
              <Cell className={styles.number}>{intl.formatNumber(competitor.last_month_reviews)}</Cell>
              <Cell>
                <Trend value={competitor.rating_trend} />
              </Cell>
              <Cell>
                <MenuTrigger>
                  <IconButton
                    variant="ghost"
                    size="sm"
                    icon={<MoreIcon />}
                    aria-label={intl.formatMessage(v.rowActions, { name: competitor.name })}
                  />
                  <Menu placement="bottom end" onAction={(key) => onAction(competitor, key)}>
                    <MenuItem id="details">{intl.formatMessage(m.details)}</MenuItem>
                    <MenuItem id="remove" tone="danger">
                      {intl.formatMessage(m.remove)}
                    </MenuItem>
                  </Menu>
                </MenuTrigger>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      {searching && data && (
        <Suspense fallback={null}>
          <CompetitorSearchDialog
            location={data.location}
            onClose={() => setSearching(false)}
            onAdded={() => {
              setSearching(false);
              reload();
            }}
          />
        </Suspense>
      )}
      {details && (
        <Suspense fallback={null}>
          <CompetitorReviewsDialog
            competitor={details.competitor}
            reviews={details.reviews}
            onClose={() => setDetails(null)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={intl.formatMessage(m.removeTitle)}
        tone="danger"
        confirmLabel={intl.formatMessage(m.removeConfirm)}
        cancelLabel={intl.formatMessage(m.removeCancel)}
        isPending={remove.isPending}
        onConfirm={confirmRemove}
      >
        {removing && intl.formatMessage(v.removeBody, { name: removing.name })}
      </ConfirmDialog>
    </Stack>
  );
}

/** The 30-day change of the rating: an arrow and the change, or a word when there is none to tell. */
function Trend({ value }: { value: number | null }) {
  const intl = useIntl();
  if (value === null) {
    return (
      <Text as="span" size="sm" tone="muted">
        {intl.formatMessage(m.trendNone)}
      </Text>
    );
  }
  const change = signed(intl, value, 2);
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  return (
    <span className={styles.trend}>
      <TrendIcon direction={direction} />
      {direction === 'flat'
        ? intl.formatMessage(m.trendFlat)
        : intl.formatMessage(direction === 'up' ? v.trendUp : v.trendDown, { change })}
    </span>
  );
}

const arrows = { up: 'M4 14 14 4M7 4h7v7', down: 'M4 6l10 10M14 9v7H7', flat: 'M3 10h13M12 6l4 4-4 4' } as const;

function TrendIcon({ direction }: { direction: keyof typeof arrows }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={arrows[direction]} />
    </svg>
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
