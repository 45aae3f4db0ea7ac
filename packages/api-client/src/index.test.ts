import { describe, expect, it } from 'vitest';
import * as apiClient from './index.ts';

describe('@starcrew/api-client', () => {
  it('should expose exactly this public API', () => {
    expect(Object.keys(apiClient).sort()).toEqual([
      'ApiError',
      'XSRF_COOKIE',
      'XSRF_HEADER',
      'apiErrorKinds',
      'createApiClient',
      'createMemoryStorage',
      'createSessionStore',
      'currentUser',
      'errorMessages',
      'firstMessages',
      'isApiError',
      'login',
      'logout',
      'nestFieldErrors',
      'readCookie',
      'storageKeys',
    ]);
  });
});
