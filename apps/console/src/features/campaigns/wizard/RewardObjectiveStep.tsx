import type { CampaignRewardMode, CampaignRewardRule } from '@starcrew/contract';
import { rankWinners } from '@starcrew/machines';
import { NumberField, Radio, RadioGroup, Stack, Switch, TextField } from '@starcrew/ui';
import { useIntl } from 'react-intl';
import { rankRewardLabel, wizardMessages } from './messages.ts';
import { fieldState, type StepProps } from './stepProps.ts';
import * as styles from './wizard.css.ts';

const numberOrNull = (value: number) => (Number.isNaN(value) ? null : value);

/**
 * Step 2: the reward mode, the number of reviews (optional), who wins and what. Values of the
 * mode not chosen stay in the machine, so switching back finds them.
 */
export function RewardObjectiveStep(props: StepProps) {
  const intl = useIntl();
  const { values, onChange } = props;
  const target = values.reward_mode === 'target';
  const topPerformers = values.reward_rule === 'top_performers';
  const byRank = target && topPerformers && values.different_rewards;
  const ranks = Array.from({ length: rankWinners(values) }, (_, index) => index);
  const rankRewardsLocked = fieldState(props, 'rank_rewards').isDisabled;
  return (
    <Stack space="200">
      <RadioGroup
        label={intl.formatMessage(wizardMessages.rewardMode)}
        value={values.reward_mode}
        onChange={(mode) => onChange({ reward_mode: mode as CampaignRewardMode })}
        variant="card"
        isRequired
        {...fieldState(props, 'reward_mode')}
      >
        <Radio value="target" description={intl.formatMessage(wizardMessages.modeTargetHelp)}>
          {intl.formatMessage(wizardMessages.modeTarget)}
        </Radio>
        <Radio value="per_review" description={intl.formatMessage(wizardMessages.modePerReviewHelp)}>
          {intl.formatMessage(wizardMessages.modePerReview)}
        </Radio>
      </RadioGroup>
      <div className={styles.pair}>
        <NumberField
          label={intl.formatMessage(wizardMessages.reviewsTarget)}
          description={intl.formatMessage(wizardMessages.optional)}
          value={values.reviews_target ?? Number.NaN}
          onChange={(count) => onChange({ reviews_target: numberOrNull(count) })}
          formatOptions={{ maximumFractionDigits: 0 }}
          {...fieldState(props, 'reviews_target')}
        />
        {values.reward_mode === 'per_review' && (
          <NumberField
            label={intl.formatMessage(wizardMessages.amount)}
            value={values.amount_per_review_cents === null ? Number.NaN : values.amount_per_review_cents / 100}
            onChange={(euros) => {
              const amount = numberOrNull(euros);
              onChange({ amount_per_review_cents: amount === null ? null : Math.round(amount * 100) });
            }}
            formatOptions={{ style: 'currency', currency: 'EUR' }}
            hasSteppers={false}
            isRequired
            {...fieldState(props, 'amount_per_review_cents')}
          />
        )}
      </div>
      <RadioGroup
        label={intl.formatMessage(wizardMessages.rewardRule)}
        value={values.reward_rule}
        onChange={(rule) => onChange({ reward_rule: rule as CampaignRewardRule })}
        {...fieldState(props, 'reward_rule')}
      >
        <Radio value="all_reaching_goal">{intl.formatMessage(wizardMessages.ruleAll)}</Radio>
        <Radio value="top_performers">{intl.formatMessage(wizardMessages.ruleTop)}</Radio>
      </RadioGroup>
      {topPerformers && (
        <div className={styles.pair}>
          <NumberField
            label={intl.formatMessage(wizardMessages.winners)}
            value={values.winners_count ?? Number.NaN}
            onChange={(count) => onChange({ winners_count: numberOrNull(count) })}
            minValue={1}
            maxValue={20}
            isRequired
            {...fieldState(props, 'winners_count')}
          />
        </div>
      )}
      {target && topPerformers && (
        <Switch
          isSelected={values.different_rewards}
          onChange={(different_rewards) => onChange({ different_rewards })}
          isDisabled={fieldState(props, 'different_rewards').isDisabled}
        >
          {intl.formatMessage(wizardMessages.differentRewards)}
        </Switch>
      )}
      {target && !byRank && (
        <TextField
          label={intl.formatMessage(wizardMessages.rewardDescription)}
          description={intl.formatMessage(wizardMessages.rewardDescriptionHelp)}
          value={values.reward_description}
          onChange={(reward_description) => onChange({ reward_description })}
          maxLength={200}
          autoComplete="off"
          isRequired
          {...fieldState(props, 'reward_description')}
        />
      )}
      {byRank &&
        ranks.map((rank) => {
          const message = props.errors[`rank_rewards.${rank}`] ?? (rank === 0 ? props.errors.rank_rewards : undefined);
          return (
            <TextField
              key={rank}
              label={intl.formatMessage(rankRewardLabel, { rank: rank + 1 })}
              value={values.rank_rewards[rank] ?? ''}
              onChange={(text) => {
                const rewards = ranks.map((index) => values.rank_rewards[index] ?? '');
                rewards[rank] = text;
                onChange({ rank_rewards: rewards });
              }}
              maxLength={200}
              autoComplete="off"
              isRequired
              isInvalid={message !== undefined}
              errorMessage={message}
              isDisabled={rankRewardsLocked}
            />
          );
        })}
    </Stack>
  );
}
