import { isApiError, type ApiClient } from '@starcrew/api-client';
import type { ReviewRequestsResponse } from '@starcrew/contract';
import { Button, Card, EmptyState, MessageBox, Pagination, Skeleton, Stack, Text } from '@starcrew/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
import { toolsMessages } from './messages.ts';

type Page = ReviewRequestsResponse['data'];

// The history's table (a grid with keyboard navigation, some 14 kB brotli) loads beside the
// history's first page, which the card reads after it shows: not with the screen's first paint.
const loadTable = () => import('./RequestHistoryTable.tsx');
const RequestHistoryTable = lazy(() => loadTable().then((m) => ({ default: m.RequestHistoryTable })));

export interface RequestHistoryProps {
  /** One page of the history: a location's (managers) or the seller's own. */
  load(api: ApiClient, page: number): Promise<Page>;
  /** Changes after each request sent: the first page reads again. */
  version: number;
  /** Managers see who sent each request; a seller's history is all theirs. */
  showSentBy: boolean;
}

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; page: Page };

/** The requests sent, newest first, ten a page: when, to whom (masked), by what, by whom, status. */
export function RequestHistory({ load, version, showSentBy }: RequestHistoryProps) {
  const intl = useIntl();
  const { api } = useServices();
  // The page chosen, for the version it was chosen in: a new request sent goes back to the first.
  const [chosen, setChosen] = useState({ version, page: 1 });
  const page = chosen.version === version ? chosen.page : 1;
  const setPage = (next: number) => setChosen({ version, page: next });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    void loadTable();
    load(api, page).then(
      (data) => current && setState({ status: 'ready', page: data }),
      (error: unknown) => {
        if (!isApiError(error)) throw error;
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [api, load, page, version, attempt]);

  return (
    <Card title={intl.formatMessage(toolsMessages.historyTitle)} headingLevel={2}>
      {state.status === 'loading' && <Skeleton height={160} />}
      {state.status === 'failed' && (
        <MessageBox
          tone="error"
          action={
            <Button size="sm" variant="secondary" onPress={() => setAttempt((a) => a + 1)}>
              {intl.formatMessage(toolsMessages.retry)}
            </Button>
          }
        >
          {intl.formatMessage(toolsMessages.historyFailed)}
        </MessageBox>
      )}
      {state.status === 'ready' && state.page.requests.length === 0 && (
        <EmptyState title={intl.formatMessage(toolsMessages.historyEmpty)}>
          <Text tone="muted">{intl.formatMessage(toolsMessages.historyEmptyBody)}</Text>
        </EmptyState>
      )}
      {state.status === 'ready' && state.page.requests.length > 0 && (
        <Stack space="150">
          <Suspense fallback={<Skeleton height={160} />}>
            <RequestHistoryTable requests={state.page.requests} showSentBy={showSentBy} />
          </Suspense>
          {state.page.pagination.last_page > 1 && (
            <Pagination
              page={page}
              pageSize={state.page.pagination.per_page}
              total={state.page.pagination.total}
              onChange={setPage}
            />
          )}
        </Stack>
      )}
    </Card>
  );
}
