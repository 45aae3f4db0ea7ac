import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

export const form = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['200'],
    minWidth: 0,
  }),
);
