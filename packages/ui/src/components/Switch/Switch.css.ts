import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const { background: bg, text, border } = vars.color;

export const switchRoot = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap: vars.space['100'],
    maxWidth: '100%',
    ...vars.typography.body,
    color: text.default,
    cursor: 'default',
    WebkitTapHighlightColor: 'transparent',
    selectors: { '&[data-disabled]': { color: text.disabled, cursor: 'not-allowed' } },
  }),
);

/** 36 × 20 px track: wide enough for the thumb's travel to read as on/off at a glance. */
export const track = style(
  inComponents({
    position: 'relative',
    flexShrink: 0,
    width: '36px',
    height: '20px',
    marginBlockStart: '0px',
    borderRadius: vars.radius.full,
    backgroundColor: border.default,
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      [`${switchRoot}[data-hovered] &`]: { backgroundColor: border.strong },
      [`${switchRoot}[data-selected] &`]: { backgroundColor: bg.accent },
      [`${switchRoot}[data-selected][data-hovered] &`]: { backgroundColor: bg.accentHover },
      [`${switchRoot}[data-focus-visible] &`]: { outline: `2px solid ${border.focus}`, outlineOffset: '2px' },
      [`${switchRoot}[data-disabled] &`]: { backgroundColor: border.disabled },
    },
  }),
);

export const thumb = style(
  inComponents({
    position: 'absolute',
    insetBlockStart: '2px',
    insetInlineStart: '2px',
    width: '16px',
    height: '16px',
    borderRadius: vars.radius.full,
    backgroundColor: bg.surface,
    boxShadow: vars.elevation['100'],
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)' },
      [`:dir(rtl) ${switchRoot}[data-selected] &`]: { transform: 'translateX(-16px)' },
    },
  }),
);

export const texts = style(
  inComponents({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' }),
);

export const description = style(inComponents({ ...vars.typography.small, color: text.muted }));
