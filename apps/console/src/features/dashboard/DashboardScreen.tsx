import { pathFor } from '@starcrew/machines';
import type { Location } from '@starcrew/contract';
import { EmptyState, Heading, Link, Skeleton, Stack, Text } from '@starcrew/ui';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
import { DashboardFigures, DashboardUnavailable } from './DashboardFigures.tsx';
import * as styles from './dashboard.css.ts';
import { LocationIcon } from './dashboardIcons.tsx';
import { GoalCalculator } from './GoalCalculator.tsx';
import { dashboardMessages, greeting, scopeAll, scopeLine } from './messages.ts';
import { useDashboard } from './useDashboard.ts';

/**
 * The manager dashboard (spec section 2), first slice: the greeting, the four key figures of
 * the top bar's location and the goal calculator; the empty state while no establishment is
 * connected. The team ranking, the rating chart and the add-seller modal come with a later issue.
 */
export default function DashboardScreen() {
  const intl = useIntl();
  const { session } = useServices();
  const user = useSelector(session, (s) => s.context.user);
  const dashboard = useDashboard();

  return (
    <Stack space="300">
      <Stack space="050">
        <Heading level={1}>{intl.formatMessage(dashboardMessages.title)}</Heading>
        {user && (
          <Text size="lg" weight="medium">
            {intl.formatMessage(greeting, { firstName: user.first_name })}
          </Text>
        )}
        {dashboard.status !== 'empty' && <ScopeLine location={dashboard.location} isKnown={dashboard.isScopeKnown} />}
      </Stack>
      {dashboard.status === 'empty' ? (
        <NoEstablishment canConnect={user?.role === 'super_manager'} />
      ) : (
        <>
          {dashboard.status === 'failed' ? (
            <DashboardUnavailable onRetry={dashboard.retry} />
          ) : (
            <DashboardFigures stats={dashboard.status === 'ready' ? dashboard.stats : null} />
          )}
          {/* The team ranking and the rating chart (spec section 2) join the calculator in this grid. */}
          <div className={styles.panels}>
            {dashboard.status !== 'failed' && (
              <GoalCalculator
                current={
                  dashboard.status === 'ready'
                    ? {
                        average: dashboard.stats.average_rating,
                        count: dashboard.stats.rated_reviews,
                        sum: dashboard.stats.rating_sum,
                      }
                    : null
                }
              />
            )}
          </div>
        </>
      )}
    </Stack>
  );
}

/** Whose figures these are: the working location, or every location when the list did not load. */
function ScopeLine({ location, isKnown }: { location: Location | null; isKnown: boolean }) {
  const intl = useIntl();
  if (!isKnown) return <Skeleton width="18rem" />;
  return (
    <Text tone="muted">
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
