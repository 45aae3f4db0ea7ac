import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

export const fieldError = style(
  inComponents({
    ...vars.typography.small,
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['050'],
    color: vars.color.text.danger,
    overflowWrap: 'anywhere',
  }),
);

export const icon = style(
  inComponents({
    flexShrink: 0,
    width: '14px',
    height: '14px',
    marginBlockStart: '2px',
  }),
);

/** The line of an error fixed during a submit press, kept empty until the press is over. */
export const heldLine = style(
  inComponents({
    minBlockSize: vars.typography.small.lineHeight,
  }),
);
