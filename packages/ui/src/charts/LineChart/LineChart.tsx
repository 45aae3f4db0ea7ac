import { useId, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { useElementWidth } from '../../internal/useElementWidth.ts';
import { SegmentedControl, SegmentedControlItem } from '../../components/SegmentedControl/SegmentedControl.tsx';
import * as styles from './LineChart.css.ts';
import { periodLabel, type Granularity, type RatingPoint } from './format.ts';
import { LineChartPlot } from './LineChartPlot.tsx';

const messages = defineMessages({
  months: { id: 'ui.lineChart.months', defaultMessage: 'Months' },
  years: { id: 'ui.lineChart.years', defaultMessage: 'Years' },
  granularity: { id: 'ui.lineChart.granularity', defaultMessage: 'Group by' },
  empty: { id: 'ui.lineChart.empty', defaultMessage: 'No ratings for this period yet' },
  showTable: { id: 'ui.lineChart.showTable', defaultMessage: 'Show as table' },
  hideTable: { id: 'ui.lineChart.hideTable', defaultMessage: 'Hide table' },
  columnPeriod: { id: 'ui.lineChart.columnPeriod', defaultMessage: 'Period' },
  columnValue: { id: 'ui.lineChart.columnValue', defaultMessage: 'Average rating' },
});

export interface LineChartProps {
  /**
   * The chart's heading; it also names the chart and its table.
   * @default undefined
   */
  title: ReactNode;
  /**
   * The averages for the current grouping, oldest first.
   * @default undefined
   */
  data: RatingPoint[];
  /**
   * The grouping shown; with `onGranularityChange` the parent owns it (and loads the data).
   * @default undefined
   */
  granularity?: Granularity;
  /**
   * The grouping at first when the component owns it.
   * @default 'months'
   */
  defaultGranularity?: Granularity;
  /**
   * Called when the person switches between months and years.
   * @default undefined
   */
  onGranularityChange?: (granularity: Granularity) => void;
  /**
   * The plot's height in px; the width follows the container.
   * @default 240
   */
  height?: number;
}

/**
 * The average-rating evolution of the dashboard, on visx: a months / years toggle, localized
 * axes, a tooltip that follows pointer and keyboard, points reachable with the arrow keys, and
 * the same figures as a table on demand. Imported from `@starcrew/ui/charts`, not the barrel.
 */
export function LineChart({
  title,
  data,
  granularity: controlled,
  defaultGranularity = 'months',
  onGranularityChange,
  height = 240,
}: LineChartProps) {
  const intl = useIntl();
  const titleId = useId();
  const tableId = useId();
  const [own, setOwn] = useState<Granularity>(defaultGranularity);
  const [showTable, setShowTable] = useState(false);
  const [plotRef, width] = useElementWidth<HTMLDivElement>();
  const granularity = controlled ?? own;
  const isEmpty = data.length === 0;

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <SegmentedControl
          aria-label={intl.formatMessage(messages.granularity)}
          selectedKey={granularity}
          onChange={(key) => {
            setOwn(key as Granularity);
            onGranularityChange?.(key as Granularity);
          }}
        >
          <SegmentedControlItem id="months">{intl.formatMessage(messages.months)}</SegmentedControlItem>
          <SegmentedControlItem id="years">{intl.formatMessage(messages.years)}</SegmentedControlItem>
        </SegmentedControl>
      </div>
      <div ref={plotRef} className={styles.plotArea}>
        {isEmpty ? (
          <div className={styles.empty} style={{ height }}>
            {intl.formatMessage(messages.empty)}
          </div>
        ) : (
          width > 0 && (
            <LineChartPlot data={data} granularity={granularity} width={width} height={height} labelledBy={titleId} />
          )
        )}
      </div>
      {!isEmpty && (
        <>
          <Button
            className={styles.tableToggle}
            aria-expanded={showTable}
            aria-controls={showTable ? tableId : undefined}
            onPress={() => setShowTable(!showTable)}
          >
            {intl.formatMessage(showTable ? messages.hideTable : messages.showTable)}
          </Button>
          {showTable && (
            <table id={tableId} className={styles.table} aria-labelledby={titleId}>
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>
                    {intl.formatMessage(messages.columnPeriod)}
                  </th>
                  <th scope="col" className={styles.th}>
                    {intl.formatMessage(messages.columnValue)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((point) => (
                  <tr key={point.date}>
                    <th scope="row" className={styles.td}>
                      {periodLabel(point.date, granularity, intl.locale)}
                    </th>
                    <td className={styles.td}>
                      {intl.formatNumber(point.value, { minimumFractionDigits: 1, maximumFractionDigits: 2 })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </figure>
  );
}
