import { Heading, Stack, Stepper, Text } from '@starcrew/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './businessProfile.css.ts';
import { wizardMessages } from './messages.ts';

export interface WizardFrameProps {
  /** 0 connect, 1 select locations, 2 confirmation. */
  step: 0 | 1 | 2;
  title: string;
  intro: string;
  children: ReactNode;
}

/** The frame of the three connection steps: progress, heading, then the step's content. */
export function WizardFrame({ step, title, intro, children }: WizardFrameProps) {
  const intl = useIntl();
  const steps = [wizardMessages.stepConnect, wizardMessages.stepSelect, wizardMessages.stepConfirm].map((m) =>
    intl.formatMessage(m),
  );
  return (
    <div className={styles.frame}>
      <Stack space="300">
        <Stepper steps={steps} currentStep={step} />
        <Stack space="100">
          <Heading level={1}>{title}</Heading>
          <Text tone="muted">{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </div>
  );
}
