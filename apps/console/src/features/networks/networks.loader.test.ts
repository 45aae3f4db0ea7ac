import { describe, expect, it } from 'vitest';
import { networksQuery } from './networks.loader.ts';

describe('networksQuery', () => {
  it('should read the tab and the page from the URL', () => {
    expect(networksQuery(new URLSearchParams('status=inactive&page=3'))).toEqual({ tab: 'inactive', page: 3 });
  });

  it('should fall back to the first page of All for anything else', () => {
    expect(networksQuery(new URLSearchParams(''))).toEqual({ tab: 'all', page: 1 });
    expect(networksQuery(new URLSearchParams('status=deleted&page=-2'))).toEqual({ tab: 'all', page: 1 });
    expect(networksQuery(new URLSearchParams('page=1.5'))).toEqual({ tab: 'all', page: 1 });
  });
});
