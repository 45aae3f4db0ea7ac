import { describe, expect, it } from 'vitest';
import { campaignsParams, campaignsQuery } from './campaigns.loader.ts';

describe('campaignsQuery', () => {
  it('should read the tab, the archived filter and the page from the URL', () => {
    expect(campaignsQuery(new URLSearchParams('tab=in_progress&archived=true&page=2'))).toEqual({
      tab: 'in_progress',
      archived: true,
      page: 2,
    });
  });

  it('should fall back to the first page of every campaign not archived for anything else', () => {
    const first = { tab: 'all', archived: false, page: 1 };
    expect(campaignsQuery(new URLSearchParams(''))).toEqual(first);
    expect(campaignsQuery(new URLSearchParams('tab=late&archived=yes&page=0'))).toEqual(first);
  });
});

describe('campaignsParams', () => {
  it('should leave the defaults out of the URL', () => {
    expect(campaignsParams({ tab: 'all', archived: false, page: 1 })).toEqual({});
    expect(campaignsParams({ tab: 'completed', archived: true, page: 3 })).toEqual({
      tab: 'completed',
      archived: 'true',
      page: '3',
    });
  });
});
