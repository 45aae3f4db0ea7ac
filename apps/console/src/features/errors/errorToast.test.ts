import { ApiError } from '@starcrew/api-client';
import { toastQueue } from '@starcrew/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorToastText, showErrorToast } from './errorToast.ts';

// The design system's styles need the vanilla-extract plugin: only the queue matters here.
vi.mock('@starcrew/ui', () => ({ toastQueue: { add: vi.fn() } }));

const error = (kind: ApiError['kind'], message: string, status = 500) => new ApiError({ kind, status, message });

describe('errorToastText', () => {
  it("should say the server's own message", () => {
    expect(errorToastText(error('other', 'Too many attempts. Please try again in 60 minutes.', 429))).toBe(
      'Too many attempts. Please try again in 60 minutes.',
    );
  });

  it('should use the spec section 8 texts for a network failure, a 401 and no message', () => {
    expect(errorToastText(error('network', 'x'), 'en')).toBe('Connection error: Unable to reach the server.');
    expect(errorToastText(error('unauthorized', 'x', 401), 'en')).toBe('Please login to continue');
    expect(errorToastText(error('server', 'An unexpected error occurred.'), 'en')).toBe(
      'An unexpected error occurred.',
    );
  });
});

describe('showErrorToast', () => {
  afterEach(() => vi.clearAllMocks());

  it('should add one error toast', () => {
    showErrorToast('ignored', error('server', 'An unexpected error occurred.'));
    expect(toastQueue.add).toHaveBeenCalledTimes(1);
    expect(toastQueue.add).toHaveBeenCalledWith({ tone: 'error', title: 'An unexpected error occurred.' });
  });
});
