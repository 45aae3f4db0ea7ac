import { describe, expect, it } from 'vitest';
import * as ui from './index.ts';

describe('@starcrew/ui', () => {
  it('should export exactly this public API', () => {
    expect(Object.keys(ui).sort()).toEqual([
      'AppShell',
      'AuthLayout',
      'Avatar',
      'AvatarUpload',
      'Badge',
      'Box',
      'Breadcrumb',
      'Breadcrumbs',
      'Button',
      'Card',
      'Cell',
      'Checkbox',
      'ColorPicker',
      'Column',
      'ComboBox',
      'ConfirmDialog',
      'CopyField',
      'DatePicker',
      'DateRangePicker',
      'Dialog',
      'DialogTrigger',
      'Drawer',
      'EmailField',
      'EmptyState',
      'FieldError',
      'FileDrop',
      'Form',
      'Heading',
      'IMAGE_MAX_BYTES',
      'IMAGE_TYPES',
      'IconButton',
      'Inline',
      'LABEL_MAX_LENGTH',
      'Link',
      'Menu',
      'MenuItem',
      'MenuSection',
      'MenuSeparator',
      'MenuTrigger',
      'MessageBox',
      'MultiSelect',
      'NumberField',
      'OneTimeCodeField',
      'Option',
      'Pagination',
      'PasswordField',
      'Popover',
      'ProfileMenu',
      'ProgressBar',
      'PublicLayout',
      'Radio',
      'RadioGroup',
      'Ranking',
      'RatingStars',
      'RatingStarsInput',
      'Row',
      'SearchField',
      'SegmentedControl',
      'SegmentedControlItem',
      'Select',
      'Skeleton',
      'Spinner',
      'Stack',
      'StatCard',
      'StatusPill',
      'Stepper',
      'Switch',
      'Tab',
      'TabList',
      'TabPanel',
      'Table',
      'TableBody',
      'TableHeader',
      'Tabs',
      'Text',
      'TextArea',
      'TextField',
      'ToastRegion',
      'Tooltip',
      'TooltipTrigger',
      'TopBar',
      'breakpoint',
      'checkImageFile',
      'checkPasswordRules',
      'media',
      'parseDate',
      'pruneStaleAnnouncements',
      'sniffImageType',
      'toastQueue',
      'tokens',
      'truncateLabel',
      'useToast',
      'vars',
      'visuallyHidden',
      'watchStaleAnnouncements',
    ]);
  });
});

describe('@starcrew/ui/theme', () => {
  it('should export only the tokens, for apps’ .css.ts files', async () => {
    const theme = await import('./theme.ts');
    expect(Object.keys(theme).sort()).toEqual(['breakpoint', 'media', 'tokens', 'vars']);
  });
});

describe('@starcrew/ui/charts and @starcrew/ui/qr-code', () => {
  it('should export the heavy components apart from the barrel', async () => {
    expect(Object.keys(await import('./charts.ts')).sort()).toEqual(['LineChart']);
    expect(Object.keys(await import('./qr-code.ts')).sort()).toEqual(['QrCode']);
    expect(Object.keys(ui)).not.toContain('LineChart');
    expect(Object.keys(ui)).not.toContain('QrCode');
  });
});
