import { describe, expect, it } from 'vitest';
import * as testing from './index.tsx';

describe('@starcrew/ui/testing', () => {
  it('should export exactly these helpers', () => {
    expect(Object.keys(testing).sort()).toEqual([
      'UiProvider',
      'applyBrand',
      'brandGlobalType',
      'clearLiveAnnouncer',
      'localeGlobalType',
      'mobileStory',
      'tenantBrand',
      'withFrame',
      'withUiProvider',
    ]);
  });
});
