import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

export const nav = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space['150'],
    ...vars.typography.small,
    color: vars.color.text.muted,
  }),
);

export const range = style(inComponents({ fontVariantNumeric: 'tabular-nums' }));

export const list = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['050'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

/** Page numbers give way to previous and next alone on a phone. */
export const pageItem = style(inComponents({ '@media': { [media.mobile]: { display: 'none' } } }));

export const pageButton = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.controlSize.sm,
    height: vars.controlSize.sm,
    paddingInline: vars.space['075'],
    border: '1px solid transparent',
    borderRadius: vars.radius['075'],
    backgroundColor: 'transparent',
    ...vars.typography.label,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text.default,
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.background.ghostHover },
      '&[data-pressed]': { backgroundColor: vars.color.background.ghostPressed },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
      '&[aria-current=page]': {
        backgroundColor: vars.color.background.accentSoft,
        borderColor: vars.color.border.accent,
        color: vars.color.text.accent,
      },
      '&[data-disabled]': { color: vars.color.text.disabled, backgroundColor: 'transparent', cursor: 'not-allowed' },
    },
  }),
);

export const gap = style(
  inComponents({
    minWidth: vars.controlSize.sm,
    textAlign: 'center',
    color: vars.color.text.muted,
    selectors: { '&::before': { content: '"…"' } },
  }),
);
