import { Card, NumberField, Skeleton } from '@starcrew/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './dashboard.css.ts';
import { calculateGoal, type CurrentScore, type GoalResult } from './goalCalculator.ts';
import { goalCurrent, goalMessages, goalNeeded, goalNoCurrent } from './messages.ts';

export interface GoalCalculatorProps {
  /** The score the figures show; null while they load. */
  current: CurrentScore | null;
}

const answerTone: Record<GoalResult['kind'], string | undefined> = {
  invalid: undefined,
  reached: styles.answerReached,
  needed: styles.answerNeeded,
  unrealistic: styles.answerUnrealistic,
};

/**
 * The goal calculator (spec sections 5 and 9): a target score from 0 to 5, and how many
 * extra 5-star reviews reach it from the current score. The field is not clamped, so an
 * out-of-range target shows the spec's message instead of silently becoming 5.
 */
export function GoalCalculator({ current }: GoalCalculatorProps) {
  const intl = useIntl();
  const [target, setTarget] = useState(Number.NaN);
  const result = current && !Number.isNaN(target) ? calculateGoal(target, current) : null;
  const score = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 });

  const currentLine =
    current === null
      ? undefined
      : current.average === null || current.count === 0
        ? intl.formatMessage(goalNoCurrent)
        : intl.formatMessage(goalCurrent, { average: score(current.average), count: current.count });

  const answer = (): ReactNode => {
    if (!result || result.kind === 'invalid') return intl.formatMessage(goalMessages.prompt);
    if (result.kind === 'reached') return intl.formatMessage(goalMessages.reached);
    if (result.kind === 'unrealistic') return intl.formatMessage(goalMessages.unrealistic);
    return intl.formatMessage(goalNeeded, {
      count: result.reviews,
      target: score(target),
      b: (chunks) => <strong className={styles.answerFigure}>{chunks}</strong>,
    });
  };

  return (
    <Card title={intl.formatMessage(goalMessages.title)} description={intl.formatMessage(goalMessages.description)}>
      <div className={styles.goal}>
        <NumberField
          label={intl.formatMessage(goalMessages.target)}
          // What the target is measured against, read with the field; its line is kept while the
          // figures load, so the answer under it does not move when they come.
          description={currentLine ?? <Skeleton width="14rem" />}
          value={target}
          onChange={setTarget}
          step={0.1}
          formatOptions={{ maximumFractionDigits: 2 }}
          placeholder={intl.formatNumber(4.8)}
          isDisabled={current === null}
          isInvalid={result?.kind === 'invalid'}
          errorMessage={intl.formatMessage(goalMessages.invalid)}
        />
        {current === null ? (
          <div className={styles.answer} aria-hidden="true">
            <Skeleton lines={2} />
          </div>
        ) : (
          <div className={[styles.answer, result && answerTone[result.kind]].filter(Boolean).join(' ')}>
            {/* Announced as it changes: the answer comes when the target is committed (Enter, blur, the steppers). */}
            <p role="status" className={styles.answerText}>
              {answer()}
            </p>
          </div>
        )}
      </div>
    </Card>
  );
}
