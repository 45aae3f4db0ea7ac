import { style } from '@vanilla-extract/css';
import { vars } from '@starcrew/ui/theme';

export const layout = style({ minHeight: '100dvh', background: vars.color.background.canvas });
export const header = style({
  padding: `${vars.space['200']} ${vars.space['300']}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
});
export const main = style({ padding: vars.space['400'], maxWidth: 960, marginInline: 'auto' });
