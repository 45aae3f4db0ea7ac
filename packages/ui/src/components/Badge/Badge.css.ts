import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const { background: bg, text } = vars.color;

const tone = (fill: string, ink: string) => inComponents({ backgroundColor: fill, color: ink });

export const badge = recipe({
  base: inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['050'],
    maxWidth: '100%',
    minWidth: '20px',
    height: '20px',
    paddingInline: vars.space['075'],
    borderRadius: vars.radius.full,
    ...vars.typography.caption,
    fontWeight: vars.typography.label.fontWeight,
    // Counts line up in lists and do not jump from 9 to 10.
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
    flexShrink: 0,
  }),
  variants: {
    tone: {
      neutral: tone(bg.sunken, text.muted),
      accent: tone(bg.accentSoft, text.accent),
      success: tone(bg.successSoft, text.success),
      warning: tone(bg.warningSoft, text.warning),
      danger: tone(bg.dangerSoft, text.danger),
      info: tone(bg.infoSoft, text.info),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
