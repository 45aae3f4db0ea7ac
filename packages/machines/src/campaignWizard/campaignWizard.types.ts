import type {
  Campaign,
  CampaignField,
  CampaignLocationMode,
  CampaignRequest,
  CampaignRewardMode,
  CampaignRewardRule,
  CampaignStatus,
  CampaignStep,
  Locale,
} from '@starcrew/contract';

/**
 * Types of the campaign wizard (spec section 2: Basic Information, Reward Objective,
 * Participants). The machine keeps what was entered, judges each step with the contract's step
 * schemas and orders the save; the console draws the steps and provides the save call.
 */

/**
 * What the form holds: the request's fields, each with a value even when empty, and the values
 * of the other reward modes kept while hidden, so switching back finds them (`requestOf` sends
 * only what the chosen mode and rule use).
 */
export interface CampaignDraft {
  readonly title: string;
  readonly start_date: string;
  readonly end_date: string;
  /** Null until one is chosen: "Please select a reward mode". */
  readonly reward_mode: CampaignRewardMode | null;
  /** Null when left empty (allowed); NaN when what was typed is not a number. */
  readonly reviews_target: number | null;
  readonly reward_rule: CampaignRewardRule;
  readonly winners_count: number | null;
  readonly different_rewards: boolean;
  readonly reward_description: string;
  /** One per winning rank, rank 1 first. */
  readonly rank_rewards: readonly string[];
  /** In cents; null when empty, NaN when not a number. */
  readonly amount_per_review_cents: number | null;
  readonly location_mode: CampaignLocationMode;
  readonly location_ids: readonly string[];
  readonly participant_ids: readonly string[];
}

/** The failure of a save that is not about a field: the server's message, and its kind (ApiError). */
export interface WizardFailure {
  readonly message: string;
  /** `planLimit` (403 PlanLimitReached) lets the screen offer an upgrade. */
  readonly kind?: string;
  readonly status?: number;
}

/** `saveCampaign` input: a create without `campaignId`, an update of that campaign with it. */
export interface SaveCampaignRequest {
  readonly campaignId: string | null;
  readonly values: CampaignRequest;
}

export interface CampaignWizardInput {
  /** The language of the step messages (the server's 422 come in the request's language). */
  readonly locale: Locale;
  /** Edit: the campaign opens with its values, its locked fields per its status. Create without. */
  readonly campaign?: Campaign | null;
  /** Create: values to start from (the selected location, say). */
  readonly defaults?: Partial<CampaignDraft>;
}

export interface CampaignWizardContext {
  readonly locale: Locale;
  /** Null while creating. */
  readonly campaignId: string | null;
  /** `upcoming` while creating: nothing is locked. */
  readonly status: CampaignStatus;
  /** What may no longer change (`lockedCampaignFields` of the status): shown disabled, changes ignored. */
  readonly locked: readonly CampaignField[];
  readonly values: CampaignDraft;
  /** Field errors by dotted key (`rank_rewards.1`), first message each: the step's own or the server's 422. */
  readonly errors: Readonly<Record<string, string>>;
  readonly failure: WizardFailure | null;
  /** The saved campaign, once saved. */
  readonly saved: Campaign | null;
}

export type CampaignWizardEvent =
  /** Fields typed or chosen, on any step; locked ones are ignored, and each changed field's error goes. */
  | { type: 'wizard.change'; values: Partial<CampaignDraft> }
  /** To the next step when this one holds; its messages otherwise. */
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  /** The stepper: any step whose earlier steps hold. */
  | { type: 'wizard.goTo'; step: CampaignStep }
  /** From the last step: every step must hold, else back to the first that does not. */
  | { type: 'wizard.submit' }
  /** After a failed save: again, or back to the form (a change or `wizard.back` also edits again). */
  | { type: 'wizard.retry' }
  | { type: 'wizard.dismiss' }
  /** The reader switched language: the step's messages are said again in it. */
  | { type: 'wizard.locale'; locale: Locale };
