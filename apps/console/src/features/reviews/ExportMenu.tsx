import { exportReviews, isApiError, type ExportProgress } from '@starcrew/api-client';
import type { ReviewExportFormat } from '@starcrew/contract';
import { Button, Menu, MenuItem, MenuTrigger, Stack } from '@starcrew/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
import { exportMessages as m } from './exportMessages.ts';
import type { InboxQuery } from './reviews.loader.ts';

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

/**
 * The status under the button (progress, failure), fetched on intent (the pointer or focus
 * reaching the Export button) or with the first export, not with the inbox (issue 18).
 */
const loadStatus = () => import('./ExportStatus.tsx');
const ExportStatus = lazy(() => loadStatus().then((mod) => ({ default: mod.ExportStatus })));
/** Only a head start: the render that needs the module loads it again and reports the error. */
const preloadStatus = () => void loadStatus().catch(() => undefined);

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
    preloadStatus();
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
        <Button
          variant="secondary"
          isDisabled={state.kind === 'running'}
          onHoverStart={preloadStatus}
          onFocus={preloadStatus}
        >
          {intl.formatMessage(m.export)}
        </Button>
        <Menu placement="bottom end" onAction={(key) => void start(key === 'xlsx' ? 'xlsx' : 'csv')}>
          <MenuItem id="csv">{intl.formatMessage(m.csv)}</MenuItem>
          <MenuItem id="xlsx">{intl.formatMessage(m.xlsx)}</MenuItem>
        </Menu>
      </MenuTrigger>
      {state.kind !== 'idle' && (
        <Suspense fallback={null}>
          <ExportStatus state={state} onCancel={cancel} onRetry={() => void start(state.format)} />
        </Suspense>
      )}
    </Stack>
  );
}
