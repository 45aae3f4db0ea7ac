import { describe, expect, it } from 'vitest';
import { managersPageOf } from './managers.loader.ts';

describe('managersPageOf', () => {
  it('should read the page from the URL', () => {
    expect(managersPageOf(new URLSearchParams('tab=roles&page=3'))).toBe(3);
  });

  it('should fall back to the first page for anything else', () => {
    for (const query of ['', 'page=0', 'page=-2', 'page=1.5', 'page=two']) {
      expect(managersPageOf(new URLSearchParams(query))).toBe(1);
    }
  });
});
