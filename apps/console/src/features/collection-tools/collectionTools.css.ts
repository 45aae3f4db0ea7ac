import { media, vars } from '@starcrew/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** Two columns from a desktop up (messages beside sending), one on a phone. */
export const columns = style({
  display: 'grid',
  gap: vars.space['200'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The code beside its link and buttons on a tablet, above them on a phone. */
export const linkLayout = style({
  display: 'grid',
  gap: vars.space['200'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  justifyItems: 'center',
  '@media': { [media.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr)', justifyItems: 'start' } },
});

export const grow = style({ width: '100%' });

/** A message as the customer reads it: the text kept as typed, line breaks included. */
export const preview = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  padding: vars.space['150'],
  borderRadius: vars.radius['100'],
  background: vars.color.background.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const previewSubject = style({ fontWeight: 600, marginBlockEnd: vars.space['100'] });

/** The table scrolls sideways on a phone rather than squeezing its columns. */
export const tableScroll = style({ overflowX: 'auto' });

/**
 * The printable A6 card (105 × 148 mm): hidden on screen; when printing, the only thing on
 * the page. Sized in millimetres so it prints at A6 on any paper, to be cut out.
 */
export const printRoot = style({
  display: 'none',
  '@media': { print: { display: 'block' } },
});

/** The card's face, on paper or in its story: white, dark ink, a dashed cut line. */
export const cardFace = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6mm',
  width: '105mm',
  height: '148mm',
  boxSizing: 'border-box',
  padding: '10mm 8mm',
  border: '0.3mm dashed #9ca3af',
  textAlign: 'center',
  color: '#111827',
  background: '#ffffff',
  fontFamily: vars.fontFamily.sans,
});

globalStyle(`body > *:not(${printRoot})`, { '@media': { print: { display: 'none' } } });

export const cardTitle = style({ fontSize: '16pt', fontWeight: 700, margin: 0 });
export const cardCall = style({ fontSize: '13pt', fontWeight: 600, margin: 0 });
export const cardHint = style({ fontSize: '10pt', margin: 0, color: '#4b5563' });

// The name under a seller's code prints in the card's ink, whatever the screen's theme.
globalStyle(`${cardFace} figcaption`, { color: 'inherit' });

/** Whose code: the first thing in the card, as wide as a name needs. */
export const chooser = style({ maxWidth: '24rem' });
