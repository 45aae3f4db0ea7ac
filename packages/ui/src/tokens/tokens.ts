/**
 * Raw design values, typed. Components never read these: they read the semantic names of
 * `contract.css.ts`, which the themes fill from here. Scales use three-digit steps so a step
 * can be inserted later (`space['150']` sits between `100` and `200`) without renaming.
 */

/** One colour family: a solid for fills, its hover and pressed shades, a soft tint and its text. */
export interface Tone {
  base: string;
  hover: string;
  pressed: string;
  soft: string;
  softHover: string;
  /** Text in this tone on white or on its soft tint; at least 4.5:1 on both. */
  text: string;
}

const neutralScale = {
  '000': '#ffffff',
  '025': '#fafbfc',
  '050': '#f6f7f9',
  '100': '#eef0f3',
  '150': '#e7e9ee',
  '200': '#dfe2e8',
  '300': '#c8cdd5',
  '400': '#858c99',
  '500': '#6b7280',
  '600': '#545b69',
  '700': '#3f4550',
  '800': '#2a2e36',
  '900': '#17191e',
} as const;

export const color = {
  neutral: {
    base: neutralScale['600'],
    hover: neutralScale['700'],
    pressed: neutralScale['800'],
    soft: neutralScale['100'],
    softHover: neutralScale['150'],
    text: neutralScale['600'],
    scale: neutralScale,
  },
  brand: {
    base: '#4f46e5',
    hover: '#4338ca',
    pressed: '#3730a3',
    soft: '#eef0ff',
    softHover: '#e0e4ff',
    text: '#4338ca',
  },
  success: {
    base: '#15803d',
    hover: '#166534',
    pressed: '#14532d',
    soft: '#effcf3',
    softHover: '#dcf7e4',
    text: '#166534',
  },
  warning: {
    base: '#b45309',
    hover: '#92400e',
    pressed: '#78350f',
    soft: '#fff8e6',
    softHover: '#fdefc8',
    text: '#92400e',
  },
  danger: {
    base: '#d92626',
    hover: '#b91c1c',
    pressed: '#991b1b',
    soft: '#fef2f2',
    softHover: '#fde3e3',
    text: '#b91c1c',
  },
  info: {
    base: '#0369a1',
    hover: '#075985',
    pressed: '#0c4a6e',
    soft: '#eff8ff',
    softHover: '#dbefff',
    text: '#075985',
  },
} as const satisfies Record<string, Tone & { scale?: Record<string, string> }>;

export const space = {
  '000': '0',
  '025': '2px',
  '050': '4px',
  '075': '6px',
  '100': '8px',
  '150': '12px',
  '200': '16px',
  '250': '20px',
  '300': '24px',
  '400': '32px',
  '500': '40px',
  '600': '48px',
  '800': '64px',
} as const;

export const radius = {
  '000': '0',
  '050': '4px',
  '075': '6px',
  '100': '8px',
  '150': '12px',
  full: '9999px',
} as const;

/** Heights of interactive controls; `sm` still clears the 24 px target of WCAG 2.2 (2.5.8). */
export const controlSize = {
  sm: '28px',
  md: '36px',
  lg: '44px',
} as const;

export const fontFamily = {
  sans: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

/** The type scale in rem, `100` being 16 px. */
export const fontSize = {
  '075': '0.75rem',
  '081': '0.8125rem',
  '087': '0.875rem',
  '100': '1rem',
  '125': '1.25rem',
  '150': '1.5rem',
  '200': '2rem',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '650',
} as const;

/** A composite type token: spread it into a style. */
export interface TypeStyle {
  fontFamily: string;
  fontSize: string;
  lineHeight: string;
  fontWeight: string;
  letterSpacing: string;
}

const type = (
  size: keyof typeof fontSize,
  lineHeight: string,
  weight: keyof typeof fontWeight,
  letterSpacing = '0',
): TypeStyle => ({
  fontFamily: fontFamily.sans,
  fontSize: fontSize[size],
  lineHeight,
  fontWeight: fontWeight[weight],
  letterSpacing,
});

/** Dense by default: 14 px body text, as in the dashboards people use all day. */
export const typography = {
  caption: type('075', '1rem', 'regular', '0.01em'),
  small: type('081', '1.125rem', 'regular'),
  body: type('087', '1.25rem', 'regular'),
  bodyStrong: type('087', '1.25rem', 'medium'),
  label: type('081', '1.125rem', 'medium'),
  bodyLarge: type('100', '1.5rem', 'regular', '-0.006em'),
  heading100: type('100', '1.5rem', 'semibold', '-0.011em'),
  heading200: type('125', '1.75rem', 'semibold', '-0.014em'),
  heading300: type('150', '2rem', 'semibold', '-0.017em'),
  heading400: type('200', '2.5rem', 'bold', '-0.021em'),
} as const satisfies Record<string, TypeStyle>;

export const elevation = {
  '000': 'none',
  '100': '0 1px 2px rgb(23 25 30 / 0.06), 0 1px 1px rgb(23 25 30 / 0.04)',
  '200': '0 4px 12px -2px rgb(23 25 30 / 0.10), 0 2px 4px -2px rgb(23 25 30 / 0.06)',
  '300': '0 16px 40px -8px rgb(23 25 30 / 0.18), 0 4px 12px -4px rgb(23 25 30 / 0.08)',
} as const;

/** Durations; all become 0 ms under `prefers-reduced-motion: reduce` (see the theme). */
export const duration = {
  fast: '120ms',
  base: '200ms',
  /** Spec section 9: collapsing panels take 300 ms. */
  collapse: '300ms',
  /** Spec section 9: toasts close themselves after 5000 ms. Not reduced: it is not motion. */
  toast: '5000ms',
} as const;

export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  exit: 'cubic-bezier(0.3, 0, 1, 1)',
} as const;

/** Stacking layers, far apart so a feature never needs a magic number in between. */
export const zIndex = {
  base: '0',
  raised: '10',
  sticky: '100',
  sidebar: '200',
  overlay: '300',
  modal: '400',
  popover: '500',
  toast: '600',
  tooltip: '700',
} as const;

/** Spec section 9, in px. Media queries cannot read custom properties, so these stay TS values. */
export const breakpoint = {
  /** At this width and narrower the layouts switch to the mobile menu. */
  mobile: 500,
  /** At this width and wider the sidebar is expanded by default. */
  sidebarExpanded: 1024,
} as const;

export const media = {
  mobile: `screen and (max-width: ${breakpoint.mobile}px)`,
  tablet: `screen and (min-width: ${breakpoint.mobile + 1}px)`,
  desktop: `screen and (min-width: ${breakpoint.sidebarExpanded}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export const tokens = {
  color,
  space,
  radius,
  controlSize,
  fontFamily,
  fontSize,
  fontWeight,
  typography,
  elevation,
  duration,
  easing,
  zIndex,
  breakpoint,
  media,
} as const;
