import { keyframes, style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style(
  inComponents({
    display: 'inline-flex',
    flexShrink: 0,
    width: '16px',
    height: '16px',
    color: vars.color.text.muted,
    animation: `${spin} 0.8s linear infinite`,
    '@media': { [media.reducedMotion]: { animationDuration: '2.4s' } },
  }),
);

/** The list's own loading line, under results already shown. */
export const loadingRow = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['100'],
    ...vars.typography.small,
    color: vars.color.text.muted,
    padding: vars.space['100'],
  }),
);
