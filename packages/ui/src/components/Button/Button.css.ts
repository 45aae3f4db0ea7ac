import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

const { background: bg, text, border } = vars.color;

/** A fill with its hover and pressed shades, expressed through react-aria's data attributes. */
const fill = (rest: string, hovered: string, pressed: string, color: string, extra = {}) =>
  inComponents({
    backgroundColor: rest,
    color,
    ...extra,
    selectors: {
      '&[data-hovered]': { backgroundColor: hovered },
      '&[data-pressed]': { backgroundColor: pressed },
    },
  });

export const button = recipe({
  base: inComponents({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['075'],
    maxWidth: '100%',
    minWidth: 0,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius['075'],
    ...vars.typography.bodyStrong,
    textAlign: 'center',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${border.focus}`, outlineOffset: '2px' },
      '&[data-pending]': { cursor: 'progress' },
      '&[data-disabled]': {
        backgroundColor: bg.disabled,
        borderColor: 'transparent',
        color: text.disabled,
        boxShadow: 'none',
        cursor: 'not-allowed',
      },
    },
  }),
  variants: {
    variant: {
      primary: fill(bg.accent, bg.accentHover, bg.accentPressed, text.onAccent, { boxShadow: vars.elevation['100'] }),
      secondary: fill(bg.neutral, bg.neutralHover, bg.neutralPressed, text.default, {
        borderColor: border.control,
        boxShadow: vars.elevation['100'],
      }),
      ghost: fill('transparent', bg.ghostHover, bg.ghostPressed, text.default),
      danger: fill(bg.danger, bg.dangerHover, bg.dangerPressed, text.onDanger, { boxShadow: vars.elevation['100'] }),
    },
    size: {
      sm: inComponents({
        minHeight: vars.controlSize.sm,
        paddingBlock: vars.space['025'],
        paddingInline: vars.space['100'],
        ...vars.typography.label,
      }),
      md: inComponents({
        minHeight: vars.controlSize.md,
        paddingBlock: vars.space['050'],
        paddingInline: vars.space['150'],
      }),
      lg: inComponents({
        minHeight: vars.controlSize.lg,
        paddingBlock: vars.space['075'],
        paddingInline: vars.space['200'],
      }),
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The label stays in the accessibility tree while pending, only its ink disappears. */
export const label = style(
  inComponents({
    minWidth: 0,
    overflowWrap: 'anywhere',
    selectors: { '[data-pending] > &': { opacity: 0 } },
  }),
);

export const icon = style(
  inComponents({
    display: 'inline-flex',
    flexShrink: 0,
    width: '1em',
    height: '1em',
    selectors: { '[data-pending] > &': { opacity: 0 } },
  }),
);

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style(
  inComponents({
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  }),
);

export const spinnerSvg = style(
  inComponents({
    width: '1.15em',
    height: '1.15em',
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // Slower rather than still: the turn is what tells that something is under way.
      [media.reducedMotion]: { animationDuration: '2.4s' },
    },
  }),
);
