import { media, vars } from '@starcrew/ui/theme';
import { style } from '@vanilla-extract/css';

export const stats = style({
  display: 'grid',
  gap: vars.space['150'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['100'],
});

/** The search field takes the width a phone has, and no more than a comfortable line on a desktop. */
export const search = style({ width: '100%', maxWidth: '24rem' });

/** Figures line up digit under digit, left-aligned as their column headers. */
export const number = style({ fontVariantNumeric: 'tabular-nums' });

/** The QR modal: settings beside the preview on a desktop, above it on a phone. */
export const qrLayout = style({
  display: 'grid',
  gap: vars.space['300'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const preview = style({ display: 'flex', justifyContent: 'center' });

/** On a phone the preview comes first, so each change shows where the eye already is. */
export const previewColumn = style({
  order: -1,
  '@media': { [media.tablet]: { order: 0 } },
});
