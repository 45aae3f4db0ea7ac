import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const { background: bg, text } = vars.color;

/** The tone's ink, for the icon (and whatever a future part needs in the tone). */
const ink = createVar();

/** A soft tint, a hairline of the tone and the tone's colour for the icon. */
const tone = (fill: string, color: string) =>
  inComponents({
    backgroundColor: fill,
    borderColor: `color-mix(in srgb, ${color} 24%, ${fill})`,
    vars: { [ink]: color },
  });

export const messageBox = recipe({
  base: inComponents({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: vars.space['100'],
    paddingBlock: vars.space['150'],
    paddingInlineStart: vars.space['150'],
    paddingInlineEnd: vars.space['100'],
    borderWidth: '1px',
    borderStyle: 'solid',
    borderRadius: vars.radius['100'],
    ...vars.typography.body,
    color: text.default,
    overflowWrap: 'break-word',
  }),
  variants: {
    tone: {
      error: tone(bg.dangerSoft, text.danger),
      warning: tone(bg.warningSoft, text.warning),
      success: tone(bg.successSoft, text.success),
      info: tone(bg.infoSoft, text.info),
    },
  },
  defaultVariants: { tone: 'info' },
});

export type MessageBoxVariants = NonNullable<RecipeVariants<typeof messageBox>>;

export const icon = style(
  inComponents({
    width: '16px',
    height: '16px',
    // Centred on the first 20 px line.
    marginBlockStart: '2px',
    color: ink,
  }),
);

export const content = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['025'],
    minWidth: 0,
    // Keeps the text clear of the dismiss button's padding without shifting the first line.
    paddingInlineEnd: vars.space['050'],
  }),
);

export const title = style(inComponents({ ...vars.typography.bodyStrong }));

export const action = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['100'],
    marginBlockStart: vars.space['100'],
  }),
);

/** Pulled up so the 28 px button centres on the first line instead of stretching the box. */
export const dismiss = style(inComponents({ marginBlock: '-4px' }));
