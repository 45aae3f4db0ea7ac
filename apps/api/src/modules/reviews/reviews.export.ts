import { PassThrough, Readable } from 'node:stream';
import { once } from 'node:events';
import { translate, type Locale, type Review, type ReviewExportFormat } from '@starcrew/contract';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

/**
 * The inbox export (issue 14, "Going beyond"): the rows the filters show, written as they come
 * from the database, batch after batch, by the maintained libraries (csv-stringify, exceljs).
 * Nothing holds the whole export: each batch is written, then the next one is read once the
 * client has taken the previous one (backpressure).
 */

type Cell = string | number | Date | null;

interface Column {
  id: string;
  /** Excel's width in characters. */
  width: number;
  value(review: Review): Cell;
}

const fullName = (member: Review['collected_by']) => (member ? `${member.first_name} ${member.last_name}` : null);

/** The columns, in order: what each card of the inbox shows. Dates are UTC instants (ISO 8601 in CSV). */
function columnsFor(locale: Locale): Column[] {
  return [
    { id: 'date', width: 20, value: (r) => new Date(r.reviewed_at) },
    { id: 'location', width: 24, value: (r) => r.location_title },
    { id: 'source', width: 14, value: (r) => translate(locale, `reviews.source.${r.source}`) },
    { id: 'rating', width: 8, value: (r) => r.rating },
    { id: 'reviewer', width: 22, value: (r) => r.reviewer_name },
    { id: 'comment', width: 60, value: (r) => r.comment },
    { id: 'collectedBy', width: 22, value: (r) => fullName(r.collected_by) },
    { id: 'assignedTo', width: 22, value: (r) => fullName(r.assigned_to) },
    { id: 'reply', width: 60, value: (r) => r.reply?.text ?? null },
    { id: 'repliedAt', width: 20, value: (r) => (r.reply?.updated_at ? new Date(r.reply.updated_at) : null) },
  ];
}

const headersOf = (locale: Locale, columns: Column[]) =>
  columns.map((c) => translate(locale, `reviews.export.column.${c.id}`));

/**
 * A customer's text starting with `=`, `+`, `-`, `@`, a tab or a return would be read as a
 * formula by a spreadsheet opening the CSV (OWASP's "CSV injection"): it gets a leading `'`.
 * The XLSX needs none: its cells are typed strings.
 */
export const neutralized = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function csvCell(value: Cell): string | number {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'number' ? value : neutralized(value);
}

/** CSV in UTF-8 with a byte-order mark (so Excel reads the accents), a header row, then every review. */
export function csvStream(batches: AsyncIterable<Review[]>, locale: Locale): Readable {
  const columns = columnsFor(locale);
  async function* chunks() {
    yield stringify([headersOf(locale, columns)], { bom: true, record_delimiter: 'windows' });
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      const records = batch.map((review) => columns.map((c) => csvCell(c.value(review))));
      yield stringify(records, { record_delimiter: 'windows' });
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * One worksheet, written by exceljs's streaming writer: each row is committed (written to the
 * zip and forgotten) as it comes. The sheet's name is the location's (or organization's).
 */
export function xlsxStream(batches: AsyncIterable<Review[]>, locale: Locale, sheetName: string): Readable {
  const out = new PassThrough();
  const columns = columnsFor(locale);
  void (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    // Excel refuses sheet names over 31 characters or holding []:*?/\.
    const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Reviews', {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = columns.map((c, i) => ({
      key: c.id,
      width: c.width,
      header: headersOf(locale, columns)[i],
      style: c.id === 'date' || c.id === 'repliedAt' ? { numFmt: 'yyyy-mm-dd hh:mm' } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const batch of batches) {
      for (const review of batch) {
        sheet.addRow(columns.map((c) => c.value(review) ?? undefined)).commit();
      }
      // The client reads slower than the database answers: wait for it before the next batch.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** The media type and extension of each format. */
export const exportTypes: Record<ReviewExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `Crème & Pain Côté Gare` → `creme-pain-cote-gare`: a file name's part in plain ASCII. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'all';
}

/** `reviews-<location or organization>-<day in the organization's zone>.<format>`. */
export function exportFileName(name: string, now: Date, timezone: string, format: ReviewExportFormat): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .slice(0, 10);
  return `reviews-${slugOf(name)}-${day}.${format}`;
}

/** Content-Disposition with the ASCII name (the slug is ASCII already, so one form is enough). */
export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;
