import { style } from '@vanilla-extract/css';
import { media, vars } from '@starcrew/ui/theme';

/** Google renders its own iframe here; the box keeps the form's width and its height. */
export const googleButton = style({
  display: 'flex',
  justifyContent: 'center',
  minHeight: 44,
  width: '100%',
});

/** First and last name side by side from the tablet width up, stacked on phones. */
export const nameRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['200'],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
