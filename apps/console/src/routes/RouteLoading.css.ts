import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@starcrew/ui/theme';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(100%)' } });

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: 3,
  zIndex: 1000,
  overflow: 'hidden',
  '::after': {
    content: '',
    position: 'absolute',
    inset: 0,
    background: vars.color.background.accent,
    animation: `${slide} 1s ease-in-out infinite`,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { '::after': { animation: 'none' } } },
});
