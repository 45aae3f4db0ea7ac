import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const { text, border, background: bg } = vars.color;

export const figure = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['150'], margin: 0, minWidth: 0 }),
);

export const header = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space['100'],
  }),
);

export const title = style(
  inComponents({ margin: 0, ...vars.typography.heading100, color: text.default, overflowWrap: 'anywhere' }),
);

export const plotArea = style(inComponents({ position: 'relative', width: '100%', minWidth: 0 }));

export const svg = style(inComponents({ display: 'block', overflow: 'visible', outline: 'none' }));

export const gridLine = style(inComponents({ stroke: border.subtle, strokeWidth: 1, shapeRendering: 'crispEdges' }));

export const tickLabel = style(
  inComponents({
    fill: text.muted,
    fontFamily: vars.fontFamily.sans,
    fontSize: '12px',
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const area = style(inComponents({ fill: bg.accentSoft, opacity: 0.7 }));

export const line = style(
  inComponents({ fill: 'none', stroke: bg.accent, strokeWidth: 2, strokeLinejoin: 'round', strokeLinecap: 'round' }),
);

export const point = style(
  inComponents({
    fill: bg.surface,
    stroke: bg.accent,
    strokeWidth: 2,
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-active]': { fill: bg.accent },
      '&:focus-visible': { stroke: border.focus, strokeWidth: 3 },
    },
  }),
);

export const focusRing = style(inComponents({ fill: 'none', stroke: border.focus, strokeWidth: 2 }));

export const guide = style(inComponents({ stroke: border.default, strokeWidth: 1, strokeDasharray: '3 3' }));

export const tooltip = style(
  inComponents({
    position: 'absolute',
    pointerEvents: 'none',
    padding: `${vars.space['050']} ${vars.space['100']}`,
    borderRadius: vars.radius['075'],
    backgroundColor: text.default,
    color: bg.surface,
    ...vars.typography.small,
    whiteSpace: 'nowrap',
    boxShadow: vars.elevation['200'],
    zIndex: vars.zIndex.tooltip,
  }),
);

export const tooltipValue = style(inComponents({ fontWeight: vars.typography.label.fontWeight }));

export const empty = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: `1px dashed ${border.control}`,
    borderRadius: vars.radius['100'],
    color: text.muted,
    ...vars.typography.body,
    textAlign: 'center',
    padding: vars.space['200'],
  }),
);

export const tableToggle = style(
  inComponents({
    alignSelf: 'flex-start',
    padding: 0,
    border: 0,
    background: 'none',
    ...vars.typography.small,
    color: text.accent,
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    borderRadius: vars.radius['050'],
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { color: text.default },
      '&[data-focus-visible]': { outline: `2px solid ${border.focus}`, outlineOffset: '2px' },
    },
  }),
);

export const table = style(
  inComponents({
    width: '100%',
    borderCollapse: 'collapse',
    ...vars.typography.small,
    color: text.default,
  }),
);

export const th = style(
  inComponents({
    textAlign: 'start',
    padding: `${vars.space['050']} ${vars.space['100']}`,
    borderBlockEnd: `1px solid ${border.subtle}`,
    color: text.muted,
    fontWeight: vars.typography.label.fontWeight,
  }),
);

export const td = style(
  inComponents({
    padding: `${vars.space['050']} ${vars.space['100']}`,
    borderBlockEnd: `1px solid ${border.subtle}`,
    fontVariantNumeric: 'tabular-nums',
  }),
);
