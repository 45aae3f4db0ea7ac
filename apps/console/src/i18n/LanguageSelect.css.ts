import { style } from '@vanilla-extract/css';
import { vars } from '@starcrew/ui/theme';

export const select = style({
  minHeight: 36,
  padding: `0 ${vars.space['100']}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius['075'],
  background: vars.color.background.input,
  color: vars.color.text.default,
  font: 'inherit',
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
});
