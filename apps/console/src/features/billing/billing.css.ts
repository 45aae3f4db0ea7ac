import { style } from '@vanilla-extract/css';
import { media, vars } from '@starcrew/ui/theme';

export const formGrid = style({
  display: 'grid',
  gap: vars.space['200'],
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const formGrid3 = style({
  display: 'grid',
  gap: vars.space['200'],
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 2fr 1fr' } },
});

export const page = style({
  maxWidth: 1080,
  marginInline: 'auto',
  width: '100%',
  padding: vars.space['300'],
  // The layouts pad phones already: 40 px a side left the invoices table a third of a 390 px screen.
  '@media': { [media.mobile]: { padding: 0 } },
});

export const planGrid = style({
  display: 'grid',
  gap: vars.space['200'],
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space['300'],
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: '3fr 2fr' } },
});

export const price = style({
  ...vars.typography.heading400,
  fontVariantNumeric: 'tabular-nums',
});

export const totalsRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['100'],
  fontVariantNumeric: 'tabular-nums',
});

// A bulleted list: the reset takes markers off every list, the plan's limits want them back.
export const featureList = style({
  listStyleType: 'disc',
  margin: 0,
  paddingInlineStart: vars.space['200'],
  display: 'grid',
  gap: vars.space['050'],
});

const ring = (color: string) => `0 0 0 1px ${color}`;

/** On the card element's wrapper while a refusal is shown: the box then reads as an invalid field. */
export const stripeCardInvalid = style({});

/**
 * The box of Stripe's card element, drawn like our text fields: Stripe.js sets the
 * `StripeElement--focus` and `--invalid` classes on it.
 */
export const stripeCard = style({
  ...vars.typography.body,
  backgroundColor: vars.color.background.input,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius['075'],
  paddingBlock: vars.space['100'],
  paddingInline: vars.space['150'],
  minHeight: vars.controlSize.md,
  boxSizing: 'border-box',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&.StripeElement--focus': { borderColor: vars.color.border.focus, boxShadow: ring(vars.color.border.focus) },
    [`&.StripeElement--invalid, ${stripeCardInvalid} &`]: { borderColor: vars.color.border.danger },
  },
});

/** A refusal under the card element, as a field error reads (FieldError). */
export const stripeCardError = style({
  ...vars.typography.small,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['050'],
  color: vars.color.text.danger,
  margin: 0,
  marginBlockStart: vars.space['075'],
});

export const stripeCardErrorIcon = style({ flexShrink: 0, width: 14, height: 14, marginBlockStart: 2 });

/** Why a plan is too small: plain lines, no bullets (each names its own limit). */
export const exceededList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space['050'],
});

/** A plan card's footer when the plan cannot be chosen: the disabled action above its reason. */
export const planFooter = style({
  display: 'grid',
  gap: vars.space['100'],
  width: '100%',
});
