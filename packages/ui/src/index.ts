/*
 * The public API of @starcrew/ui: one explicit list, named exports only. `index.test.ts`
 * lists it too, so a change of API shows in review. Test helpers are in `@starcrew/ui/testing`.
 */
import './styles/global.ts';

export { tokens, breakpoint, media } from './tokens/tokens.ts';
export type { Tone, TypeStyle } from './tokens/tokens.ts';
export { vars } from './tokens/contract.css.ts';
export { visuallyHidden } from './styles/utilities.css.ts';
export { pruneStaleAnnouncements, watchStaleAnnouncements } from './utils/liveAnnouncer.ts';

export { Box } from './layout/Box.tsx';
export type { BoxProps } from './layout/Box.tsx';
export { Stack } from './layout/Stack.tsx';
export type { StackProps } from './layout/Stack.tsx';
export { Inline } from './layout/Inline.tsx';
export type { InlineProps } from './layout/Inline.tsx';
export type { Sprinkles } from './layout/sprinkles.css.ts';

export { Button } from './components/Button/Button.tsx';
export type { ButtonProps } from './components/Button/Button.tsx';
export { TextField } from './components/TextField/TextField.tsx';
export type { TextFieldProps } from './components/TextField/TextField.tsx';
export { Form } from './components/Form/Form.tsx';
export type { FormProps } from './components/Form/Form.tsx';
export { FieldError } from './components/FieldError/FieldError.tsx';
export type { FieldErrorProps } from './components/FieldError/FieldError.tsx';

// Typography
export { Heading } from './components/Heading/Heading.tsx';
export type { HeadingProps, HeadingLevel } from './components/Heading/Heading.tsx';
export { Text } from './components/Text/Text.tsx';
export type { TextProps } from './components/Text/Text.tsx';

// Actions
export { Link } from './components/Link/Link.tsx';
export type { LinkProps } from './components/Link/Link.tsx';
export { IconButton } from './components/IconButton/IconButton.tsx';
export type { IconButtonProps } from './components/IconButton/IconButton.tsx';

// Forms
export { Checkbox } from './components/Checkbox/Checkbox.tsx';
export type { CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export { TextArea } from './components/TextArea/TextArea.tsx';
export type { TextAreaProps } from './components/TextArea/TextArea.tsx';
export { PasswordField } from './components/PasswordField/PasswordField.tsx';
export type { PasswordFieldProps } from './components/PasswordField/PasswordField.tsx';
export { checkPasswordRules } from './components/PasswordField/passwordRules.ts';
export type { PasswordRuleResult } from './components/PasswordField/passwordRules.ts';
export { EmailField } from './components/EmailField/EmailField.tsx';
export type { EmailFieldProps } from './components/EmailField/EmailField.tsx';
export { NumberField } from './components/NumberField/NumberField.tsx';
export type { NumberFieldProps } from './components/NumberField/NumberField.tsx';
export { SearchField } from './components/SearchField/SearchField.tsx';
export type { SearchFieldProps } from './components/SearchField/SearchField.tsx';
export { Switch } from './components/Switch/Switch.tsx';
export type { SwitchProps } from './components/Switch/Switch.tsx';
export { RadioGroup, Radio } from './components/RadioGroup/RadioGroup.tsx';
export type { RadioGroupProps, RadioProps } from './components/RadioGroup/RadioGroup.tsx';
export { Select } from './components/Select/Select.tsx';
export type { SelectProps } from './components/Select/Select.tsx';
export { truncateLabel, LABEL_MAX_LENGTH } from './components/Select/truncateLabel.ts';
export { Option } from './components/ListBox/Option.tsx';
export type { OptionProps } from './components/ListBox/Option.tsx';
export { MultiSelect } from './components/MultiSelect/MultiSelect.tsx';
export type { MultiSelectProps, MultiSelectItem } from './components/MultiSelect/MultiSelect.tsx';
export { ComboBox } from './components/ComboBox/ComboBox.tsx';
export type { ComboBoxProps } from './components/ComboBox/ComboBox.tsx';
export { OneTimeCodeField } from './components/OneTimeCodeField/OneTimeCodeField.tsx';
export type { OneTimeCodeFieldProps } from './components/OneTimeCodeField/OneTimeCodeField.tsx';
export { DatePicker } from './components/DatePicker/DatePicker.tsx';
export type { DatePickerProps } from './components/DatePicker/DatePicker.tsx';
export { DateRangePicker } from './components/DatePicker/DateRangePicker.tsx';
export type { DateRangePickerProps } from './components/DatePicker/DateRangePicker.tsx';
/** Calendar days for the date pickers' values (`parseDate('2026-03-01')`; `toString()` gives it back). */
export { parseDate } from '@internationalized/date';
export type { CalendarDate } from '@internationalized/date';
export { ColorPicker } from './components/ColorPicker/ColorPicker.tsx';
export type { ColorPickerProps } from './components/ColorPicker/ColorPicker.tsx';
export { FileDrop } from './components/FileDrop/FileDrop.tsx';
export type { FileDropProps } from './components/FileDrop/FileDrop.tsx';
export { checkImageFile, sniffImageType, IMAGE_TYPES, IMAGE_MAX_BYTES } from './components/FileDrop/imageFile.ts';
export type { ImageIssue, ImageType } from './components/FileDrop/imageFile.ts';
export { AvatarUpload } from './components/AvatarUpload/AvatarUpload.tsx';
export type { AvatarUploadProps } from './components/AvatarUpload/AvatarUpload.tsx';

// Feedback
export type { FeedbackTone } from './internal/ToneIcon.tsx';
export { MessageBox } from './components/MessageBox/MessageBox.tsx';
export type { MessageBoxProps } from './components/MessageBox/MessageBox.tsx';
export { ToastRegion } from './components/Toast/ToastRegion.tsx';
export type { ToastRegionProps } from './components/Toast/ToastRegion.tsx';
export { toastQueue, useToast } from './components/Toast/toastQueue.ts';
export type { ToastApi, ToastContent, ToastOptions } from './components/Toast/toastQueue.ts';
export { Badge } from './components/Badge/Badge.tsx';
export type { BadgeProps } from './components/Badge/Badge.tsx';
export { StatusPill } from './components/StatusPill/StatusPill.tsx';
export type { StatusPillProps, PillStatus } from './components/StatusPill/StatusPill.tsx';
export { Spinner } from './components/Spinner/Spinner.tsx';
export type { SpinnerProps } from './components/Spinner/Spinner.tsx';
export { ProgressBar } from './components/ProgressBar/ProgressBar.tsx';
export type { ProgressBarProps } from './components/ProgressBar/ProgressBar.tsx';
export { Skeleton } from './components/Skeleton/Skeleton.tsx';
export type { SkeletonProps } from './components/Skeleton/Skeleton.tsx';
export { EmptyState } from './components/EmptyState/EmptyState.tsx';
export type { EmptyStateProps } from './components/EmptyState/EmptyState.tsx';

// Data
export { Avatar } from './components/Avatar/Avatar.tsx';
export type { AvatarProps } from './components/Avatar/Avatar.tsx';
export { Table, TableHeader, Column, Row, Cell } from './components/Table/Table.tsx';
export type { TableProps, ColumnProps } from './components/Table/Table.tsx';
export { TableBody } from './components/Table/TableBody.tsx';
export type { TableBodyProps } from './components/Table/TableBody.tsx';
export { Pagination } from './components/Pagination/Pagination.tsx';
export type { PaginationProps } from './components/Pagination/Pagination.tsx';
export { Tabs, TabList, Tab, TabPanel } from './components/Tabs/Tabs.tsx';
export type { TabProps } from './components/Tabs/Tabs.tsx';
export { Card } from './components/Card/Card.tsx';
export type { CardProps } from './components/Card/Card.tsx';
export { StatCard } from './components/StatCard/StatCard.tsx';
export type { StatCardProps } from './components/StatCard/StatCard.tsx';
export { RatingStars } from './components/RatingStars/RatingStars.tsx';
export type { RatingStarsProps } from './components/RatingStars/RatingStars.tsx';
export { RatingStarsInput } from './components/RatingStars/RatingStarsInput.tsx';
export type { RatingStarsInputProps } from './components/RatingStars/RatingStarsInput.tsx';
export { Ranking } from './components/Ranking/Ranking.tsx';
export type { RankingProps, RankingEntry } from './components/Ranking/Ranking.tsx';
export { Stepper } from './components/Stepper/Stepper.tsx';
export type { StepperProps } from './components/Stepper/Stepper.tsx';
export { Breadcrumbs, Breadcrumb } from './components/Breadcrumbs/Breadcrumbs.tsx';
export type { BreadcrumbsProps, BreadcrumbProps } from './components/Breadcrumbs/Breadcrumbs.tsx';
export { CopyField } from './components/CopyField/CopyField.tsx';
export type { CopyFieldProps } from './components/CopyField/CopyField.tsx';
export { SegmentedControl, SegmentedControlItem } from './components/SegmentedControl/SegmentedControl.tsx';
export type { SegmentedControlProps } from './components/SegmentedControl/SegmentedControl.tsx';
// LineChart and QrCode are not here: `@starcrew/ui/charts` and `@starcrew/ui/qr-code`.

// Overlays (triggers come from react-aria, so apps need no direct dependency on it)
export { DialogTrigger } from './components/Dialog/DialogTrigger.tsx';
export type { DialogTriggerProps } from './components/Dialog/DialogTrigger.tsx';
export { Dialog } from './components/Dialog/Dialog.tsx';
export type { DialogProps, DialogRenderProps } from './components/Dialog/Dialog.tsx';
export { ConfirmDialog } from './components/ConfirmDialog/ConfirmDialog.tsx';
export type { ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog.tsx';
export { Drawer } from './components/Drawer/Drawer.tsx';
export type { DrawerProps } from './components/Drawer/Drawer.tsx';
export { Popover } from './components/Popover/Popover.tsx';
export type { PopoverProps } from './components/Popover/Popover.tsx';
export { Tooltip, TooltipTrigger } from './components/Tooltip/Tooltip.tsx';
export type { TooltipProps, TooltipTriggerProps } from './components/Tooltip/Tooltip.tsx';
export { Menu, MenuItem, MenuSection, MenuSeparator } from './components/Menu/Menu.tsx';
export type { MenuProps, MenuItemProps, MenuSectionProps } from './components/Menu/Menu.tsx';
// Ours, light until intent (packages/ui/DECISIONS.md, "Menus load on intent").
export { MenuTrigger } from './components/Menu/MenuTrigger.tsx';
export type { MenuTriggerProps } from './components/Menu/MenuTrigger.tsx';

// App frame
export { AppShell } from './components/AppShell/AppShell.tsx';
export type { AppShellProps } from './components/AppShell/AppShell.tsx';
export type { ShellNavItem, ShellNavGroup, ShellNavAction } from './components/AppShell/navTypes.ts';
export { TopBar } from './components/TopBar/TopBar.tsx';
export type { TopBarProps } from './components/TopBar/TopBar.tsx';
export { ProfileMenu } from './components/ProfileMenu/ProfileMenu.tsx';
export type { ProfileMenuProps } from './components/ProfileMenu/ProfileMenu.tsx';
export { AuthLayout } from './components/AuthLayout/AuthLayout.tsx';
export type { AuthLayoutProps } from './components/AuthLayout/AuthLayout.tsx';
export { PublicLayout } from './components/PublicLayout/PublicLayout.tsx';
export type { PublicLayoutProps } from './components/PublicLayout/PublicLayout.tsx';
