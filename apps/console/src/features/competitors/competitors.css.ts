import { media, vars } from '@starcrew/ui/theme';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['100'],
});

export const stats = style({
  display: 'grid',
  gap: vars.space['150'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const name = style({ display: 'block', fontWeight: vars.typography.bodyStrong.fontWeight });

/** A second line under a cell's value: the address, or the comparison with the location. */
export const sub = style({
  display: 'block',
  color: vars.color.text.muted,
  fontSize: vars.typography.small.fontSize,
  lineHeight: vars.typography.small.lineHeight,
});

/** Figures line up digit under digit. */
export const number = style({ fontVariantNumeric: 'tabular-nums' });

export const trend = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['050'],
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

/** One result or one review per line, separated by a rule. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['100'] });

export const result = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['150'],
  paddingBlock: vars.space['100'],
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const resultText = style({ minWidth: 0, display: 'grid', gap: vars.space['025'] });

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['100'] });

export const reviewText = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
