import { style } from '@vanilla-extract/css';
import { vars } from '@starcrew/ui/theme';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['400'],
  background: vars.color.background.canvas,
});

export const content = style({ maxWidth: '32rem', textAlign: 'center' });

export const code = style({
  margin: 0,
  fontSize: '4rem',
  lineHeight: 1,
  fontWeight: 700,
  letterSpacing: '-0.04em',
  color: vars.color.text.accent,
});
