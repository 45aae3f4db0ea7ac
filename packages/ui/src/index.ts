/*
 * The public API of @starcrew/ui: one explicit list, named exports only. `index.test.ts`
 * lists it too, so a change of API shows in review. Test helpers are in `@starcrew/ui/testing`.
 */
import './styles/global.ts';

export { tokens, breakpoint, media } from './tokens/tokens.ts';
export type { Tone, TypeStyle } from './tokens/tokens.ts';
export { vars } from './tokens/contract.css.ts';
export { visuallyHidden } from './styles/utilities.css.ts';
export { pruneStaleAnnouncements } from './utils/liveAnnouncer.ts';

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
