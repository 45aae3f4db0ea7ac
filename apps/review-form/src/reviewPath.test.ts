import { describe, expect, it } from 'vitest';
import { parseReviewPath } from './reviewPath.ts';

describe('parseReviewPath', () => {
  it('should read the location and the collection code of a review link', () => {
    expect(parseReviewPath('/reviews/loc-42/LEA7Q')).toEqual({ locationId: 'loc-42', code: 'LEA7Q' });
  });

  it('should accept a trailing slash and decode escaped characters', () => {
    expect(parseReviewPath('/reviews/loc%2042/abc/')).toEqual({ locationId: 'loc 42', code: 'abc' });
  });

  it('should refuse a path that names no code', () => {
    expect(parseReviewPath('/reviews/loc-42')).toBeNull();
    expect(parseReviewPath('/somewhere/else/x')).toBeNull();
  });
});
