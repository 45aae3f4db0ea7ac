import { Button, visuallyHidden } from '@starcrew/ui';
import { useIntl } from 'react-intl';
import { newReviews } from './messages.ts';
import * as styles from './reviews.css.ts';

/**
 * "N new reviews" above the inbox (issue 14). A polite live region, always in the page (a region
 * added with its text is not announced) and out of the layout, says the count; the button that
 * loads the list again appears while there is one.
 */
export function NewReviewsBanner({ count, onShow }: { count: number; onShow: () => void }) {
  const intl = useIntl();
  const text = count > 0 ? intl.formatMessage(newReviews, { count }) : '';
  return (
    <>
      <div role="status" className={visuallyHidden}>
        {text}
      </div>
      {count > 0 && (
        <div className={styles.newReviews}>
          <Button variant="secondary" onPress={onShow}>
            {text}
          </Button>
        </div>
      )}
    </>
  );
}
