import { describe, expect, it } from 'vitest';
import * as ui from './index.ts';

describe('@starcrew/ui', () => {
  it('should export exactly this public API', () => {
    expect(Object.keys(ui).sort()).toEqual([
      'Box',
      'Button',
      'FieldError',
      'Form',
      'Inline',
      'Stack',
      'TextField',
      'breakpoint',
      'media',
      'tokens',
      'vars',
      'visuallyHidden',
    ]);
  });
});
