import { ApiError } from '@starcrew/api-client';
import { describe, expect, it, vi } from 'vitest';
import { historyPageOf, readHistory, withHistoryPage, type HistoryPage } from './requestHistory.ts';

const pageOf = (current: number, last: number, total: number): HistoryPage => ({
  requests: [],
  pagination: { current_page: current, last_page: last, per_page: 10, from: null, to: null, total },
  limit: { per_day: 100, sent_today: 0 },
});

describe('historyPageOf', () => {
  it('should read the page from ?history=, the first for anything else', () => {
    expect(historyPageOf('http://x/manager/tools?history=3')).toBe(3);
    for (const search of ['', '?history=1', '?history=0', '?history=-2', '?history=2.5', '?history=two', '?page=4']) {
      expect(historyPageOf(`http://x/manager/tools${search}`)).toBe(1);
    }
  });
});

describe('withHistoryPage', () => {
  it('should set the page and keep every other parameter, leaving the first page out', () => {
    expect(withHistoryPage(new URLSearchParams('tab=sms'), 2).toString()).toBe('tab=sms&history=2');
    expect(withHistoryPage(new URLSearchParams('history=2&tab=sms'), 1).toString()).toBe('tab=sms');
  });
});

describe('readHistory', () => {
  it('should read the page asked for', async () => {
    const read = vi.fn(async (page: number) => pageOf(page, 3, 25));
    await expect(readHistory(read, 2)).resolves.toEqual({ status: 'ready', page: pageOf(2, 3, 25) });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('should read the last page instead of one past it', async () => {
    const read = vi.fn(async (page: number) => pageOf(page, 2, 14));
    await expect(readHistory(read, 5)).resolves.toEqual({ status: 'ready', page: pageOf(2, 2, 14) });
    expect(read.mock.calls).toEqual([[5], [2]]);
  });

  it('should say a failed call, and rethrow what is not the API’s', async () => {
    const failed = () =>
      Promise.reject(new ApiError({ kind: 'server', status: 500, message: 'An unexpected error occurred.' }));
    await expect(readHistory(failed, 1)).resolves.toEqual({ status: 'failed' });
    const bug = () => Promise.reject(new TypeError('bug'));
    await expect(readHistory(bug, 1)).rejects.toThrow('bug');
  });
});
