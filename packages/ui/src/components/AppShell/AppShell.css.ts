import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

export const shell = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    minHeight: '100dvh',
    backgroundColor: vars.color.background.canvas,
    '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  }),
);

export const column = style(inComponents({ display: 'flex', flexDirection: 'column', minWidth: 0 }));

/** Room under the content for the fixed bottom bar on phones. */
export const main = style(
  inComponents({
    flex: 1,
    minWidth: 0,
    padding: vars.space['300'],
    outline: 'none',
    '@media': { [media.mobile]: { padding: vars.space['200'], paddingBottom: '96px' } },
  }),
);

export const mobileLogoLink = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.controlSize.md,
    borderRadius: vars.radius['075'],
    color: vars.color.text.default,
    textDecoration: 'none',
    outline: 'none',
    selectors: { '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.border.focus}` } },
  }),
);

/** Off screen until focused: the first Tab stop, straight to the content. */
export const skipLink = style(
  inComponents({
    position: 'fixed',
    top: vars.space['100'],
    insetInlineStart: vars.space['100'],
    zIndex: vars.zIndex.tooltip,
    paddingInline: vars.space['150'],
    paddingBlock: vars.space['075'],
    borderRadius: vars.radius['075'],
    backgroundColor: vars.color.background.surface,
    boxShadow: vars.elevation['200'],
    color: vars.color.text.accent,
    ...vars.typography.label,
    transform: 'translateY(-200%)',
    outline: 'none',
    selectors: {
      '&:focus-visible': { transform: 'none', boxShadow: `0 0 0 2px ${vars.color.border.focus}` },
    },
  }),
);
