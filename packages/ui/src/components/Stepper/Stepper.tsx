import type { ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { CheckGlyph } from '../../internal/glyphs.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './Stepper.css.ts';

const messages = defineMessages<{
  label: NoMessageValues;
  complete: NoMessageValues;
  current: NoMessageValues;
  upcoming: NoMessageValues;
  stepOf: { current: number; total: number };
}>({
  label: { id: 'ui.stepper.label', defaultMessage: 'Progress' },
  complete: { id: 'ui.stepper.complete', defaultMessage: '(completed)' },
  current: { id: 'ui.stepper.current', defaultMessage: '(current step)' },
  upcoming: { id: 'ui.stepper.upcoming', defaultMessage: '(not started)' },
  stepOf: { id: 'ui.stepper.stepOf', defaultMessage: 'Step {current} of {total}:' },
});

export interface StepperProps {
  /**
   * The steps' labels, in order ("Basic Information", "Reward Objective", "Participants").
   * @default undefined
   */
  steps: ReactNode[];
  /**
   * The index of the current step, from 0; steps before it are complete.
   * @default 0
   */
  currentStep?: number;
  /**
   * Names the list when the page holds more than one stepper.
   * @default 'Progress' from the catalogue
   */
  'aria-label'?: string;
}

type StepState = 'complete' | 'current' | 'upcoming';

/**
 * Where a person is in a short wizard: numbered steps, complete ones ticked, the current one
 * with `aria-current="step"` and each state in words for screen readers. On a phone only the
 * current step keeps its label.
 */
export function Stepper({ steps, currentStep = 0, ...props }: StepperProps) {
  const intl = useIntl();
  const stateOf = (index: number): StepState =>
    index < currentStep ? 'complete' : index === currentStep ? 'current' : 'upcoming';
  return (
    <ol className={styles.list} aria-label={props['aria-label'] ?? intl.formatMessage(messages.label)}>
      {steps.map((label, index) => {
        const state = stateOf(index);
        return (
          <li
            key={index}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'complete' ? <CheckGlyph strokeWidth={2.2} /> : intl.formatNumber(index + 1)}
            </span>
            <span className={styles.label}>
              <span className={visuallyHidden}>
                {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a word separator, not words */}
                {`${intl.formatMessage(messages.stepOf, { current: index + 1, total: steps.length })} `}
              </span>
              {label}
              <span className={visuallyHidden}> {intl.formatMessage(messages[state])}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
