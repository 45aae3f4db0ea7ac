import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

const { desktop } = media;

export const layout = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    // Below the desktop width the back bar takes its height and the form the rest.
    gridTemplateRows: 'auto 1fr',
    minHeight: '100dvh',
    backgroundColor: vars.color.background.canvas,
    '@media': { [desktop]: { gridTemplateColumns: 'minmax(22rem, 36%) 1fr', gridTemplateRows: '1fr' } },
  }),
);

export const backBar = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    minHeight: '48px',
    paddingInline: vars.space['150'],
    backgroundColor: vars.color.background.surface,
    borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
    '@media': { [desktop]: { display: 'none' } },
  }),
);

export const backLink = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['050'],
    minHeight: '44px',
    paddingInline: vars.space['075'],
    borderRadius: vars.radius['075'],
    color: vars.color.text.default,
    ...vars.typography.label,
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.background.ghostHover },
      '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.border.focus}` },
    },
  }),
);

export const panel = style(
  inComponents({
    display: 'none',
    '@media': {
      [desktop]: {
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space['400'],
        padding: vars.space['600'],
        backgroundColor: vars.color.background.accent,
        color: vars.color.text.onAccent,
      },
    },
  }),
);

export const tagline = style(
  inComponents({ margin: 0, fontSize: '1.75rem', lineHeight: 1.25, fontWeight: 650, letterSpacing: '-0.02em' }),
);

export const benefits = style(
  inComponents({ display: 'grid', gap: vars.space['200'], margin: 0, padding: 0, listStyle: 'none' }),
);

export const benefit = style(
  inComponents({
    display: 'flex',
    gap: vars.space['150'],
    alignItems: 'baseline',
    lineHeight: 1.5,
    overflowWrap: 'anywhere',
    // Decorative: the empty alternative text keeps screen readers from saying "check mark".
    '::before': { content: '"✓" / ""', fontWeight: 700 },
  }),
);

export const main = style(
  inComponents({
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'flex-start',
    padding: `${vars.space['400']} ${vars.space['200']}`,
    '@media': { [desktop]: { alignItems: 'center', padding: vars.space['600'] } },
  }),
);

export const content = style(inComponents({ width: '100%', maxWidth: '26rem' }));

export const mobileLogo = style(
  inComponents({ marginBottom: vars.space['300'], '@media': { [desktop]: { display: 'none' } } }),
);
