import { hasPermission, pathFor } from '@starcrew/machines';
import type { Location } from '@starcrew/contract';
import { Button, Card, EmptyState, Heading, Link, Skeleton, Stack, Text } from '@starcrew/ui';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Await, useLoaderData, useRevalidator } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import { sellersMessages } from '../sellers/messages.ts';
import { ChartPlaceholder } from './ChartPlaceholder.tsx';
import { DashboardFigures, DashboardUnavailable } from './DashboardFigures.tsx';
import * as styles from './dashboard.css.ts';
import { LocationIcon } from './dashboardIcons.tsx';
import { GoalCalculator } from './GoalCalculator.tsx';
import { chartMessages, dashboardMessages, rankingMessages, greeting, scopeAll, scopeLine } from './messages.ts';
import type { DashboardData, DashboardFiguresResult, DashboardScope } from './dashboard.loader.ts';

// My Sellers' form (multi-select, validation) loads when "Add a seller" is pressed: it had
// doubled what the dashboard downloads on every visit (bench/budgets.json).
const SellerFormModal = lazy(() =>
  import('../sellers/SellerFormModal.tsx').then((m) => ({ default: m.SellerFormModal })),
);
// The chart (visx) and the ranking (react-aria's Table) come in their own chunks, after the
// figures: together they had more than doubled what the route downloads (bench/budgets.json).
const RatingChart = lazy(() => import('./RatingChart.tsx').then((m) => ({ default: m.RatingChart })));
const TeamRanking = lazy(() => import('./TeamRanking.tsx').then((m) => ({ default: m.TeamRanking })));

/**
 * The manager dashboard (spec section 2), first slice: the greeting, the four key figures of
 * the top bar's location and the goal calculator; the empty state while no establishment is
 * connected; "Add a seller" opens My Sellers' own modal (one form, spec section 2); the rating's
 * evolution chart (lazy: visx) and the team ranking, all from one answer of the rollups.
 */
export default function DashboardScreen() {
  const intl = useIntl();
  const { session } = useServices();
  const user = useSelector(session, (s) => s.context.user);
  const { scope, locations } = useLoaderData<DashboardData>();
  const canAddSeller = useSelector(session, (s) => hasPermission(s.context, 'sellers.manage'));
  const revalidator = useRevalidator();
  const [adding, setAdding] = useState(false);

  return (
    <Stack space="300">
      <Stack space="050">
        <div className={styles.header}>
          <Heading level={1}>{intl.formatMessage(dashboardMessages.title)}</Heading>
          {canAddSeller && (
            // Without an establishment there is no location to add a seller to: no button then.
            <Suspense fallback={null}>
              <Await resolve={scope}>
                {(known: DashboardScope) =>
                  known.status === 'listed' && (
                    <Button variant="primary" onPress={() => setAdding(true)}>
                      {intl.formatMessage(sellersMessages.add)}
                    </Button>
                  )
                }
              </Await>
            </Suspense>
          )}
        </div>
        {user && (
          <Text size="lg" weight="medium">
            {intl.formatMessage(greeting, { firstName: user.first_name })}
          </Text>
        )}
        <Suspense
          fallback={
            <div className={styles.scope}>
              <Skeleton width="18rem" className={styles.scopeSkeleton} />
            </div>
          }
        >
          <Await resolve={scope}>
            {(known: DashboardScope) => known.status === 'listed' && <ScopeLine location={known.location} />}
          </Await>
        </Suspense>
      </Stack>
      <Suspense fallback={<Figures figures={null} />}>
        <Await resolve={scope}>
          {(known: DashboardScope) =>
            known.status === 'empty' ? (
              <NoEstablishment canConnect={user?.role === 'super_manager'} />
            ) : (
              <LocationFigures location={known.location} figures={known.figures} />
            )
          }
        </Await>
      </Suspense>
      {canAddSeller && adding && (
        <Suspense fallback={null}>
          <Await resolve={locations} errorElement={null}>
            {(active: Location[]) => (
              <SellerFormModal
                state={adding ? { mode: 'add' } : { mode: 'closed' }}
                locations={active}
                onClose={() => setAdding(false)}
                onSaved={() => {
                  setAdding(false);
                  // The active members figure counts the new seller.
                  void revalidator.revalidate();
                }}
              />
            )}
          </Await>
        </Suspense>
      )}
    </Stack>
  );
}

/** The figures of one location: a new location is a new boundary, so another's never show under its name. */
function LocationFigures({
  location,
  figures,
}: {
  location: Location | null;
  figures: Promise<DashboardFiguresResult>;
}) {
  const revalidator = useRevalidator();
  return (
    <Suspense key={location?.id ?? '*'} fallback={<Figures figures={null} />}>
      <Await resolve={figures}>
        {(result: DashboardFiguresResult) => (
          <Figures figures={result} allLocations={!location} onRetry={() => void revalidator.revalidate()} />
        )}
      </Await>
    </Suspense>
  );
}

/** The key figures and the panels under them; null while they load. */
function Figures({
  figures,
  allLocations = false,
  onRetry,
}: {
  figures: DashboardFiguresResult | null;
  allLocations?: boolean;
  onRetry?: () => void;
}) {
  const stats = figures?.status === 'ready' ? figures.stats : null;
  return (
    <>
      {figures?.status === 'failed' ? (
        <DashboardUnavailable onRetry={onRetry ?? (() => {})} />
      ) : (
        <DashboardFigures stats={stats} />
      )}
      <div className={styles.panels}>
        {figures?.status !== 'failed' && (
          <div className={styles.wide}>
            <Suspense
              fallback={
                <PanelLoading
                  title={chartMessages.title}
                  description={chartMessages.description}
                  actions={<Skeleton shape="rect" width={PERIOD_WIDTH} height={PERIOD_HEIGHT} />}
                >
                  <ChartPlaceholder />
                </PanelLoading>
              }
            >
              <RatingChart
                evolution={stats?.evolution ?? null}
                competitors={stats?.competitors ?? []}
                allLocations={allLocations}
              />
            </Suspense>
          </div>
        )}
        {figures?.status !== 'failed' && (
          <Suspense
            fallback={
              <PanelLoading title={rankingMessages.title} description={rankingMessages.description}>
                {/* As tall as the ranking, whose table keeps this height for a team of fewer than four. */}
                <Skeleton shape="rect" height={styles.rankingLoadingHeight} />
              </PanelLoading>
            }
          >
            <TeamRanking ranking={stats?.ranking ?? null} />
          </Suspense>
        )}
        {figures?.status !== 'failed' && (
          <GoalCalculator
            current={
              stats ? { average: stats.average_rating, count: stats.rated_reviews, sum: stats.rating_sum } : null
            }
          />
        )}
      </div>
    </>
  );
}

/**
 * The chart's Months / Years control, stood for while the chart's code loads: its size (26 px
 * options in a 2 px padding and a 1 px border), so the card's header is as tall and wraps the
 * same on phones.
 */
const PERIOD_WIDTH = '8.625rem';
const PERIOD_HEIGHT = '32px';

/** A panel's frame while its chunk loads, the size of the panel loading its figures. */
function PanelLoading({
  title,
  description,
  actions,
  children,
}: {
  title: MessageDescriptor;
  description: MessageDescriptor;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(title)} description={intl.formatMessage(description)} actions={actions}>
      {children}
    </Card>
  );
}

/** Whose figures these are: the working location, or every location when the list did not load. */
function ScopeLine({ location }: { location: Location | null }) {
  const intl = useIntl();
  return (
    <Text tone="muted" className={styles.scope}>
      {location ? intl.formatMessage(scopeLine, { location: location.name }) : intl.formatMessage(scopeAll)}
    </Text>
  );
}

/**
 * No establishment to count. The owner connects them from the business profile (the setup's
 * first step creates them; My Networks would only show an empty list pointing there); a
 * manager cannot, and is told whom to ask.
 */
function NoEstablishment({ canConnect }: { canConnect: boolean }) {
  const intl = useIntl();
  return canConnect ? (
    <EmptyState
      icon={<LocationIcon />}
      title={intl.formatMessage(dashboardMessages.emptyTitle)}
      action={
        <Link variant="standalone" href={pathFor('business.profile.setup')}>
          {intl.formatMessage(dashboardMessages.emptyAction)}
        </Link>
      }
    >
      {intl.formatMessage(dashboardMessages.emptyBody)}
    </EmptyState>
  ) : (
    <EmptyState icon={<LocationIcon />} title={intl.formatMessage(dashboardMessages.emptyManagerTitle)}>
      {intl.formatMessage(dashboardMessages.emptyManagerBody)}
    </EmptyState>
  );
}
