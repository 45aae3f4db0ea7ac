import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

export const popover = style(
  inComponents({
    maxWidth: 'min(360px, calc(100vw - 16px))',
    minWidth: '200px',
  }),
);

export const arrowPath = style(
  inComponents({ fill: vars.color.background.surface, stroke: vars.color.border.subtle, strokeWidth: 1 }),
);

export const dialog = style(
  inComponents({
    padding: vars.space['200'],
    ...vars.typography.body,
    overflowWrap: 'anywhere',
    outline: 'none',
  }),
);

export const title = style(
  inComponents({
    margin: `0 0 ${vars.space['075']}`,
    ...vars.typography.bodyStrong,
    color: vars.color.text.default,
  }),
);
