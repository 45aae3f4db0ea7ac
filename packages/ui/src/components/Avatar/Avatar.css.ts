import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import type { AvatarColor } from './avatarIdentity.ts';

const { background: bg, text } = vars.color;

const size = (px: number, type: typeof vars.typography.caption) =>
  inComponents({
    width: `${px}px`,
    height: `${px}px`,
    ...type,
    fontWeight: vars.typography.label.fontWeight,
    lineHeight: 1,
  });

// Each pair is a tone's soft fill and its text colour, which the theme keeps at 4.5:1 or more.
const colors: Record<AvatarColor, ReturnType<typeof inComponents>> = {
  accent: inComponents({ backgroundColor: bg.accentSoft, color: text.accent }),
  info: inComponents({ backgroundColor: bg.infoSoft, color: text.info }),
  success: inComponents({ backgroundColor: bg.successSoft, color: text.success }),
  warning: inComponents({ backgroundColor: bg.warningSoft, color: text.warning }),
  danger: inComponents({ backgroundColor: bg.dangerSoft, color: text.danger }),
  neutral: inComponents({ backgroundColor: bg.sunken, color: text.muted }),
};

export const avatar = recipe({
  base: inComponents({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    // A hairline keeps a photo on white from bleeding into the page.
    boxShadow: `inset 0 0 0 1px color-mix(in srgb, ${text.default} 8%, transparent)`,
    userSelect: 'none',
    verticalAlign: 'middle',
  }),
  variants: {
    size: {
      sm: size(24, vars.typography.caption),
      md: size(32, vars.typography.small),
      lg: size(40, vars.typography.body),
      xl: size(56, vars.typography.heading200),
    },
    color: colors,
  },
  defaultVariants: { size: 'md', color: 'neutral' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;

export const image = style(
  inComponents({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }),
);

export const person = style(inComponents({ width: '60%', height: '60%' }));
