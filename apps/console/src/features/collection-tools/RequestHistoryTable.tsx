import type { ReviewRequestsResponse } from '@starcrew/contract';
import { Cell, Column, Row, Stack, Table, TableBody, TableHeader, Text } from '@starcrew/ui';
import { useIntl } from 'react-intl';
import * as styles from './collectionTools.css.ts';
import { toolsMessages } from './messages.ts';

export interface RequestHistoryTableProps {
  /** One page of requests, newest first. */
  requests: ReviewRequestsResponse['data']['requests'];
  /** Managers see who sent each request and whose link; a seller's history is all theirs. */
  showSentBy: boolean;
}

/** The history's page as a table: to whom (masked), when, by what, by whom, status. */
export function RequestHistoryTable({ requests, showSentBy }: RequestHistoryTableProps) {
  const intl = useIntl();
  const when = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  return (
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
          {requests.map((r) => (
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
                  {intl.formatMessage(r.status === 'sent' ? toolsMessages.statusSent : toolsMessages.statusFailed)}
                </Text>
              </Cell>
            </Row>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
