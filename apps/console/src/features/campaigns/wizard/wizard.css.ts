import { media, vars } from '@starcrew/ui/theme';
import { style } from '@vanilla-extract/css';

/** One column of fields, a comfortable line wide on a desktop. */
export const frame = style({ width: '100%', maxWidth: '40rem' });

/** Two fields side by side from a tablet up (start and end dates, amount and winners). */
export const pair = style({
  display: 'grid',
  gap: vars.space['200'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** Back on the left, the way forward on the right; stacked full width on a phone, forward first. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['100'],
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' } },
});

export const actionGroup = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['100'],
  '@media': { [media.tablet]: { flexDirection: 'row' } },
});

/** The step's heading takes focus when the step changes, without a ring: it is not a control. */
export const stepHeading = style({ outline: 'none' });
