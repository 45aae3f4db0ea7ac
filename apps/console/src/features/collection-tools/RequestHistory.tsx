import { Card, EmptyState, Pagination, Skeleton, Stack, Text } from '@starcrew/ui';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Await, useSearchParams } from 'react-router';
import { LoadFailed } from './LoadFailed.tsx';
import { toolsMessages } from './messages.ts';
import { withHistoryPage, type HistoryState } from './requestHistory.ts';

// The history's table (a grid with keyboard navigation, some 14 kB brotli) is not in the screen's
// chunk: it downloads once a page of requests is in to show, while the skeleton stands.
const RequestHistoryTable = lazy(() =>
  import('./RequestHistoryTable.tsx').then((m) => ({ default: m.RequestHistoryTable })),
);

export interface RequestHistoryProps {
  /** The page the URL asks for (`?history=`), as the route's loader reads it: a location's (managers) or the seller's own. */
  history: Promise<HistoryState>;
  /** Managers see who sent each request; a seller's history is all theirs. */
  showSentBy: boolean;
}

/**
 * The requests sent, newest first, ten a page: when, to whom (masked), by what, by whom, status.
 * The page is in the URL (`?history=2`: a link or a reload keeps it); paging changes it, and the
 * route's loader reads that page.
 */
export function RequestHistory({ history, showSentBy }: RequestHistoryProps) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(toolsMessages.historyTitle)} headingLevel={2}>
      <Suspense fallback={<Skeleton height={160} />}>
        <Await resolve={history}>
          {(state: HistoryState) => <HistoryPage state={state} showSentBy={showSentBy} />}
        </Await>
      </Suspense>
    </Card>
  );
}

function HistoryPage({ state, showSentBy }: { state: HistoryState; showSentBy: boolean }) {
  const intl = useIntl();
  const [, setSearchParams] = useSearchParams();
  if (state.status === 'failed') {
    return (
      <LoadFailed retry={intl.formatMessage(toolsMessages.retry)}>
        {intl.formatMessage(toolsMessages.historyFailed)}
      </LoadFailed>
    );
  }
  const { requests, pagination } = state.page;
  if (requests.length === 0) {
    return (
      <EmptyState title={intl.formatMessage(toolsMessages.historyEmpty)}>
        <Text tone="muted">{intl.formatMessage(toolsMessages.historyEmptyBody)}</Text>
      </EmptyState>
    );
  }
  return (
    <Stack space="150">
      <Suspense fallback={<Skeleton height={160} />}>
        <RequestHistoryTable requests={requests} showSentBy={showSentBy} />
      </Suspense>
      {pagination.last_page > 1 && (
        <Pagination
          page={pagination.current_page}
          pageSize={pagination.per_page}
          total={pagination.total}
          onChange={(page) =>
            setSearchParams((current) => withHistoryPage(current, page), { preventScrollReset: true, replace: true })
          }
        />
      )}
    </Stack>
  );
}

/**
 * After a request sent: the history's first page, where it now stands, read again with the
 * rest of the route (the day's count in the form's description too).
 */
export function useHistoryAfterSend(): () => void {
  const [, setSearchParams] = useSearchParams();
  // A navigation to the URL it is at (first page already) reads the route's data again as well.
  // The page is the only parameter these screens write, so the render's params are enough:
  // app/useSearchUpdate.ts (for screens with several writers) would add 0.3 kB to each tools screen.
  return () => setSearchParams((current) => withHistoryPage(current, 1), { preventScrollReset: true, replace: true });
}
