/*
 * Helpers shared by stories. They live outside the `.stories.tsx` files because anything a
 * stories file exports becomes a story.
 */
import type { ReactNode } from 'react';

/** Renders a story at a phone's width (390 px, under the spec's 500 px breakpoint), in
 * Storybook, in the story tests and in the visual tests alike. */
export const mobileStory = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const PlusIcon = () => (
  <svg
    viewBox="0 0 16 16"
    width="16"
    height="16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
  >
    <path d="M8 3v10M3 8h10" />
  </svg>
);

export const TrashIcon = () => (
  <svg
    viewBox="0 0 16 16"
    width="16"
    height="16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M2.5 4h11M6.5 4V2.75h3V4M4 4l.6 9.25h6.8L12 4" />
  </svg>
);

/** A grid for variant matrices: a header row, then one labelled row per option. */
export function Matrix({ columns, rows }: { columns: string[]; rows: Array<{ label: string; cells: ReactNode[] }> }) {
  const cell = { padding: 8, textAlign: 'left' as const, verticalAlign: 'top' as const };
  const head = { ...cell, font: '500 12px/16px var(--sc-fontFamily-sans)', color: 'var(--sc-color-text-muted)' };
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <td />
          {columns.map((c) => (
            <th key={c} scope="col" style={head}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" style={head}>
              {row.label}
            </th>
            {row.cells.map((c, i) => (
              <td key={columns[i]} style={cell}>
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
