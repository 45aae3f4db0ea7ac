import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const { text, border, background: bg } = vars.color;

export const tabs = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['200'], minWidth: 0 }),
);

/**
 * A row of tabs over a hairline; on narrow screens the tabs wrap onto a second row rather than
 * scroll out of sight (issue 19: "Gestion des rôles" was cut off at 390 px with no sign of more).
 */
export const tabList = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['050'],
    boxShadow: `inset 0 -1px 0 ${border.subtle}`,
  }),
);

export const tab = style(
  inComponents({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['075'],
    flexShrink: 0,
    height: vars.controlSize.lg,
    paddingInline: vars.space['150'],
    ...vars.typography.bodyStrong,
    color: text.muted,
    whiteSpace: 'nowrap',
    outline: 'none',
    cursor: 'pointer',
    borderRadius: `${vars.radius['075']} ${vars.radius['075']} 0 0`,
    transitionProperty: 'color, background-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        insetInline: vars.space['100'],
        bottom: 0,
        height: '2px',
        borderRadius: vars.radius.full,
        backgroundColor: 'transparent',
      },
      '&[data-hovered]': { color: text.default, backgroundColor: bg.ghostHover },
      '&[data-selected]': { color: text.default },
      '&[data-selected]::after': { backgroundColor: bg.accent },
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${border.focus}` },
      '&[data-disabled]': { color: text.disabled, cursor: 'not-allowed', backgroundColor: 'transparent' },
    },
  }),
);

export const count = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '20px',
    height: '20px',
    paddingInline: vars.space['050'],
    borderRadius: vars.radius.full,
    backgroundColor: bg.neutral,
    color: text.muted,
    ...vars.typography.caption,
    fontWeight: vars.typography.label.fontWeight,
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '[data-selected] > &': { backgroundColor: bg.accentSoft, color: text.accent },
    },
  }),
);

export const panel = style(
  inComponents({
    outline: 'none',
    minWidth: 0,
    selectors: {
      '&[data-focus-visible]': {
        outline: `2px solid ${border.focus}`,
        outlineOffset: '4px',
        borderRadius: vars.radius['050'],
      },
    },
  }),
);
