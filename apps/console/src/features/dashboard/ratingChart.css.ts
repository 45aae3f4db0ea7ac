import { vars } from '@starcrew/ui/theme';
import { style } from '@vanilla-extract/css';
import { PLOT_HEIGHT } from './ratingChart.size.ts';

/** The chart's box: the tooltip is placed inside it. */
export const frame = style({ position: 'relative', width: '100%' });

/**
 * The legend and the plot in a fixed height, the legend's one line and the plot's, as
 * `ChartPlaceholder` reserves: when the legend wraps (competitors' names on a phone), the plot
 * is shorter and nothing under the chart moves as the figures come.
 */
export const chartBox = style([
  frame,
  {
    display: 'flex',
    flexDirection: 'column',
    height: `calc(${vars.typography.small.lineHeight} + ${PLOT_HEIGHT}px)`,
  },
]);

/** The plot's own box: what the legend leaves, measured before the plot is drawn. */
export const plotArea = style([frame, { flex: '1 1 0', minHeight: 0 }]);

export const svg = style({ display: 'block', width: '100%', overflow: 'visible' });

export const bar = style({ fill: vars.color.background.accentSoft });

export const line = style({ fill: 'none', stroke: vars.color.border.accent, strokeWidth: 2.5 });

/** A point: focusable, one tab stop for all (arrows move), its ring when the keyboard is on it. */
export const point = style({
  fill: vars.color.background.surface,
  stroke: vars.color.border.accent,
  strokeWidth: 2,
  cursor: 'default',
  outline: 'none',
  selectors: { '&:focus-visible, &[data-active="true"]': { fill: vars.color.border.accent } },
});

export const pointFocus = style({ fill: 'none', stroke: vars.color.border.focus, strokeWidth: 2 });

export const grid = style({ stroke: vars.color.border.subtle, strokeWidth: 1 });

export const tick = style({ fill: vars.color.text.muted, fontSize: '12px', fontVariantNumeric: 'tabular-nums' });

/**
 * A point's figures, above it (the plot places it with `left`, `top` and `transform`, sideways
 * so that it stays within the plot); never wider than the plot: a longer line wraps.
 */
export const tooltip = style({
  position: 'absolute',
  pointerEvents: 'none',
  boxSizing: 'border-box',
  width: 'max-content',
  maxWidth: '100%',
  padding: `${vars.space['075']} ${vars.space['100']}`,
  borderRadius: vars.radius['075'],
  background: vars.color.text.default,
  color: vars.color.background.surface,
  zIndex: vars.zIndex.tooltip,
  ...vars.typography.small,
});

export const legend = style({
  display: 'flex',
  flex: 'none',
  flexWrap: 'wrap',
  gap: vars.space['200'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text.muted,
  ...vars.typography.small,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['075'] });

export const swatchBar = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: '2px',
  background: vars.color.background.accentSoft,
});

export const swatchLine = style({
  display: 'inline-block',
  width: '1rem',
  height: '3px',
  borderRadius: '2px',
  background: vars.color.border.accent,
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['100'],
});

/**
 * The competitors' colours, in order: the tokens' status text colours, each readable (4.5:1)
 * on the surface in both themes; a competitor's line and markers take it as `currentColor`.
 */
export const seriesColours = [
  vars.color.text.info,
  vars.color.text.warning,
  vars.color.text.success,
  vars.color.text.danger,
  vars.color.text.muted,
].map((colour) => style({ color: colour }));

export const rivalLine = style({ fill: 'none', stroke: 'currentColor', strokeWidth: 2 });

export const rivalMarker = style({ fill: vars.color.background.surface, stroke: 'currentColor', strokeWidth: 1.5 });

export const note = style({
  margin: 0,
  marginTop: vars.space['100'],
  color: vars.color.text.muted,
  ...vars.typography.small,
});
