import { style } from '@vanilla-extract/css';
import { media, vars } from '@starcrew/ui/theme';

export const layout = style({ minHeight: '100dvh', background: vars.color.background.canvas });

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['200'],
  padding: `${vars.space['100']} ${vars.space['300']}`,
  minHeight: 56,
  background: vars.color.background.surface,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const homeLink = style({
  borderRadius: vars.radius['075'],
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['150'] });

export const name = style({
  color: vars.color.text.muted,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const main = style({ padding: vars.space['400'], maxWidth: 1280, marginInline: 'auto' });
