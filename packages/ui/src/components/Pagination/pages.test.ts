import { describe, expect, it } from 'vitest';
import { pageRange, pageSlots } from './pages.ts';

describe('pageSlots', () => {
  it('should list every page when there are seven or fewer', () => {
    expect(pageSlots(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('should keep seven slots with gaps around the current page', () => {
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageSlots(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageSlots(19, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});

describe('pageRange', () => {
  it('should give the first and last item of a page, the last page being short', () => {
    expect(pageRange(1, 10, 42)).toEqual({ start: 1, end: 10 });
    expect(pageRange(5, 10, 42)).toEqual({ start: 41, end: 42 });
    expect(pageRange(1, 10, 0)).toEqual({ start: 0, end: 0 });
  });
});
