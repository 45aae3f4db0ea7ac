/*
 * Story helpers for form fields. Outside the `.stories.tsx` files, whose exports all become
 * stories.
 */
import type { ReactNode } from 'react';
import { Button } from '../components/Button/Button.tsx';
import { Form } from '../components/Form/Form.tsx';

/** Fields validate inside a form, as in the apps: wraps a story in one with a submit button. */
export const inForm = (Story: () => ReactNode) => (
  <Form aria-label="Example" onSubmit={(event) => event.preventDefault()}>
    {Story()}
    <div>
      <Button type="submit">Continue</Button>
    </div>
  </Form>
);

/** A column of a fixed width, for the narrow and long-text stories. */
export const inColumn = (width: number) => (Story: () => ReactNode) => (
  <div style={{ width, maxWidth: '100%' }}>{Story()}</div>
);

/** The widest a field story gets, as fields are in forms. */
export const fieldWidth = (Story: () => ReactNode) => <div style={{ maxWidth: 360 }}>{Story()}</div>;
