import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { STAR_PATH } from '../../internal/glyphs.tsx';
import * as styles from './RatingStars.css.ts';

// Annotated so the published declarations need no type from react-intl's dependencies.
export const ratingMessages: Record<'label' | 'star', MessageDescriptor> = defineMessages<{
  label: { rating: number };
  star: { count: number };
}>({
  label: { id: 'ui.ratingStars.label', defaultMessage: '{rating, number} out of 5 stars' },
  star: { id: 'ui.ratingStars.star', defaultMessage: '{count, plural, one {# star} other {# stars}}' },
});

export const MAX_RATING = 5;

export interface RatingStarsProps {
  /**
   * The rating from 0 to 5; shown to the nearest half star, said to the nearest tenth.
   * @default undefined
   */
  value: number;
  /**
   * The star size: `sm` 14 px in tables, `md` 18 px, `lg` 32 px on the review page.
   * @default 'md'
   */
  size?: styles.StarsVariants['size'];
}

/** Stars showing a rating, with halves; one image named "4.5 out of 5 stars". For input use `RatingStarsInput`. */
export function RatingStars({ value, size = 'md' }: RatingStarsProps) {
  const intl = useIntl();
  const clamped = Math.min(Math.max(value, 0), MAX_RATING);
  const shown = Math.round(clamped * 2) / 2;
  const said = Math.round(clamped * 10) / 10;
  return (
    <span
      role="img"
      aria-label={intl.formatMessage(ratingMessages.label, { rating: said })}
      className={styles.stars({ size })}
    >
      {Array.from({ length: MAX_RATING }, (_, index) => {
        const share = Math.min(Math.max(shown - index, 0), 1);
        return (
          <span key={index} className={styles.star}>
            <svg viewBox="0 0 20 20" className={styles.starEmpty} aria-hidden="true">
              <path d={STAR_PATH} />
            </svg>
            {share > 0 && (
              <span className={styles.starFill} style={{ width: `${share * 100}%` }}>
                <svg viewBox="0 0 20 20" className={styles.starFillSvg} aria-hidden="true">
                  <path d={STAR_PATH} />
                </svg>
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
