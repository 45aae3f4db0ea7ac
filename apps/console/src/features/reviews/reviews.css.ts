import { media, vars } from '@starcrew/ui/theme';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['100'],
});

/** Filters wrap on a phone, sit on one or two lines on a desktop. */
export const filters = style({
  display: 'grid',
  gap: vars.space['150'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const stars = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['100'],
  border: 0,
  padding: 0,
  margin: 0,
});

export const list = style({ display: 'grid', gap: vars.space['150'], listStyle: 'none', padding: 0, margin: 0 });

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['100'],
  justifyContent: 'space-between',
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['100'] });

/** Long comments (and long French words) wrap inside the card instead of widening it. */
export const comment = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const reply = style({
  borderInlineStart: `3px solid ${vars.color.border.accent}`,
  paddingInlineStart: vars.space['150'],
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space['100'] });

export const assign = style({ minWidth: '12rem' });

/** The live "N new reviews" button, centred above the tabs. */
export const newReviews = style({ display: 'flex', justifyContent: 'center' });

/** The analyser's tags under the comment: a list, so a screen reader counts them. */
export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['075'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

/** The running export: its bar, what has arrived and Cancel, under the Export button. */
export const exportStatus = style({
  display: 'grid',
  gap: vars.space['050'],
  justifyItems: 'start',
  minWidth: '14rem',
});

/** Export sits at the end of the heading's row, under it on a phone. */
export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['150'],
});

export const templates = style({ display: 'grid', gap: vars.space['150'], listStyle: 'none', padding: 0, margin: 0 });

export const template = style({
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  paddingBlockEnd: vars.space['150'],
  overflowWrap: 'anywhere',
});

export const headingActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space['100'],
});
