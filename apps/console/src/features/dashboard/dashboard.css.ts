import { breakpoint, media, vars } from '@starcrew/ui/theme';
import { style } from '@vanilla-extract/css';

/** Two figures a row on phones, four from the tablet width up. */
export const stats = style({
  display: 'grid',
  gap: vars.space['150'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

/**
 * The stars show beside the score only when they fit on its line: a narrow card (tablets, four
 * cards in a row) wraps them onto a second line, which is cut off, so the card keeps the one
 * line its loading placeholder has (nothing under the figures moves when they come). The stars
 * are decorative (the score says it), so cutting them hides nothing.
 */
export const rating = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['100'],
  maxHeight: vars.typography.heading300.lineHeight,
  overflow: 'hidden',
});

/** On phones two cards share a row: the stars (a picture of the score beside them) would wrap and make one card taller. */
export const ratingStars = style({ display: 'inline-flex', '@media': { [media.mobile]: { display: 'none' } } });

const scopeLineHeight = vars.typography.body.lineHeight;

/**
 * The line under the greeting, whose figures these are, keeps its place when the location comes
 * (it is named only then): one line is kept for it, two on phones, where the sentence with a
 * location's name wraps (a short one leaves its second line blank). A name longer than that
 * still pushes what is under it down; nothing could say its length sooner.
 */
export const scope = style({
  ...vars.typography.body,
  minHeight: scopeLineHeight,
  '@media': { [media.mobile]: { minHeight: `calc(2 * ${scopeLineHeight})` } },
});

/** Its placeholder's bar, centred in exactly the sentence's first line. */
export const scopeSkeleton = style({ marginBlock: `calc((${scopeLineHeight} - 0.75em) / 2)` });

/**
 * The panels under the figures: the rating chart, the team ranking and the goal calculator,
 * one column on phones and tablets, two on wide screens (the chart across both).
 */
export const panels = style({
  display: 'grid',
  gap: vars.space['200'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** A panel across the whole grid. */
export const wide = style({ '@media': { [media.desktop]: { gridColumn: '1 / -1' } } });

/**
 * Tablets only: a range, not a min-width overridden at desktop, because vanilla-extract emits
 * each media query once, in the order of first use in the file (desktop comes first here).
 */
const tabletOnly = `${media.tablet} and (max-width: ${breakpoint.sidebarExpanded - 1}px)`;

/**
 * The field and its answer side by side when the panel spans the page (tablets), the answer
 * under it on phones and on wide screens, where the panel shares its row with the ranking.
 */
export const goal = style({
  display: 'grid',
  gap: vars.space['200'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [tabletOnly]: { gridTemplateColumns: 'minmax(14rem, 18rem) minmax(0, 1fr)' } },
});

/** The answer: a soft panel the height of the field, so the layout does not jump as it changes. */
export const answer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['150'],
  minHeight: '4.25rem',
  padding: `${vars.space['150']} ${vars.space['200']}`,
  borderRadius: vars.radius['100'],
  background: vars.color.background.sunken,
  color: vars.color.text.default,
  ...vars.typography.body,
  '@media': { [tabletOnly]: { marginTop: vars.space['250'] } },
});

export const answerText = style({ margin: 0 });

export const answerReached = style({ background: vars.color.background.successSoft });
export const answerNeeded = style({ background: vars.color.background.accentSoft });
export const answerUnrealistic = style({ background: vars.color.background.warningSoft });

/** The number in the answer ("12"), so it reads at a glance. */
export const answerFigure = style({
  fontWeight: vars.typography.heading100.fontWeight,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * The title and "Add a seller" on one line, the button going under it when the line is short.
 * As tall as the button from the start: it appears once the location is known, and the lines
 * under the title would otherwise move down as it does.
 */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['100'],
  minHeight: vars.controlSize.md,
});

/**
 * The team ranking's table while it loads (its header and four skeleton rows, in their 1 px
 * border): the ranking's placeholder is as tall.
 */
export const rankingLoadingHeight = '216px';

/**
 * The ranking's table keeps that height when the team has fewer than four members (the space
 * under its rows stays in the card), so the goal calculator under it on phones and tablets does
 * not move up when the ranking arrives; a larger team makes it taller. Not on wide screens,
 * where the calculator stands beside it and nothing is under the row.
 */
export const rankingFrame = style({
  '@media': { [`screen and (max-width: ${breakpoint.sidebarExpanded - 1}px)`]: { minHeight: rankingLoadingHeight } },
});

/** Figures in the ranking: aligned for comparison. */
export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/**
 * The chart while its figures (or its code) load: the legend's line, then the plot's height, so
 * that nothing under the chart moves when it is drawn.
 */
export const chartPlaceholder = style({ paddingTop: vars.typography.small.lineHeight });
