import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

export const layout = style(inComponents({ minHeight: '100dvh', backgroundColor: vars.color.background.canvas }));

export const header = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['150'],
    minHeight: '56px',
    paddingInline: vars.space['300'],
    backgroundColor: vars.color.background.surface,
    borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
    '@media': { [media.mobile]: { paddingInline: vars.space['150'] } },
  }),
);

export const logoLink = style(
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

/** The full logo above phone widths; the mark alone on phones, as the app's top bar has it. */
export const logoWide = style(inComponents({ display: 'contents', '@media': { [media.mobile]: { display: 'none' } } }));
export const logoNarrow = style(
  inComponents({ display: 'none', '@media': { [media.mobile]: { display: 'contents' } } }),
);

/** The end slot's controls on one row, like the top bar's. */
export const end = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space['100'],
    marginInlineStart: 'auto',
    whiteSpace: 'nowrap',
  }),
);

export const main = style(
  inComponents({
    maxWidth: '960px',
    marginInline: 'auto',
    padding: vars.space['400'],
    '@media': { [media.mobile]: { padding: vars.space['200'] } },
  }),
);
