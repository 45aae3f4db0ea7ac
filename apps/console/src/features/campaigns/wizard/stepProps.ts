import type { CampaignField } from '@starcrew/contract';
import type { CampaignDraft } from '@starcrew/machines';

/** What each step gets from the wizard's machine. */
export interface StepProps {
  values: CampaignDraft;
  /** Field errors by dotted key: the step's own judgement or the server's 422. */
  errors: Readonly<Record<string, string>>;
  /** Fields a started campaign keeps: shown disabled. */
  locked: readonly CampaignField[];
  /** While saving, nothing changes. */
  isDisabled: boolean;
  onChange(values: Partial<CampaignDraft>): void;
}

/** The props that mark a field invalid with its message, and disabled when locked. */
export function fieldState(props: StepProps, field: CampaignField, key: string = field) {
  const message = props.errors[key];
  return {
    isInvalid: message !== undefined,
    errorMessage: message,
    isDisabled: props.isDisabled || props.locked.includes(field),
  };
}
