import { style } from '@vanilla-extract/css';
import { media, vars } from '@starcrew/ui/theme';

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: vars.space['200'],
  background: vars.color.background.canvas,
  '@media': { [media.tablet]: { padding: vars.space['600'] } },
});

export const card = style({
  width: '100%',
  maxWidth: '34rem',
  padding: vars.space['300'],
  borderRadius: vars.radius['150'],
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const names = style({
  display: 'grid',
  gap: vars.space['200'],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
