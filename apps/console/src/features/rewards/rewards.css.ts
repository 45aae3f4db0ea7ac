import { vars } from '@starcrew/ui/theme';
import { style } from '@vanilla-extract/css';

/** The selection's count and its action, above the table; they wrap on a phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['100'],
  minHeight: '2.5rem',
});

export const number = style({ fontVariantNumeric: 'tabular-nums' });

/** The details' facts: label over value, two columns where there is room. */
export const facts = style({
  display: 'grid',
  gap: vars.space['150'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  margin: 0,
});

/** One entry a line pair (what, then when), apart enough to read as separate events. */
export const history = style({
  display: 'grid',
  gap: vars.space['150'],
  margin: 0,
  paddingInlineStart: vars.space['200'],
});
export const value = style({ margin: 0 });
