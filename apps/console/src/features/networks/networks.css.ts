import { media, vars } from '@starcrew/ui/theme';
import { style } from '@vanilla-extract/css';

export const stats = style({
  display: 'grid',
  gap: vars.space['150'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['100'] });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space['150'],
  padding: vars.space['150'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius['100'],
  background: vars.color.background.surface,
  '@media': { [media.desktop]: { gridTemplateColumns: 'auto minmax(0, 1fr) 15rem 12rem' } },
});

/** A row without its checkbox (a reader who may not activate): no empty first column. */
export const readOnlyRow = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 15rem 12rem' } },
});

export const meta = style({
  gridColumn: '2',
  selectors: { [`${readOnlyRow} &`]: { gridColumn: 'auto' } },
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['150'],
  '@media': { [media.desktop]: { gridColumn: 'auto' } },
});

/** Licence and rename: the last column, pushed to the end on wide screens. */
export const actions = style({ '@media': { [media.desktop]: { justifyContent: 'space-between' } } });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['100'],
});
