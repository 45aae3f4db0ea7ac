import { vars } from '@starcrew/ui/theme';
import { style } from '@vanilla-extract/css';
import { PLOT_HEIGHT } from './ratingChart.size.ts';

/** The chart's box: the tooltip is placed inside it. */
export const frame = style({ position: 'relative', width: '100%' });

/** The plot's own box: as tall as the plot before its width is measured and the plot drawn. */
export const plotArea = style([frame, { height: PLOT_HEIGHT }]);

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
