import { style } from '@vanilla-extract/css';
import { vars } from '@starcrew/ui/theme';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['100'],
  fontWeight: 700,
  fontSize: '1.125rem',
  letterSpacing: '-0.01em',
  color: vars.color.text.default,
});

export const inverse = style([logo, { color: vars.color.text.onAccent }]);

export const mark = style({
  width: 28,
  height: 28,
  color: vars.color.background.accent,
  flexShrink: 0,
  // On the accent panel the tile turns white and the star takes the accent.
  selectors: { [`${inverse} &`]: { color: vars.color.text.onAccent } },
});

export const star = style({
  fill: vars.color.text.onAccent,
  selectors: { [`${inverse} &`]: { fill: vars.color.background.accent } },
});
