import type { MapLeafNodes } from '../utils/types.ts';
import type { vars } from '../tokens/contract.css.ts';
import { tokens } from '../tokens/tokens.ts';
import { lightTheme } from './light.ts';

/**
 * The dark palette. Its own values rather than the light scales reversed: on a dark ground
 * tones need less saturation and lighter text tints to keep AA contrast without glare.
 * Every text/control pair is checked in contrast.test.ts, as the light theme's are.
 */
const ink = {
  '000': '#0b0d11',
  '050': '#0f1115',
  '100': '#12151b',
  '150': '#171a21',
  '200': '#1d2129',
  '250': '#232831',
  '300': '#2b313b',
  '350': '#363c47',
  '500': '#6b7384',
  '600': '#8b93a3',
  '700': '#a3aab8',
  '900': '#e8eaef',
} as const;

/** Shadows need more opacity to read on a dark ground. */
const elevation = {
  '000': 'none',
  '100': '0 1px 2px rgb(0 0 0 / 0.45)',
  '200': '0 4px 12px -2px rgb(0 0 0 / 0.55), 0 0 0 1px rgb(255 255 255 / 0.04)',
  '300': '0 16px 40px -8px rgb(0 0 0 / 0.65), 0 0 0 1px rgb(255 255 255 / 0.05)',
};

/** The dark theme's values, apart from its stylesheet so tests can check their contrast in Node. */
export const darkTheme = {
  ...lightTheme,
  color: {
    background: {
      canvas: ink['050'],
      surface: ink['150'],
      sunken: ink['000'],
      accent: '#2f5fdc',
      accentHover: '#2853c4',
      accentPressed: '#2248ad',
      accentSoft: '#1a2540',
      accentSoftHover: '#213056',
      neutral: ink['200'],
      neutralHover: ink['250'],
      neutralPressed: ink['300'],
      ghostHover: ink['250'],
      ghostPressed: ink['300'],
      danger: '#c93434',
      dangerHover: '#b52d2d',
      dangerPressed: '#9f2727',
      dangerSoft: '#3a1618',
      successSoft: '#0f2e22',
      warningSoft: '#33260b',
      infoSoft: '#0e2a3d',
      input: ink['100'],
      disabled: ink['200'],
    },
    text: {
      default: ink['900'],
      muted: ink['700'],
      placeholder: ink['600'],
      disabled: ink['500'],
      onAccent: '#ffffff',
      onDanger: '#ffffff',
      accent: '#8fb0ff',
      danger: '#ff8f8f',
      success: '#5fd39a',
      warning: '#f2b84b',
      info: '#6cc3f5',
    },
    border: {
      subtle: ink['250'],
      control: ink['350'],
      default: ink['500'],
      strong: ink['600'],
      focus: '#6f94ff',
      accent: '#6f94ff',
      danger: '#f06464',
      disabled: ink['250'],
    },
  },
  elevation: { ...tokens.elevation, ...elevation },
} satisfies MapLeafNodes<typeof vars, string>;
