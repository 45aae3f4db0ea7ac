import type { MapLeafNodes } from '../utils/types.ts';
import type { vars } from '../tokens/contract.css.ts';
import { tokens } from '../tokens/tokens.ts';

const { color, typography } = tokens;
const n = color.neutral.scale;

/** The light theme's values, apart from its stylesheet so tests can check their contrast in Node. */
export const lightTheme = {
  color: {
    background: {
      canvas: n['050'],
      surface: n['000'],
      sunken: n['100'],
      accent: color.brand.base,
      accentHover: color.brand.hover,
      accentPressed: color.brand.pressed,
      accentSoft: color.brand.soft,
      accentSoftHover: color.brand.softHover,
      neutral: n['000'],
      neutralHover: n['050'],
      neutralPressed: n['100'],
      ghostHover: n['100'],
      ghostPressed: n['150'],
      danger: color.danger.base,
      dangerHover: color.danger.hover,
      dangerPressed: color.danger.pressed,
      dangerSoft: color.danger.soft,
      successSoft: color.success.soft,
      warningSoft: color.warning.soft,
      infoSoft: color.info.soft,
      input: n['000'],
      disabled: n['100'],
    },
    text: {
      default: n['900'],
      muted: n['600'],
      placeholder: n['500'],
      disabled: n['500'],
      onAccent: n['000'],
      onDanger: n['000'],
      accent: color.brand.text,
      danger: color.danger.text,
      success: color.success.text,
      warning: color.warning.text,
      info: color.info.text,
    },
    border: {
      subtle: n['200'],
      control: n['300'],
      default: n['400'],
      strong: n['600'],
      focus: color.brand.base,
      accent: color.brand.base,
      danger: color.danger.base,
      disabled: n['200'],
    },
  },
  space: tokens.space,
  radius: tokens.radius,
  controlSize: tokens.controlSize,
  fontFamily: tokens.fontFamily,
  typography,
  elevation: tokens.elevation,
  motion: {
    duration: { fast: tokens.duration.fast, base: tokens.duration.base, collapse: tokens.duration.collapse },
    easing: tokens.easing,
  },
  zIndex: tokens.zIndex,
} satisfies MapLeafNodes<typeof vars, string>;
