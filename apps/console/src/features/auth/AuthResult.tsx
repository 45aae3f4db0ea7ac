import { Heading, MessageBox, Stack, Text } from '@starcrew/ui';
import type { ReactNode } from 'react';

export interface AuthResultProps {
  /** The page's one heading. */
  title: string;
  /** What happened, in a sentence. */
  body: string;
  /** `success` or `error`, for the icon and colour of the box. */
  tone: 'success' | 'error';
  /** The one thing to do next: a Button or a Link. */
  action: ReactNode;
  /** A second, quieter way out. */
  secondary?: ReactNode;
}

/** The outcome screens of the sign-in flows: a heading, one message box, one next step. */
export function AuthResult({ title, body, tone, action, secondary }: AuthResultProps) {
  return (
    <Stack space="300">
      <Heading level={1}>{title}</Heading>
      <MessageBox tone={tone}>
        <Text>{body}</Text>
      </MessageBox>
      {action}
      {secondary}
    </Stack>
  );
}
