import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

export const rules = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space['200'],
    rowGap: vars.space['025'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

/** A rule turns green with a check once met; the hidden "(done)" says the same in words. */
export const rule = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap: vars.space['050'],
    color: vars.color.text.muted,
    selectors: { '&[data-met]': { color: vars.color.text.success } },
  }),
);

export const ruleIcon = style(inComponents({ width: '14px', height: '14px', flexShrink: 0, marginBlockStart: '2px' }));

export const hintText = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['050'] }));
