import { describe, expect, it } from 'vitest';
import * as apiClient from './index.ts';

describe('@starcrew/api-client', () => {
  it('should expose exactly this public API', () => {
    expect(Object.keys(apiClient).sort()).toEqual(
      [
        'ApiError',
        'XSRF_COOKIE',
        'XSRF_HEADER',
        'apiErrorKinds',
        'appConfig',
        'changePassword',
        'createApiClient',
        'createMemoryStorage',
        'createSessionStore',
        'currentUser',
        'deleteAccount',
        'errorMessages',
        'firstMessages',
        'forgotPassword',
        'isApiError',
        'login',
        'loginWithGoogle',
        'logout',
        'nestFieldErrors',
        'readCookie',
        'register',
        'resendOtp',
        'resetPassword',
        'sellerChangePassword',
        'sellerResetPassword',
        'storageKeys',
        'updateImage',
        'updateProfile',
        'verifyOtp',
      ].sort(),
    );
  });
});
