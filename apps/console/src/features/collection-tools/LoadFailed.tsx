import { Button, MessageBox } from '@starcrew/ui';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';

export interface LoadFailedProps {
  /** What could not be read, in the product's words. */
  children: ReactNode;
  /** The button's label ("Try again"). */
  retry: string;
}

/**
 * A read of the route's loader that failed (the API client has toasted why), said where its
 * content would stand, with a button that runs the route's loader again.
 */
export function LoadFailed({ children, retry }: LoadFailedProps) {
  const revalidator = useRevalidator();
  return (
    <MessageBox
      tone="error"
      action={
        <Button size="sm" variant="secondary" onPress={() => void revalidator.revalidate()}>
          {retry}
        </Button>
      }
    >
      {children}
    </MessageBox>
  );
}
