import { describe, expect, it } from 'vitest';
import * as ui from './index.ts';

describe('@starcrew/ui', () => {
  it('should export exactly this public API', () => {
    expect(Object.keys(ui).sort()).toEqual([
      'Box',
      'Button',
      'Checkbox',
      'FieldError',
      'Form',
      'Heading',
      'IconButton',
      'Inline',
      'Link',
      'MessageBox',
      'Stack',
      'Text',
      'TextArea',
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
