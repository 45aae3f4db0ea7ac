import { isApiError, type ApiClient } from '@starcrew/api-client';
import type { ReviewRequestsResponse } from '@starcrew/contract';
import {
  Button,
  Card,
  Cell,
  Column,
  EmptyState,
  MessageBox,
  Pagination,
  Row,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@starcrew/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
import * as styles from './collectionTools.css.ts';
import { toolsMessages } from './messages.ts';

type Page = ReviewRequestsResponse['data'];

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

  const when = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
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
          <div className={styles.tableScroll}>
            <Table aria-label={intl.formatMessage(toolsMessages.historyLabel)}>
              <TableHeader>
                <Column isRowHeader>{intl.formatMessage(toolsMessages.columnCustomer)}</Column>
                <Column>{intl.formatMessage(toolsMessages.columnDate)}</Column>
                <Column>{intl.formatMessage(toolsMessages.columnChannel)}</Column>
                {showSentBy ? <Column>{intl.formatMessage(toolsMessages.columnSentBy)}</Column> : null}
                {showSentBy ? <Column>{intl.formatMessage(toolsMessages.columnLink)}</Column> : null}
                <Column>{intl.formatMessage(toolsMessages.columnStatus)}</Column>
              </TableHeader>
              <TableBody>
                {state.page.requests.map((r) => (
                  <Row key={r.id}>
                    <Cell>
                      <Stack space="025">
                        <Text weight="medium">{r.first_name}</Text>
                        <Text size="sm" tone="muted">
                          {r.recipient}
                        </Text>
                      </Stack>
                    </Cell>
                    <Cell>{when(r.created_at)}</Cell>
                    <Cell>
                      {intl.formatMessage(r.channel === 'sms' ? toolsMessages.channelSms : toolsMessages.channelEmail)}
                    </Cell>
                    {showSentBy ? <Cell>{r.sent_by.name}</Cell> : null}
                    {showSentBy ? <Cell>{r.seller?.name ?? intl.formatMessage(toolsMessages.noOne)}</Cell> : null}
                    <Cell>
                      <Text tone={r.status === 'sent' ? 'success' : 'danger'}>
                        {intl.formatMessage(
                          r.status === 'sent' ? toolsMessages.statusSent : toolsMessages.statusFailed,
                        )}
                      </Text>
                    </Cell>
                  </Row>
                ))}
              </TableBody>
            </Table>
          </div>
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
