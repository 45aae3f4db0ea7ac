import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLocale } from './LocaleProvider.tsx';

describe('initialLocale', () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('should prefer the language the person chose before', () => {
    localStorage.setItem('app-lang', 'en');
    window.history.replaceState(null, '', '/login?lang=fr');
    expect(initialLocale()).toBe('en');
  });

  it('should take the language a link names, then the browser’s', () => {
    window.history.replaceState(null, '', '/login?lang=en');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    expect(initialLocale()).toBe('en');
    window.history.replaceState(null, '', '/login');
    expect(initialLocale()).toBe('fr');
  });

  it('should fall back to French when the browser speaks neither language', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'es']);
    expect(initialLocale()).toBe('fr');
  });
});
