import type { Invoice } from '@starcrew/contract';
import { Cell, Column, EmptyState, Link, Row, Table, TableBody, TableHeader, Text } from '@starcrew/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useMoney } from './money.ts';

const messages = defineMessages({
  label: { id: 'billing.invoices.label', defaultMessage: 'Invoices' },
  number: { id: 'billing.invoices.number', defaultMessage: 'Number' },
  date: { id: 'billing.invoices.date', defaultMessage: 'Date' },
  period: { id: 'billing.invoices.period', defaultMessage: 'Period' },
  status: { id: 'billing.invoices.status', defaultMessage: 'Status' },
  total: { id: 'billing.invoices.total', defaultMessage: 'Total incl. VAT' },
  paid: { id: 'billing.invoices.paid', defaultMessage: 'Paid' },
  open: { id: 'billing.invoices.open', defaultMessage: 'Due' },
  other: { id: 'billing.invoices.other', defaultMessage: 'Void' },
  empty: { id: 'billing.invoices.empty', defaultMessage: 'No invoice yet' },
  emptyBody: { id: 'billing.invoices.emptyBody', defaultMessage: 'Your invoices appear here once a payment is made.' },
  view: { id: 'billing.invoices.view', defaultMessage: 'View' },
});

/** A draft has no number yet. */
const NO_NUMBER = '—';

/** The organization's invoices, newest first; a hosted invoice link when the provider has one. */
export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  const intl = useIntl();
  const { money, date } = useMoney();
  if (invoices.length === 0) {
    return (
      <EmptyState title={intl.formatMessage(messages.empty)}>
        <Text tone="muted">{intl.formatMessage(messages.emptyBody)}</Text>
      </EmptyState>
    );
  }
  const status = (s: string) =>
    intl.formatMessage(s === 'paid' ? messages.paid : s === 'open' ? messages.open : messages.other);
  return (
    <Table aria-label={intl.formatMessage(messages.label)}>
      <TableHeader>
        <Column isRowHeader>{intl.formatMessage(messages.number)}</Column>
        <Column>{intl.formatMessage(messages.date)}</Column>
        <Column>{intl.formatMessage(messages.status)}</Column>
        <Column>{intl.formatMessage(messages.total)}</Column>
      </TableHeader>
      <TableBody>
        {invoices.map((invoice) => (
          <Row key={invoice.id}>
            <Cell>
              {invoice.url ? (
                <Link href={invoice.url} target="_blank">
                  {invoice.number ?? intl.formatMessage(messages.view)}
                </Link>
              ) : (
                <Text>{invoice.number ?? NO_NUMBER}</Text>
              )}
            </Cell>
            <Cell>{date(invoice.issued_at)}</Cell>
            <Cell>{status(invoice.status)}</Cell>
            <Cell>{money(invoice.total)}</Cell>
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}
