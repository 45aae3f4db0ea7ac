import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

/** The column a field's label, control, description and error sit in. */
export const field = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['075'],
    minWidth: 0,
  }),
);

export const label = style(
  inComponents({
    ...vars.typography.label,
    color: vars.color.text.default,
    overflowWrap: 'anywhere',
    cursor: 'default',
    selectors: { '[data-disabled] > &': { color: vars.color.text.disabled } },
  }),
);

export const requiredMark = style(
  inComponents({
    marginInlineStart: vars.space['025'],
    color: vars.color.text.danger,
    '::after': { content: '"*"' },
  }),
);

export const description = style(
  inComponents({
    ...vars.typography.small,
    color: vars.color.text.muted,
    overflowWrap: 'anywhere',
  }),
);
