import { exportReviews, isApiError, type ExportProgress } from '@starcrew/api-client';
import type { ReviewExportFormat } from '@starcrew/contract';
import { Button, Menu, MenuItem, MenuTrigger, MessageBox, ProgressBar, Stack, Text } from '@starcrew/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
import { exportProgress, exportRunning, exportMessages as m } from './exportMessages.ts';
import type { InboxQuery } from './reviews.loader.ts';
import * as styles from './reviews.css.ts';

/** Where an export stands: none, running (with what has arrived), or failed with the reason. */
export type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; format: ReviewExportFormat; progress: ExportProgress }
  | { kind: 'failed'; format: ReviewExportFormat; message: string };

/** The inbox's filters as the export call takes them (every page: no `page`). */
export function exportQuery(query: InboxQuery, locationId: string | null) {
  return {
    tab: query.tab,
    ratings: query.ratings.join(','),
    search: query.search,
    from: query.from,
    to: query.to,
    ...(query.source ? { source: query.source } : {}),
    sort: query.sort,
    ...(locationId ? { location_id: locationId } : {}),
  };
}

/** Hands a file to the browser as a download. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const sizeOf = (intl: IntlShape, bytes: number) =>
  bytes < 1_000_000
    ? intl.formatNumber(bytes / 1_000, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 })
    : intl.formatNumber(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });

/**
 * The inbox's Export menu (issue 14): exactly what the filters show, every page, as CSV or
 * XLSX. The server streams the file; this reads it as it comes and shows how much has
 * arrived, with a Cancel; a failure is said under the button with a way to try again.
 */
export function ExportMenu({ query, locationId }: { query: InboxQuery; locationId: string | null }) {
  const intl = useIntl();
  const { api } = useServices();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  // Leaving the inbox cancels a running export.
  useEffect(() => () => running.current?.abort(), []);

  const start = async (format: ReviewExportFormat) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'running', format, progress: { bytes: 0, rows: null } });
    try {
      const file = await exportReviews(api, exportQuery(query, locationId), format, {
        signal: controller.signal,
        onProgress: (progress) => setState({ kind: 'running', format, progress }),
      });
      save(file.blob, file.fileName);
      setState({ kind: 'idle' });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = isApiError(error) && error.kind !== 'network' ? error.message : intl.formatMessage(m.failedBody);
      setState({ kind: 'failed', format, message });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };
  const cancel = () => {
    running.current?.abort();
    running.current = null;
    setState({ kind: 'idle' });
  };

  return (
    <Stack space="100">
      <MenuTrigger>
        <Button variant="secondary" isDisabled={state.kind === 'running'}>
          {intl.formatMessage(m.export)}
        </Button>
        <Menu placement="bottom end" onAction={(key) => void start(key === 'xlsx' ? 'xlsx' : 'csv')}>
          <MenuItem id="csv">{intl.formatMessage(m.csv)}</MenuItem>
          <MenuItem id="xlsx">{intl.formatMessage(m.xlsx)}</MenuItem>
        </Menu>
      </MenuTrigger>
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
          <Button variant="ghost" size="sm" onPress={cancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </div>
      )}
      {state.kind === 'failed' && (
        <MessageBox
          tone="error"
          title={intl.formatMessage(m.failedTitle)}
          action={
            <Button size="sm" variant="secondary" onPress={() => void start(state.format)}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        >
          {state.message}
        </MessageBox>
      )}
    </Stack>
  );
}
