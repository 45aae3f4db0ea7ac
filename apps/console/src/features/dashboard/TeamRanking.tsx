import type { DashboardRankingEntry } from '@starcrew/contract';
import { pathFor } from '@starcrew/machines';
import { Card, Cell, Column, Link, Row, Table, TableBody, TableHeader } from '@starcrew/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SortDescriptor } from 'react-aria-components';
import * as styles from './dashboard.css.ts';
import { rankingMessages } from './messages.ts';

export interface TeamRankingProps {
  /** The members and their figures; null while they load. */
  ranking: DashboardRankingEntry[] | null;
}

type SortKey = 'average_rating' | 'total_reviews';

/**
 * Sorts by the column asked for, the other figure then the name breaking ties; a member
 * without an average comes last whichever the direction (no rating is not a low rating).
 */
export function sortRanking(rows: DashboardRankingEntry[], sort: SortDescriptor): DashboardRankingEntry[] {
  const key = sort.column as SortKey;
  const other: SortKey = key === 'average_rating' ? 'total_reviews' : 'average_rating';
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compare = (a: number | null, b: number | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : sign * (a - b);
  return [...rows].sort(
    (a, b) =>
      compare(a[key], b[key]) ||
      compare(a[other], b[other]) ||
      `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`),
  );
}

/**
 * The team ranking (spec section 2): a real table whose two figure headers sort it (press,
 * Enter or Space on a header; arrows move between cells), each member linking to My Sellers
 * filtered to them. The rank follows the order shown.
 */
export function TeamRanking({ ranking }: TeamRankingProps) {
  const intl = useIntl();
  const [sort, setSort] = useState<SortDescriptor>({ column: 'average_rating', direction: 'descending' });
  const rows = useMemo(() => (ranking ? sortRanking(ranking, sort) : []), [ranking, sort]);
  const rank = new Map(rows.map((row, index) => [row.id, index + 1]));

  return (
    <Card
      title={intl.formatMessage(rankingMessages.title)}
      description={intl.formatMessage(rankingMessages.description)}
    >
      {/* Never shorter than while it loads: the goal calculator under it stays put (dashboard.css.ts). */}
      <div className={styles.rankingFrame}>
        <Table aria-label={intl.formatMessage(rankingMessages.title)} sortDescriptor={sort} onSortChange={setSort}>
          <TableHeader>
            <Column id="rank" width={56}>
              {intl.formatMessage(rankingMessages.rank)}
            </Column>
            <Column id="name" isRowHeader>
              {intl.formatMessage(rankingMessages.member)}
            </Column>
            <Column id="average_rating" allowsSorting>
              {intl.formatMessage(rankingMessages.average)}
            </Column>
            <Column id="total_reviews" allowsSorting>
              {intl.formatMessage(rankingMessages.total)}
            </Column>
          </TableHeader>
          <TableBody
            items={rows}
            isLoading={ranking === null}
            skeletonRows={4}
            emptyState={intl.formatMessage(rankingMessages.empty)}
          >
            {(member: DashboardRankingEntry) => {
              const name = `${member.first_name} ${member.last_name}`;
              return (
                <Row id={member.id}>
                  <Cell className={styles.number}>{intl.formatNumber(rank.get(member.id) ?? 0)}</Cell>
                  <Cell textValue={name}>
                    <Link href={`${pathFor('manager.sellers.index')}?search=${encodeURIComponent(name)}`}>{name}</Link>
                  </Cell>
                  <Cell className={styles.number}>
                    {member.average_rating === null
                      ? intl.formatMessage(rankingMessages.noRating)
                      : intl.formatNumber(member.average_rating, {
                          minimumFractionDigits: 2,
                          maximumFractionDigits: 2,
                        })}
                  </Cell>
                  <Cell className={styles.number}>{intl.formatNumber(member.total_reviews)}</Cell>
                </Row>
              );
            }}
          </TableBody>
        </Table>
      </div>
    </Card>
  );
}
