import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';

const { background: bg, text, border } = vars.color;
const ring = (color: string) => `0 0 0 1px ${color}`;

/**
 * The bordered box of every text-like control: TextField's input, and the groups (an input
 * with buttons) of PasswordField, NumberField, DatePicker, ComboBox… `focus` is the data
 * attribute that means "typing goes here": `data-focused` on an input, `data-focus-within`
 * on a group. A plain `.ts` because a `.css.ts` may not export functions.
 */
export const controlBox = (focus: '[data-focused]' | '[data-focus-within]' | '[data-focus-visible]'): StyleRule => ({
  width: '100%',
  minWidth: 0,
  ...vars.typography.body,
  color: text.default,
  backgroundColor: bg.input,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: border.default,
  borderRadius: vars.radius['075'],
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-hovered]': { borderColor: border.strong },
    // Any focus, not only keyboard focus: a mouse user also needs to see where typing goes.
    [`&${focus}`]: { borderColor: border.focus, boxShadow: ring(border.focus) },
    '&[data-invalid]': { borderColor: border.danger },
    [`&[data-invalid]${focus}`]: { boxShadow: ring(border.danger) },
    '&[data-disabled]': {
      color: text.disabled,
      backgroundColor: bg.disabled,
      borderColor: border.disabled,
      cursor: 'not-allowed',
    },
  },
});
