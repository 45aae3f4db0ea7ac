import { Button, MessageBox, ProgressBar, Text } from '@starcrew/ui';
import { useIntl, type IntlShape } from 'react-intl';
import type { ExportState } from './ExportMenu.tsx';
import { exportProgress, exportRunning, exportMessages as m } from './exportMessages.ts';
import * as styles from './reviews.css.ts';

const sizeOf = (intl: IntlShape, bytes: number) =>
  bytes < 1_000_000
    ? intl.formatNumber(bytes / 1_000, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 })
    : intl.formatNumber(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });

/**
 * What the Export menu shows under its button once an export started: how much has arrived, with a
 * Cancel, or why it failed, with a way to try again. Loaded with the first export, or on intent
 * (the pointer or focus reaching the Export button), not with the inbox (issue 18).
 */
export function ExportStatus({
  state,
  onCancel,
  onRetry,
}: {
  state: Exclude<ExportState, { kind: 'idle' }>;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const intl = useIntl();
  return (
    <>
      {state.kind === 'running' && (
        <div className={styles.exportStatus}>
          <ProgressBar
            isIndeterminate
            size="sm"
            label={intl.formatMessage(exportRunning, { format: state.format.toUpperCase() })}
          />
          <Text size="sm" tone="muted" aria-live="polite">
            {intl.formatMessage(exportProgress, {
              rows: state.progress.rows ?? -1,
              size: sizeOf(intl, state.progress.bytes),
            })}
          </Text>
          <Button variant="ghost" size="sm" onPress={onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </div>
      )}
      {state.kind === 'failed' && (
        <MessageBox
          tone="error"
          title={intl.formatMessage(m.failedTitle)}
          action={
            <Button size="sm" variant="secondary" onPress={onRetry}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        >
          {state.message}
        </MessageBox>
      )}
    </>
  );
}
