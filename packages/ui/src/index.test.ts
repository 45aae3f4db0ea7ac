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

describe('@starcrew/ui/theme', () => {
  it('should export only the tokens, for apps’ .css.ts files', async () => {
    const theme = await import('./theme.ts');
    expect(Object.keys(theme).sort()).toEqual(['breakpoint', 'media', 'tokens', 'vars']);
  });
});
