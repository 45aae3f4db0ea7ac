import { describe, expect, it } from 'vitest';
import { makeUser, sessionData } from '../test/fixtures.ts';
import { createMemoryStorage, createSessionStore, storageKeys } from './sessionStore.ts';

describe('createSessionStore', () => {
  it('should use exactly the keys of spec section 3', () => {
    expect(Object.values(storageKeys).sort()).toEqual([
      'app-lang',
      'emailVerified',
      'otpStoreData',
      'permissions',
      'roles',
      'selectedLocation',
      'token',
      'user',
    ]);
  });

  it('should write a session and read it back', async () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    store.write(sessionData);
    await expect(store.read()).resolves.toEqual(sessionData);
    expect(storage.getItem('token')).toBe('tok-123');
    expect(storage.getItem('emailVerified')).toBe('true');
    expect(JSON.parse(storage.getItem('roles') ?? '')).toEqual(['manager']);
  });

  it('should record an unverified email as emailVerified false', () => {
    const storage = createMemoryStorage();
    createSessionStore(storage).write({ ...sessionData, user: makeUser({ email_verified_at: null }) });
    expect(storage.getItem('emailVerified')).toBe('false');
  });

  // Spec section 4 (issue 19, item 10): the working location went to the next account.
  it('should clear every session key, the selected location included, but keep the language', () => {
    const storage = createMemoryStorage({ 'app-lang': 'fr', selectedLocation: '{"id":"loc-1"}' });
    const store = createSessionStore(storage);
    store.write(sessionData);
    store.setOtpData({ email: 'ana@example.com', sentAt: 1 });
    store.clear();
    for (const key of ['user', 'token', 'permissions', 'roles', 'emailVerified', 'otpStoreData', 'selectedLocation'])
      expect(storage.getItem(key), key).toBeNull();
    expect(store.language()).toBe('fr');
  });

  it('should treat missing, malformed or stale data as no session', async () => {
    await expect(createSessionStore(createMemoryStorage()).read()).resolves.toBeNull();
    const broken = createMemoryStorage({ user: '{not json', token: 't', permissions: '[]', roles: '[]' });
    await expect(createSessionStore(broken).read()).resolves.toBeNull();
    const stale = createMemoryStorage({ user: JSON.stringify({ id: 1 }), token: 't', permissions: '[]', roles: '[]' });
    await expect(createSessionStore(stale).read()).resolves.toBeNull();
    const tokenless = createMemoryStorage({
      user: JSON.stringify(makeUser()),
      token: '',
      permissions: '[]',
      roles: '[]',
    });
    await expect(createSessionStore(tokenless).read()).resolves.toBeNull();
  });

  it('should store the language and the OTP screen data', () => {
    const store = createSessionStore(createMemoryStorage());
    expect([store.language(), store.otpData(), store.token()]).toEqual([null, null, null]);
    store.setLanguage('en');
    store.setOtpData({ remaining: 60 });
    expect([store.language(), store.otpData()]).toEqual(['en', { remaining: 60 }]);
  });
});
