import { reviewSentiments, reviewSorts, reviewTopics, type ReviewSort } from '@starcrew/contract';
import { Button, Checkbox, MultiSelect, Option, SearchField, Select, Stack, Text, TextField } from '@starcrew/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { sentimentLabels, stars, topicLabels, reviewsMessages as m } from './messages.ts';
import * as styles from './reviews.css.ts';
import { isFiltered, type InboxQuery } from './reviews.loader.ts';

const sortLabel: Record<ReviewSort, keyof typeof m> = {
  newest: 'sortNewest',
  oldest: 'sortOldest',
  lowest: 'sortLowest',
};

/** How long typing pauses before the search runs: a request per word, not per key. */
const SEARCH_PAUSE_MS = 300;

interface InboxFiltersProps {
  query: InboxQuery;
  /** Shows the first page of the inbox with these filters changed (in the URL as it is now). */
  show: (next: Partial<InboxQuery> | ((now: InboxQuery) => Partial<InboxQuery>)) => void;
  /** Shows the inbox with no filter at all. */
  clearFilters: () => void;
}

/** The inbox's filters: search, source, topics, sentiment, dates, stars and sort, all in the URL. */
export function InboxFilters({ query, show, clearFilters }: InboxFiltersProps) {
  const intl = useIntl();
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The search field keeps what is typed itself; Clear gives it a new life, empty (the URL's
  // search is still the old one until the cleared page arrives).
  const [searchField, setSearchField] = useState({ life: 0, initial: query.search });
  const searchFor = (search: string) => {
    clearTimeout(pending.current);
    pending.current = setTimeout(() => show({ search: search.trim() }), SEARCH_PAUSE_MS);
  };
  // A search still waiting when the screen goes must not change the next screen's URL.
  useEffect(() => () => clearTimeout(pending.current), []);
  // From the URL as it is now: a star ticked before the last one's page arrives keeps both.
  const toggleRating = (count: number, on: boolean) =>
    show((now) => ({ ratings: on ? [...now.ratings, count].sort() : now.ratings.filter((r) => r !== count) }));
  // A search still waiting would bring back what Clear removed.
  const clear = () => {
    clearTimeout(pending.current);
    setSearchField((field) => ({ life: field.life + 1, initial: '' }));
    clearFilters();
  };
  const filtered = isFiltered(query);
  const topicItems = reviewTopics.map((id) => ({ id, name: intl.formatMessage(topicLabels[id]) }));

  return (
    <section aria-label={intl.formatMessage(m.filters)}>
      <Stack space="150">
        <div className={styles.filters}>
          <SearchField
            key={searchField.life}
            aria-label={intl.formatMessage(m.search)}
            placeholder={intl.formatMessage(m.search)}
            defaultValue={searchField.initial}
            onChange={searchFor}
          />
          <Select
            label={intl.formatMessage(m.source)}
            selectedKey={query.source ?? 'all'}
            onSelectionChange={(key) => show({ source: key === 'google' || key === 'form' ? key : null })}
          >
            <Option id="all">{intl.formatMessage(m.sourceAll)}</Option>
            <Option id="google">{intl.formatMessage(m.sourceGoogle)}</Option>
            <Option id="form">{intl.formatMessage(m.sourceForm)}</Option>
          </Select>
          <MultiSelect
            label={intl.formatMessage(m.topics)}
            placeholder={intl.formatMessage(m.topicsPlaceholder)}
            items={topicItems}
            value={query.topics}
            onChange={(keys) => show({ topics: reviewTopics.filter((topic) => keys.includes(topic)) })}
          />
          <Select
            label={intl.formatMessage(m.sentiment)}
            selectedKey={query.sentiment ?? 'all'}
            onSelectionChange={(key) =>
              show({ sentiment: reviewSentiments.find((sentiment) => sentiment === key) ?? null })
            }
          >
            <Option id="all">{intl.formatMessage(m.sentimentAll)}</Option>
            {reviewSentiments.map((id) => (
              <Option key={id} id={id}>
                {intl.formatMessage(sentimentLabels[id])}
              </Option>
            ))}
          </Select>
          <TextField
            label={intl.formatMessage(m.from)}
            type="date"
            value={query.from}
            onChange={(from) => show({ from })}
          />
          <TextField label={intl.formatMessage(m.to)} type="date" value={query.to} onChange={(to) => show({ to })} />
        </div>
        <div className={styles.toolbar}>
          <fieldset className={styles.stars}>
            <legend>
              <Text as="span" size="sm" weight="medium">
                {intl.formatMessage(m.rating)}
              </Text>
            </legend>
            {[1, 2, 3, 4, 5].map((count) => (
              <Checkbox
                key={count}
                isSelected={query.ratings.includes(count)}
                onChange={(on) => toggleRating(count, on)}
              >
                {intl.formatMessage(stars, { count })}
              </Checkbox>
            ))}
          </fieldset>
          <div className={styles.actions}>
            <div className={styles.assign}>
              <Select
                label={intl.formatMessage(m.sort)}
                selectedKey={query.sort}
                onSelectionChange={(key) => show({ sort: key as ReviewSort })}
              >
                {reviewSorts.map((id) => (
                  <Option key={id} id={id}>
                    {intl.formatMessage(m[sortLabel[id]])}
                  </Option>
                ))}
              </Select>
            </div>
            {filtered && (
              <Button variant="ghost" onPress={clear}>
                {intl.formatMessage(m.clear)}
              </Button>
            )}
          </div>
        </div>
      </Stack>
    </section>
  );
}
