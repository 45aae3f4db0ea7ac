import { media, vars } from '@starcrew/ui/theme';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['100'],
});

/** Figures line up digit under digit. */
export const number = style({ fontVariantNumeric: 'tabular-nums' });

/** The details' facts: two columns from a tablet up, one on a phone. */
export const facts = style({
  display: 'grid',
  gap: vars.space['200'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space['050'], margin: 0 });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** The ranking's progress bars, one a participant, under the podium. */
export const progressList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['150'],
});

export const term = style({ color: vars.color.text.muted });
export const value = style({ margin: 0 });
