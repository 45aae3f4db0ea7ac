import { describe, expect, it, vi } from 'vitest';
import { errorFromResponse, errorMessages } from './toApiError.ts';

// The error bodies' schemas are fetched on first need (issue 18); a page that lost its
// connection since it loaded cannot fetch them: that failure is the connection's.
const fetchChecks = vi.hoisted(() =>
  vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))),
);
vi.mock('../validation.ts', () => fetchChecks());

describe('errorFromResponse when its checks cannot be fetched', () => {
  it('should answer the network error', async () => {
    const error = await errorFromResponse(422, { message: 'Invalid', errors: { email: ['Wrong'] } });
    expect(error).toMatchObject({ kind: 'network', status: 500, message: errorMessages.network });
    expect(fetchChecks).toHaveBeenCalled();
  });
});
