import { style } from '@vanilla-extract/css';
import { vars } from '@starcrew/ui/theme';

/** One readable column: settings forms gain nothing from the full width of a wide screen. */
export const page = style({ width: '100%', maxWidth: '48rem' });

/** First and last name side by side where there is room. */
export const twoColumns = style({
  display: 'grid',
  gap: vars.space['200'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});
