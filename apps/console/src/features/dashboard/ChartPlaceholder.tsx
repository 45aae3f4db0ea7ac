import { Skeleton } from '@starcrew/ui';
import * as styles from './dashboard.css.ts';
import { PLOT_HEIGHT } from './ratingChart.size.ts';

/**
 * The rating chart's plot while its figures or its code load: the legend's line, then a block as
 * tall as the plot. Shared by the screen (before the chart's chunk is in) and the chart (before
 * the figures are), so the panels under it stay where they are when it is drawn.
 */
export function ChartPlaceholder() {
  return (
    <div className={styles.chartPlaceholder} aria-hidden="true">
      <Skeleton shape="rect" height={`${PLOT_HEIGHT}px`} />
    </div>
  );
}
