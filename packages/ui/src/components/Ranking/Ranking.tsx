import type { ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import * as styles from './Ranking.css.ts';

const messages = defineMessages<{ medal: { position: number }; you: NoMessageValues }>({
  medal: {
    id: 'ui.ranking.medal',
    defaultMessage:
      '{position, select, 1 {1st place, gold medal} 2 {2nd place, silver medal} other {3rd place, bronze medal}}',
  },
  you: { id: 'ui.ranking.you', defaultMessage: 'You' },
});

/** One ranked person. */
export interface RankingEntry {
  /** A stable key. */
  id: string;
  /** The person's name. */
  name: string;
  /** The figure they are ranked by, formatted ("4.8", "128 reviews"). */
  value: ReactNode;
  /** A photo URL; without it the initials show. */
  avatarUrl?: string;
}

export interface RankingProps {
  /**
   * The people in ranked order, first place first.
   * @default undefined
   */
  entries: RankingEntry[];
  /**
   * The signed-in person's id: their row is highlighted, marked "You" and `aria-current`.
   * @default undefined
   */
  currentId?: string;
  /**
   * Names the list ("Team ranking by average rating").
   * @default undefined
   */
  'aria-label'?: string;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase())
    .join('');

/**
 * A team ranking: position (medals for the top three, each with its place in words), avatar
 * or initials, name and value, the current person highlighted. An ordered list, so screen
 * readers announce the positions too.
 */
export function Ranking({ entries, currentId, ...props }: RankingProps) {
  const intl = useIntl();
  return (
    <ol className={styles.list} aria-label={props['aria-label']}>
      {entries.map((entry, index) => {
        const place = index + 1;
        const isCurrent = entry.id === currentId;
        return (
          <li key={entry.id} className={styles.item} aria-current={isCurrent || undefined}>
            <span className={styles.position}>
              {place <= 3 ? (
                <span
                  role="img"
                  aria-label={intl.formatMessage(messages.medal, { position: place })}
                  className={styles.medal({ place: place as 1 | 2 | 3 })}
                >
                  <span aria-hidden="true">{intl.formatNumber(place)}</span>
                </span>
              ) : (
                intl.formatNumber(place)
              )}
            </span>
            <span className={styles.avatar} aria-hidden="true">
              {entry.avatarUrl ? (
                <img src={entry.avatarUrl} alt="" className={styles.avatarImage} />
              ) : (
                initials(entry.name)
              )}
            </span>
            <span className={styles.name}>
              {entry.name}
              {isCurrent && <span className={styles.you}>{intl.formatMessage(messages.you)}</span>}
            </span>
            <span className={styles.value}>{entry.value}</span>
          </li>
        );
      })}
    </ol>
  );
}
