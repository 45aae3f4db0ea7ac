import { describe, expect, it } from 'vitest';
import * as ui from './index.ts';

describe('@starcrew/ui', () => {
  it('should export exactly this public API', () => {
    expect(Object.keys(ui).sort()).toEqual([
      'Avatar',
      'Badge',
      'Box',
      'Button',
      'Checkbox',
      'EmptyState',
      'FieldError',
      'Form',
      'Heading',
      'IconButton',
      'Inline',
      'Link',
      'MessageBox',
      'ProgressBar',
      'Skeleton',
      'Spinner',
      'Stack',
      'StatusPill',
      'Text',
      'TextArea',
      'TextField',
      'ToastRegion',
      'breakpoint',
      'media',
      'pruneStaleAnnouncements',
      'toastQueue',
      'tokens',
      'useToast',
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
