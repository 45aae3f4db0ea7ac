import { style } from '@vanilla-extract/css';
import { media, vars } from '@starcrew/ui/theme';

const desktop = media.desktop;

export const layout = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateColumns: '1fr',
  // On mobile the back bar takes its height and the form the rest.
  gridTemplateRows: 'auto 1fr',
  background: vars.color.background.canvas,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(22rem, 36%) 1fr', gridTemplateRows: '1fr' } },
});

export const backBar = style({
  padding: `${vars.space['150']} ${vars.space['200']}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  '@media': { [desktop]: { display: 'none' } },
});

export const panel = style({
  display: 'none',
  '@media': {
    [desktop]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['400'],
      padding: vars.space['600'],
      background: vars.color.background.accent,
      color: vars.color.text.onAccent,
    },
  },
});

export const tagline = style({
  margin: 0,
  fontSize: '1.75rem',
  lineHeight: 1.25,
  fontWeight: 650,
  letterSpacing: '-0.02em',
});

export const benefits = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['200'] });

export const benefit = style({
  display: 'flex',
  gap: vars.space['150'],
  alignItems: 'baseline',
  lineHeight: 1.5,
  // Decorative: the empty alternative text keeps screen readers from saying "check mark".
  '::before': { content: '"✓" / ""', fontWeight: 700 },
});

export const main = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: `${vars.space['400']} ${vars.space['200']}`,
  '@media': { [desktop]: { alignItems: 'center', padding: vars.space['600'] } },
});

export const content = style({ width: '100%', maxWidth: '26rem' });

export const mobileLogo = style({
  marginBottom: vars.space['300'],
  '@media': { [desktop]: { display: 'none' } },
});
