import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

export const content = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['200'] }));

export const message = style(inComponents({ color: vars.color.text.muted }));
