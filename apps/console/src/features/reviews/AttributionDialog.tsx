import { correctAttribution } from '@starcrew/api-client';
import type { Review, ReviewAttributionDetails } from '@starcrew/contract';
import { Button, Dialog, Form, MessageBox, Option, Select, Skeleton, Stack, Text } from '@starcrew/ui';
import { Suspense, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Await } from 'react-router';
import { useApiMutation } from '../../app/useMutation.ts';
import { attributionMessages as a, changeLine, someone } from './attribution.messages.ts';

/** The select's key for "no one" (a member id is a uuid, never this). */
const NO_ONE = 'no-one';

type Member = { first_name: string; last_name: string } | null;

export interface AttributionDialogProps {
  review: Review;
  /**
   * The members and the corrections so far, asked for by the press that opened the dialog
   * (ReviewCard's press, through shownByAwait); null while it is closed.
   */
  details: Promise<ReviewAttributionDetails> | null;
  onClose(): void;
  /** The review as corrected, and the server's message. */
  onCorrected(review: Review, message: string | undefined): void;
}

/**
 * A manager corrects who collected a review (issue 15 §3): a member of the review's location,
 * or no one. The members and the corrections so far are read when the dialog opens.
 */
export function AttributionDialog({ review, details, onClose, onCorrected }: AttributionDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={details !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={intl.formatMessage(a.title)}
    >
      {/* Each opening brings its own reading of the members and history. */}
      {details && <AttributionForm review={review} details={details} onCorrected={onCorrected} />}
    </Dialog>
  );
}

function AttributionForm({
  review,
  details,
  onCorrected,
}: Pick<AttributionDialogProps, 'review' | 'onCorrected'> & { details: Promise<ReviewAttributionDetails> }) {
  const intl = useIntl();
  const [choice, setChoice] = useState<string>(review.collected_by?.id ?? NO_ONE);
  const [failed, setFailed] = useState(false);
  const save = useApiMutation(correctAttribution);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    const result = await save.run(review.id, choice === NO_ONE ? null : choice);
    if (result) onCorrected(result.data, result.message);
    else setFailed(true);
  };

  const name = (member: Member) => (member ? `${member.first_name} ${member.last_name}` : intl.formatMessage(a.noOne));
  // Saving waits for the members: the choice is one of them.
  const buttons = (loaded: boolean) => (
    <>
      <Button variant="secondary" slot="close">
        {intl.formatMessage(a.cancel)}
      </Button>
      <Button variant="primary" type="submit" isPending={save.isPending} isDisabled={!loaded}>
        {intl.formatMessage(a.save)}
      </Button>
    </>
  );

  return (
    <Form onSubmit={(e) => void onSubmit(e)} validationErrors={save.fieldErrors}>
      <Suspense
        fallback={
          <>
            <Skeleton shape="rect" height={56} />
            {buttons(false)}
          </>
        }
      >
        <Await
          resolve={details}
          errorElement={
            <>
              <MessageBox tone="error">{intl.formatMessage(a.loadFailed)}</MessageBox>
              {buttons(false)}
            </>
          }
        >
          {(loaded: ReviewAttributionDetails) => (
            <>
              {failed && !save.fieldErrors && <MessageBox tone="error">{intl.formatMessage(a.saveFailed)}</MessageBox>}
              <Stack space="150">
                <Select
                  name="seller_id"
                  label={intl.formatMessage(a.member)}
                  fieldName="field.member"
                  items={[
                    { id: NO_ONE, label: intl.formatMessage(a.noOne) },
                    ...loaded.members.map((m) => ({ id: m.id, label: name(m) })),
                  ]}
                  selectedKey={choice}
                  onSelectionChange={(key) => key !== null && setChoice(String(key))}
                >
                  {(option) => <Option id={option.id}>{option.label}</Option>}
                </Select>
                <Text size="sm" tone="muted">
                  {intl.formatMessage(a.kept)}
                </Text>
                {loaded.history.length > 0 && (
                  <Stack space="050">
                    <Text size="sm" weight="medium">
                      {intl.formatMessage(a.history)}
                    </Text>
                    <ul aria-label={intl.formatMessage(a.history)}>
                      {loaded.history.map((change) => (
                        <li key={change.changed_at}>
                          <Text as="span" size="sm" tone="muted">
                            {intl.formatMessage(changeLine, {
                              date: intl.formatDate(change.changed_at, { dateStyle: 'medium', timeStyle: 'short' }),
                              by: change.changed_by ? name(change.changed_by) : intl.formatMessage(someone),
                              from: name(change.from),
                              to: name(change.to),
                            })}
                          </Text>
                        </li>
                      ))}
                    </ul>
                  </Stack>
                )}
              </Stack>
              {buttons(true)}
            </>
          )}
        </Await>
      </Suspense>
    </Form>
  );
}
