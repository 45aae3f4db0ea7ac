import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

const { background: bg, text, border } = vars.color;
const collapse = `${vars.motion.duration.collapse} ${vars.motion.easing.standard}`;

/** Expanded 240 px; the rail is 64 px. The width animates (300 ms, 0 under reduced motion). */
export const sidebar = style(
  inComponents({
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.sidebar,
    display: 'flex',
    flexDirection: 'column',
    width: '240px',
    height: '100dvh',
    overflowX: 'hidden',
    overflowY: 'auto',
    backgroundColor: bg.surface,
    borderInlineEnd: `1px solid ${border.subtle}`,
    transition: `width ${collapse}`,
    selectors: { '&[data-collapsed]': { width: '64px' } },
    '@media': { [media.mobile]: { display: 'none' } },
  }),
);

export const header = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    minHeight: '56px',
    paddingInline: vars.space['150'],
    borderBlockEnd: `1px solid ${border.subtle}`,
  }),
);

export const logoLink = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.controlSize.md,
    paddingInline: vars.space['050'],
    borderRadius: vars.radius['075'],
    color: text.default,
    textDecoration: 'none',
    outline: 'none',
    selectors: { '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${border.focus}` } },
  }),
);

export const nav = style(
  inComponents({
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['150'],
    padding: vars.space['100'],
  }),
);

export const group = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['025'] }));

export const groupLabel = style(
  inComponents({
    paddingInline: vars.space['100'],
    paddingBlock: vars.space['050'],
    ...vars.typography.caption,
    fontWeight: vars.typography.label.fontWeight,
    color: text.muted,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  }),
);

export const list = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['025'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

/** A link or the Sign Out button: the same row, so the bottom action lines up with the links. */
export const item = style(
  inComponents({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['100'],
    width: '100%',
    minHeight: vars.controlSize.md,
    paddingInline: `calc(${vars.space['150']} - 2px)`,
    paddingBlock: vars.space['050'],
    border: 0,
    borderRadius: vars.radius['075'],
    backgroundColor: 'transparent',
    color: text.muted,
    ...vars.typography.label,
    textAlign: 'start',
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: bg.ghostHover, color: text.default },
      '&[data-pressed]': { backgroundColor: bg.ghostPressed },
      '&[data-current]': { backgroundColor: bg.accentSoft, color: text.accent },
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${border.focus}` },
    },
  }),
);

export const icon = style(
  inComponents({ display: 'inline-flex', flexShrink: 0, width: '18px', height: '18px', fontSize: '18px' }),
);

/** In the rail the label leaves the screen but stays the link's accessible name. */
export const label = style(
  inComponents({
    minWidth: 0,
    selectors: {
      '[data-collapsed] &': {
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      },
    },
  }),
);

export const footer = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['025'],
    padding: vars.space['100'],
    borderBlockStart: `1px solid ${border.subtle}`,
  }),
);
