import { describe, expect, it } from 'vitest';
import { sellersParams, sellersQuery } from './sellers.loader.ts';

describe('sellersQuery', () => {
  it('should read the search, sort, direction and page from the URL', () => {
    expect(sellersQuery(new URLSearchParams('search=%20lea%20&sort=total_reviews&direction=desc&page=3'))).toEqual({
      search: 'lea',
      sort: 'total_reviews',
      direction: 'desc',
      page: 3,
    });
  });

  it('should fall back to the first page by last name, ascending, for anything else', () => {
    const first = { search: '', sort: 'last_name', direction: 'asc', page: 1 };
    expect(sellersQuery(new URLSearchParams(''))).toEqual(first);
    expect(sellersQuery(new URLSearchParams('sort=password&direction=up&page=-2'))).toEqual(first);
  });
});

describe('sellersParams', () => {
  it('should leave the defaults out of the URL', () => {
    expect(sellersParams({ search: '', sort: 'last_name', direction: 'asc', page: 1 })).toEqual({});
    expect(sellersParams({ search: 'tom', sort: 'status', direction: 'desc', page: 2 })).toEqual({
      search: 'tom',
      sort: 'status',
      direction: 'desc',
      page: '2',
    });
  });
});
