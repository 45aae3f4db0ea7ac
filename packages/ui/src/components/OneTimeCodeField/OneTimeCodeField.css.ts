import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { controlBox } from '../Field/controlBox.ts';

export const boxes = style(inComponents({ display: 'flex', gap: vars.space['100'], maxWidth: '100%' }));

/** A box per digit: 44 × 52 px, large tabular digits, the same border states as every input. */
export const box = style(
  inComponents({
    ...controlBox('[data-focused]'),
    flex: '0 1 44px',
    width: '44px',
    minWidth: '32px',
    height: '52px',
    padding: 0,
    textAlign: 'center',
    ...vars.typography.heading200,
    fontVariantNumeric: 'tabular-nums',
    caretColor: vars.color.border.focus,
  }),
);
