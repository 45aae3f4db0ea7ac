import { describe, expect, it } from 'vitest';
import { rewardsParams, rewardsQuery } from './rewards.loader.ts';

describe('rewardsQuery', () => {
  it('should read the tab and page from the URL', () => {
    expect(rewardsQuery(new URLSearchParams('tab=distributed&page=3'))).toEqual({ tab: 'distributed', page: 3 });
  });

  it('should fall back to the first page of To Distribute for anything else', () => {
    const first = { tab: 'to_distribute', page: 1 };
    expect(rewardsQuery(new URLSearchParams(''))).toEqual(first);
    expect(rewardsQuery(new URLSearchParams('tab=given&page=-2'))).toEqual(first);
  });
});

describe('rewardsParams', () => {
  it('should leave the defaults out of the URL', () => {
    expect(rewardsParams({ tab: 'to_distribute', page: 1 })).toEqual({});
    expect(rewardsParams({ tab: 'distributed', page: 2 })).toEqual({ tab: 'distributed', page: '2' });
  });
});
