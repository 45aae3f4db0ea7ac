import { defineMessage, defineMessages } from 'react-intl';

/** The inbox's Export menu (issue 14). */
export const exportMessages = defineMessages({
  export: { id: 'reviews.export.button', defaultMessage: 'Export' },
  csv: { id: 'reviews.export.csv', defaultMessage: 'CSV (spreadsheet text)' },
  xlsx: { id: 'reviews.export.xlsx', defaultMessage: 'Excel (XLSX)' },
  cancel: { id: 'reviews.export.cancel', defaultMessage: 'Cancel the export' },
  failedTitle: { id: 'reviews.export.failedTitle', defaultMessage: 'The export failed' },
  failedBody: {
    id: 'reviews.export.failedBody',
    defaultMessage: 'The connection was lost before the file was complete. Please try again.',
  },
  retry: { id: 'reviews.export.retry', defaultMessage: 'Try again' },
});

/** What has arrived: `rows` is -1 while the server has not said how many reviews the file holds. */
export const exportProgress = defineMessage<{ rows: number; size: string }>({
  id: 'reviews.export.progress',
  defaultMessage:
    '{rows, plural, =-1 {{size} received} one {# review · {size} received} other {# reviews · {size} received}}',
});

export const exportRunning = defineMessage<{ format: string }>({
  id: 'reviews.export.running',
  defaultMessage: 'Exporting as {format}…',
});
