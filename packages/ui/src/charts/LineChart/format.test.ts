import { describe, expect, it } from 'vitest';
import { periodLabel, tickLabel } from './format.ts';

describe('periodLabel', () => {
  it('should name months and years in the locale', () => {
    expect(periodLabel('2026-03-01', 'months', 'en')).toBe('March 2026');
    expect(periodLabel('2026-03-01', 'months', 'fr')).toBe('mars 2026');
    expect(periodLabel('2025-01-01', 'years', 'fr')).toBe('2025');
  });
});

describe('tickLabel', () => {
  it('should add the year on the first tick and on January only', () => {
    expect(tickLabel('2025-11-01', 0, 'months', 'en')).toBe('Nov 25');
    expect(tickLabel('2025-12-01', 1, 'months', 'en')).toBe('Dec');
    expect(tickLabel('2026-01-01', 2, 'months', 'en')).toBe('Jan 26');
  });
});
