import { addCompetitor, isApiError, searchCompetitors } from '@starcrew/api-client';
import type { CompetitorsList, PlaceResult } from '@starcrew/contract';
import {
  Button,
  Dialog,
  MessageBox,
  RatingStars,
  SearchField,
  Spinner,
  Stack,
  Text,
  toastQueue,
  visuallyHidden,
} from '@starcrew/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
import * as styles from './competitors.css.ts';
import { formatRating } from './format.ts';
import { competitorDialogMessages as dm, competitorDialogValues as dv } from './dialogMessages.ts';

export interface CompetitorSearchDialogProps {
  location: CompetitorsList['location'];
  onClose: () => void;
  /** After a competitor was added (the list reads itself again). */
  onAdded: () => void;
}

/** How long typing pauses before the directory is asked (each search is a billed call on Google). */
const DEBOUNCE_MS = 300;

/** What the directory answered for one text; a text without its answer yet shows as searching. */
type Answer = { text: string } & ({ status: 'done'; results: PlaceResult[] } | { status: 'failed'; message: string });
type SearchState = { status: 'idle' } | { status: 'searching' } | Answer;

/**
 * "Add a competitor": a search field (a business name or trade near the location) and the
 * results, each with its figures and an Add button. The call is silent, so a busy or
 * unavailable directory is said here; a 422 (already followed, unknown place) too. A plan-limit
 * refusal closes this dialog for the layout's plan-limit prompt.
 */
export function CompetitorSearchDialog({ location, onClose, onAdded }: CompetitorSearchDialogProps) {
  const intl = useIntl();
  const { api } = useServices();
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const text = query.trim();
  const state: SearchState = !text ? { status: 'idle' } : answer?.text === text ? answer : { status: 'searching' };
  const [adding, setAdding] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);

  // The directory is asked from the typing itself (an event, not an effect: docs/decisions.md,
  // "Console data"), once typing pauses; a newer text or the dialog's closing drops the one before.
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; controller: AbortController } | null>(null);
  const dropPending = () => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    pending.current.controller.abort();
    pending.current = null;
  };
  useEffect(() => dropPending, []);
  const onQueryChange = (value: string) => {
    setQuery(value);
    const next = value.trim();
    if (next === text) return; // spaces around the same words: the answer on its way still holds
    dropPending();
    if (!next) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchCompetitors(api, location.id, next, controller.signal).then(
        (results) => setAnswer({ text: next, status: 'done', results }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setAnswer({ text: next, status: 'failed', message: isApiError(error) ? error.message : String(error) });
        },
      );
    }, DEBOUNCE_MS);
    pending.current = { timer, controller };
  };

  const onAdd = async (place: PlaceResult) => {
    setAdding(place.place_id);
    setAddError(null);
    try {
      const result = await addCompetitor(api, { location_id: location.id, place_id: place.place_id });
      if (result.message) toastQueue.add({ tone: 'success', title: result.message });
      onAdded();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.kind === 'validation') {
        setAddError(Object.values(error.flatFieldErrors)[0] ?? error.message);
      } else {
        // Said by the API client already (a toast, or the plan-limit prompt, which this dialog would cover).
        onClose();
      }
    } finally {
      setAdding(null);
    }
  };

  return (
    <Dialog
      title={intl.formatMessage(dm.searchTitle)}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={
        <Button variant="secondary" slot="close">
          {intl.formatMessage(dm.close)}
        </Button>
      }
    >
      <Stack space="200">
        <SearchField
          label={intl.formatMessage(dm.searchLabel)}
          description={intl.formatMessage(dv.searchHint, { location: location.title })}
          value={query}
          onChange={onQueryChange}
        />
        {addError && <MessageBox tone="error">{addError}</MessageBox>}
        <div aria-live="polite" className={visuallyHidden}>
          {state.status === 'searching' && intl.formatMessage(dm.searching)}
          {state.status === 'done' && intl.formatMessage(dv.resultCount, { count: state.results.length })}
        </div>
        {state.status === 'searching' && (
          <Stack space="100" align="center">
            <Spinner aria-label={intl.formatMessage(dm.searching)} />
          </Stack>
        )}
        {state.status === 'failed' && <MessageBox tone="error">{state.message}</MessageBox>}
        {state.status === 'done' && state.results.length === 0 && (
          <Text tone="muted">{intl.formatMessage(dv.noResults, { query: text })}</Text>
        )}
        {state.status === 'done' && state.results.length > 0 && (
          <ul className={styles.list} aria-label={intl.formatMessage(dm.results)}>
            {state.results.map((place) => (
              <li key={place.place_id} className={styles.result}>
                <div className={styles.resultText}>
                  <Text as="span" weight="medium">
                    {place.name}
                  </Text>
                  {place.address && (
                    <Text as="span" size="sm" tone="muted">
                      {place.address}
                    </Text>
                  )}
                  <span className={styles.meta}>
                    {place.average_rating === null ? (
                      <Text as="span" size="sm" tone="muted">
                        {intl.formatMessage(dm.noRating)}
                      </Text>
                    ) : (
                      <>
                        <RatingStars value={place.average_rating} size="sm" />
                        <Text as="span" size="sm">
                          {formatRating(intl, place.average_rating)}
                        </Text>
                      </>
                    )}
                    <Text as="span" size="sm" tone="muted">
                      {intl.formatMessage(dv.reviewsCount, { count: place.total_reviews })}
                    </Text>
                  </span>
                </div>
                {place.tracked ? (
                  <Text as="span" size="sm" tone="muted">
                    {intl.formatMessage(dm.tracked)}
                  </Text>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={intl.formatMessage(dv.addNamed, { name: place.name })}
                    isPending={adding === place.place_id}
                    isDisabled={adding !== null && adding !== place.place_id}
                    onPress={() => void onAdd(place)}
                  >
                    {intl.formatMessage(dm.addOne)}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Dialog>
  );
}
