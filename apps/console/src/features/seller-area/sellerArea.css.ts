import { media, vars } from '@starcrew/ui/theme';
import { style } from '@vanilla-extract/css';

/** One card per location: a column on a phone, two side by side from a tablet up. */
export const cards = style({
  display: 'grid',
  gap: vars.space['200'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The code centred above its link. */
export const toolCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['200'],
});

export const linkField = style({ width: '100%' });

export const stats = style({
  display: 'grid',
  gap: vars.space['150'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});

/** The ranking and the campaign side by side on a desktop. */
export const panels = style({
  display: 'grid',
  gap: vars.space['200'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A campaign card's rank and "Goal reached" on one line. */
export const standing = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['100'],
});
