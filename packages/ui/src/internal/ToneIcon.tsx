/*
 * The icon of each feedback tone (MessageBox, Toast): the shape tells the tone apart, so colour
 * is not the only cue (WCAG 1.4.1), and its name comes from the catalogue.
 */
import type { SVGProps } from 'react';
import { defineMessages, useIntl } from 'react-intl';

export const feedbackTones = ['error', 'warning', 'success', 'info'] as const;
export type FeedbackTone = (typeof feedbackTones)[number];

const messages = defineMessages({
  error: { id: 'ui.toneIcon.error', defaultMessage: 'Error' },
  warning: { id: 'ui.toneIcon.warning', defaultMessage: 'Warning' },
  success: { id: 'ui.toneIcon.success', defaultMessage: 'Success' },
  info: { id: 'ui.toneIcon.info', defaultMessage: 'Information' },
});

const paths: Record<FeedbackTone, string> = {
  error:
    'M8 1.5a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13Zm0 8.75a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8ZM8 4.25a.75.75 0 0 0-.75.75v3.5a.75.75 0 0 0 1.5 0V5A.75.75 0 0 0 8 4.25Z',
  warning:
    'M6.7 2.25a1.5 1.5 0 0 1 2.6 0l5.3 9.25a1.5 1.5 0 0 1-1.3 2.25H2.7a1.5 1.5 0 0 1-1.3-2.25l5.3-9.25ZM8 10.4a.85.85 0 1 0 0 1.7.85.85 0 0 0 0-1.7ZM8 5.5a.7.7 0 0 0-.7.7v2.9a.7.7 0 0 0 1.4 0V6.2a.7.7 0 0 0-.7-.7Z',
  success:
    'M8 1.5a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13Zm2.95 4.2a.75.75 0 0 0-1.06.03L7.2 8.6 6.08 7.42a.75.75 0 1 0-1.08 1.04l1.66 1.75a.75.75 0 0 0 1.09 0l3.23-3.45a.75.75 0 0 0-.03-1.06Z',
  info: 'M8 1.5a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13Zm0 5.25a.75.75 0 0 0-.75.75v3.5a.75.75 0 0 0 1.5 0V7.5A.75.75 0 0 0 8 6.75Zm0-2.85a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8Z',
};

interface ToneIconProps extends Omit<SVGProps<SVGSVGElement>, 'role'> {
  tone: FeedbackTone;
}

/** A filled 16 px icon named "Error", "Warning"… so the message reads "Error: The payment failed". */
export function ToneIcon({ tone, ...props }: ToneIconProps) {
  const intl = useIntl();
  return (
    <svg
      viewBox="0 0 16 16"
      fill="currentColor"
      role="img"
      aria-label={intl.formatMessage(messages[tone])}
      focusable="false"
      {...props}
    >
      <path fillRule="evenodd" clipRule="evenodd" d={paths[tone]} />
    </svg>
  );
}
