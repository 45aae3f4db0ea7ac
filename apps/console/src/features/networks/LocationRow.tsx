import type { Location } from '@starcrew/contract';
import { Button, Checkbox, RatingStars, Stack, StatusPill, Text } from '@starcrew/ui';
import { useIntl } from 'react-intl';
import { networksMessages, renameLocationLabel, reviewsCount, selectLocation } from './messages.ts';
import * as styles from './networks.css.ts';

export interface LocationRowProps {
  location: Location;
  isSelected: boolean;
  /** Absent for a reader who may not activate (a manager): no checkbox. */
  onToggle?: () => void;
  /** Absent for a reader who may not rename: no Rename button. */
  onRename?: () => void;
}

/** One establishment of My Networks: name, address, rating, reviews, licence, select and rename. */
export function LocationRow({ location, isSelected, onToggle, onRename }: LocationRowProps) {
  const intl = useIntl();
  return (
    <li className={onToggle ? styles.row : `${styles.row} ${styles.readOnlyRow}`}>
      {onToggle && (
        <Checkbox
          isSelected={isSelected}
          onChange={onToggle}
          aria-label={intl.formatMessage(selectLocation, { name: location.name })}
        />
      )}
      <Stack space="025">
        <Text weight="medium">{location.name}</Text>
        <Text tone="muted" size="sm">
          {location.address ?? intl.formatMessage(networksMessages.noAddress)}
        </Text>
      </Stack>
      <div className={styles.meta}>
        {location.average_rating === null ? (
          <Text tone="muted" size="sm">
            {intl.formatMessage(networksMessages.noRating)}
          </Text>
        ) : (
          <RatingStars value={location.average_rating} size="sm" />
        )}
        <Text tone="muted" size="sm">
          {intl.formatMessage(reviewsCount, { count: location.total_reviews })}
        </Text>
      </div>
      <div className={`${styles.meta} ${styles.actions}`}>
        <StatusPill status={location.license_status} />
        {onRename && (
          <Button
            size="sm"
            variant="ghost"
            onPress={onRename}
            aria-label={intl.formatMessage(renameLocationLabel, { name: location.name })}
          >
            {intl.formatMessage(networksMessages.rename)}
          </Button>
        )}
      </div>
    </li>
  );
}
