import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { controlBox } from '../Field/controlBox.ts';
import { SELECT_MIN_HEIGHT } from '../Select/Select.css.ts';

const { background: bg, text, border } = vars.color;

const box = controlBox('[data-focus-within]');

/** One box holding the chips and the trigger, drawn like any text control. */
export const control = style(
  inComponents({
    ...box,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['050'],
    minHeight: SELECT_MIN_HEIGHT,
    padding: vars.space['050'],
    paddingInlineStart: vars.space['075'],
    selectors: {
      ...box.selectors,
      '[data-invalid] > &': { borderColor: border.danger },
      '[data-disabled] > &': { backgroundColor: bg.disabled, borderColor: border.disabled, color: text.disabled },
    },
  }),
);

/** The slot and the TagGroup's wrapper add no box: the chips sit in the control's own row. */
export const tagList = style(inComponents({ display: 'contents' }));

/** The grid itself keeps a box: an element with `display: contents` cannot take focus. */
export const chipList = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['050'],
    minWidth: 0,
    maxWidth: '100%',
    outline: 'none',
  }),
);

export const tag = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['025'],
    maxWidth: '100%',
    minHeight: '28px',
    paddingInlineStart: vars.space['100'],
    paddingInlineEnd: vars.space['025'],
    borderRadius: vars.radius['050'],
    backgroundColor: bg.sunken,
    color: text.default,
    ...vars.typography.label,
    outline: 'none',
    cursor: 'default',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${border.focus}`, outlineOffset: '1px' },
      '&[data-disabled]': { color: text.disabled },
    },
  }),
);

export const tagText = style(inComponents({ minWidth: 0, overflowWrap: 'anywhere' }));

/** 24 px: the smallest target WCAG 2.2 (2.5.8) allows without spacing. */
export const remove = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '24px',
    height: '24px',
    padding: 0,
    border: 0,
    borderRadius: vars.radius['050'],
    background: 'transparent',
    color: text.muted,
    outline: 'none',
    selectors: {
      '&[data-hovered]': { backgroundColor: bg.ghostPressed, color: text.default },
      '&[data-focus-visible]': { outline: `2px solid ${border.focus}`, outlineOffset: '-2px' },
    },
  }),
);

export const removeIcon = style(inComponents({ width: '14px', height: '14px' }));

/** The trigger fills what the chips leave of the line, and takes a line of its own when full. */
export const trigger = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['100'],
    flex: '1 0 96px',
    minHeight: '28px',
    paddingInline: vars.space['075'],
    border: 0,
    borderRadius: vars.radius['050'],
    background: 'transparent',
    color: text.placeholder,
    ...vars.typography.body,
    textAlign: 'start',
    outline: 'none',
    cursor: 'default',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${border.focus}`, outlineOffset: '0' },
      '&[data-disabled]': { color: text.disabled, cursor: 'not-allowed' },
    },
  }),
);

export const triggerText = style(inComponents({ flex: 1, minWidth: 0 }));
