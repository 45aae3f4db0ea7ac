import { describe, expect, it } from 'vitest';
import * as queueModule from '../components/Toast/toastQueue.ts';
import * as testing from './index.tsx';

describe('@starcrew/ui/testing', () => {
  it('should export exactly these helpers', () => {
    expect(Object.keys(testing).sort()).toEqual([
      'UiProvider',
      'applyBrand',
      'brandGlobalType',
      'clearLiveAnnouncer',
      'clearToasts',
      'localeGlobalType',
      'mobileStory',
      'tenantBrand',
      'withFrame',
      'withUiProvider',
    ]);
  });

  it('should close every toast, those waiting their turn included', () => {
    for (let i = 0; i < 6; i += 1) testing.clearToasts(); // from an earlier test's queue, if any
    const { toastQueue } = queueModule;
    for (let i = 0; i < 6; i += 1) toastQueue.add({ tone: 'error', title: `Toast ${i}` });
    expect(toastQueue.visibleToasts.length).toBeGreaterThan(0);
    testing.clearToasts();
    expect(toastQueue.visibleToasts).toEqual([]);
  });
});
