import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { controlBox } from '../Field/controlBox.ts';

/** Spec section 9: a select is at least 42 px tall. */
export const SELECT_MIN_HEIGHT = '42px';

const box = controlBox('[data-focus-visible]');

/** The closed select: the text-control box, with react-aria's button states. */
export const trigger = style(
  inComponents({
    ...box,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['100'],
    minHeight: SELECT_MIN_HEIGHT,
    paddingBlock: vars.space['050'],
    paddingInlineStart: vars.space['150'],
    paddingInlineEnd: vars.space['100'],
    textAlign: 'start',
    cursor: 'default',
    selectors: {
      ...box.selectors,
      // The open list keeps the ring, so the field stays marked while focus is in the list.
      '&[data-pressed], [data-open] > &': {
        borderColor: vars.color.border.focus,
        boxShadow: `0 0 0 1px ${vars.color.border.focus}`,
      },
      // react-aria marks the Select, not its button, as invalid.
      '[data-invalid] > &': { borderColor: vars.color.border.danger },
      '[data-invalid] > &[data-focus-visible]': { boxShadow: `0 0 0 1px ${vars.color.border.danger}` },
    },
  }),
);

export const value = style(
  inComponents({
    flex: 1,
    minWidth: 0,
    overflowWrap: 'anywhere',
    selectors: { '&[data-placeholder]': { color: vars.color.text.placeholder } },
  }),
);

export const valueContent = style(
  inComponents({ display: 'inline-flex', alignItems: 'center', gap: vars.space['100'], minWidth: 0 }),
);

export const chevron = style(
  inComponents({
    flexShrink: 0,
    width: '16px',
    height: '16px',
    color: vars.color.text.muted,
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.fast,
    selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
  }),
);
