import { describe, expect, it } from 'vitest';
import { vars } from '../../tokens/contract.css.ts';
import { themeInk } from './QrCode.tsx';

describe('QrCode', () => {
  it("should draw, when given no colour, with the theme's text and accent colours", () => {
    expect(`var(${themeInk.dots})`).toBe(vars.color.text.default);
    expect(`var(${themeInk.corners})`).toBe(vars.color.background.accent);
  });
});
