import type { ReviewTopic } from '@starcrew/contract';
import { describe, expect, it } from 'vitest';
import { inboxParams, inboxQuery, isFiltered } from './reviews.loader.ts';

const defaults = {
  tab: 'all',
  ratings: [],
  search: '',
  from: '',
  to: '',
  source: null,
  topics: [] as ReviewTopic[],
  sentiment: null,
  sort: 'newest',
  page: 1,
} as const;

describe('inboxQuery', () => {
  it('should read every filter from the URL', () => {
    const url =
      'tab=unanswered&ratings=2,1,2&search=%20attente%20&from=2026-03-01&to=2026-03-31&source=form' +
      '&topics=staff,price,staff&sentiment=negative&sort=lowest&page=2';
    expect(inboxQuery(new URLSearchParams(url))).toEqual({
      tab: 'unanswered',
      ratings: [1, 2],
      search: 'attente',
      from: '2026-03-01',
      to: '2026-03-31',
      source: 'form',
      topics: ['price', 'staff'],
      sentiment: 'negative',
      sort: 'lowest',
      page: 2,
    });
  });

  it('should fall back to the defaults for anything it does not know', () => {
    expect(inboxQuery(new URLSearchParams(''))).toEqual(defaults);
    expect(
      inboxQuery(
        new URLSearchParams(
          'tab=spam&ratings=0,6,x&from=yesterday&source=fax&topics=weather&sentiment=angry&sort=random&page=-1',
        ),
      ),
    ).toEqual(defaults);
  });
});

describe('inboxParams', () => {
  it('should leave the defaults out of the URL and read back what it writes', () => {
    expect(inboxParams({ ...defaults, ratings: [] })).toEqual({});
    const query = { ...defaults, tab: 'answered' as const, ratings: [1, 2], source: 'google' as const, page: 3 };
    const params = inboxParams(query);
    expect(params).toEqual({ tab: 'answered', ratings: '1,2', source: 'google', page: '3' });
    expect(inboxQuery(new URLSearchParams(params))).toEqual(query);
    const insights = {
      ...defaults,
      ratings: [],
      topics: ['price', 'staff'] as ReviewTopic[],
      sentiment: 'negative' as const,
    };
    expect(inboxParams(insights)).toEqual({ topics: 'price,staff', sentiment: 'negative' });
    expect(inboxQuery(new URLSearchParams(inboxParams(insights)))).toEqual(insights);
  });

  it('should tell a filtered list from the whole inbox', () => {
    expect(isFiltered({ ...defaults, ratings: [] })).toBe(false);
    expect(isFiltered({ ...defaults, ratings: [], sort: 'lowest', page: 2 })).toBe(false);
    expect(isFiltered({ ...defaults, ratings: [1] })).toBe(true);
    expect(isFiltered({ ...defaults, ratings: [], tab: 'unanswered' })).toBe(true);
    expect(isFiltered({ ...defaults, ratings: [], topics: ['price'] })).toBe(true);
    expect(isFiltered({ ...defaults, ratings: [], sentiment: 'positive' })).toBe(true);
  });
});
