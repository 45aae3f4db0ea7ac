import type { DashboardMonth } from '@starcrew/contract';
import { Card, EmptyState, SegmentedControl, SegmentedControlItem, Skeleton, visuallyHidden } from '@starcrew/ui';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { chartMessages, chartPoint } from './messages.ts';
import { bucketsOf, type ChartBucket, type ChartPeriod } from './ratingChart.data.ts';
import * as styles from './ratingChart.css.ts';

export interface RatingChartProps {
  /** The months the dashboard answered (oldest first); null while they load. */
  evolution: DashboardMonth[] | null;
}

const HEIGHT = 240;
const MARGIN = { top: 16, right: 40, bottom: 28, left: 32 };

/** The width the chart has, followed as the window changes (readable at 390 px: ticks thin out). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** "March 2026" or "2026", in the locale. */
function longLabel(intl: IntlShape, bucket: ChartBucket, period: ChartPeriod) {
  return period === 'years'
    ? intl.formatNumber(bucket.year, { useGrouping: false })
    : intl.formatDate(bucket.date, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

function shortLabel(intl: IntlShape, bucket: ChartBucket, period: ChartPeriod) {
  return period === 'years'
    ? intl.formatNumber(bucket.year, { useGrouping: false })
    : intl.formatDate(bucket.date, { month: 'short', timeZone: 'UTC' });
}

/**
 * The average rating's evolution (spec section 2), by months (the last twelve) or years: the
 * rating as a line on the left scale, the number of reviews as bars on the right one, drawn
 * with visx. The points are one tab stop (arrow keys, Home and End move between them), each
 * with its tooltip; a visually hidden table says the same to screen readers.
 */
export function RatingChart({ evolution }: RatingChartProps) {
  const intl = useIntl();
  const [period, setPeriod] = useState<ChartPeriod>('months');
  const buckets = evolution ? bucketsOf(evolution, period) : [];
  const hasReviews = buckets.some((bucket) => bucket.reviews > 0);

  return (
    <Card
      title={intl.formatMessage(chartMessages.title)}
      description={intl.formatMessage(chartMessages.description)}
      actions={
        <SegmentedControl
          aria-label={intl.formatMessage(chartMessages.period)}
          selectedKey={period}
          onChange={(key) => setPeriod(key as ChartPeriod)}
        >
          <SegmentedControlItem id="months">{intl.formatMessage(chartMessages.months)}</SegmentedControlItem>
          <SegmentedControlItem id="years">{intl.formatMessage(chartMessages.years)}</SegmentedControlItem>
        </SegmentedControl>
      }
    >
      {evolution === null ? (
        <Skeleton height={`${HEIGHT}px`} />
      ) : !hasReviews ? (
        <EmptyState title={intl.formatMessage(chartMessages.emptyTitle)}>
          {intl.formatMessage(chartMessages.emptyBody)}
        </EmptyState>
      ) : (
        <Plot buckets={buckets} period={period} />
      )}
    </Card>
  );
}

function Plot({ buckets, period }: { buckets: ChartBucket[]; period: ChartPeriod }) {
  const intl = useIntl();
  const { ref, width } = useWidth();
  const [active, setActive] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState(buckets.length - 1);
  const points = useRef<Array<SVGCircleElement | null>>([]);
  const rating = (value: number) => intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const describe = (bucket: ChartBucket) =>
    intl.formatMessage(chartPoint, {
      when: longLabel(intl, bucket, period),
      average: bucket.average === null ? intl.formatMessage(chartMessages.noRating) : rating(bucket.average),
      count: bucket.reviews,
    });

  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 0);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: buckets.map((b) => b.key), range: [0, innerWidth], padding: 0.3 });
  const y = scaleLinear({ domain: [0, 5], range: [innerHeight, 0] });
  const maxReviews = Math.max(...buckets.map((b) => b.reviews), 1);
  const yCount = scaleLinear({ domain: [0, maxReviews], range: [innerHeight, 0], nice: true });
  const center = (bucket: ChartBucket) => (x(bucket.key) ?? 0) + x.bandwidth() / 2;
  // At 390 px twelve month names do not fit: every other one then.
  const labelEvery = innerWidth / buckets.length < 34 ? 2 : 1;
  const index = Math.min(focusIndex, buckets.length - 1);

  const move = (event: KeyboardEvent) => {
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? Math.min(index + 1, buckets.length - 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? Math.max(index - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buckets.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    setActive(next);
    points.current[next]?.focus();
  };
  const shown = active === null ? null : buckets[active];

  return (
    <div className={styles.frame}>
      <ul className={styles.legend} aria-hidden="true">
        <li className={styles.legendItem}>
          <span className={styles.swatchLine} />
          {intl.formatMessage(chartMessages.averageRating)}
        </li>
        <li className={styles.legendItem}>
          <span className={styles.swatchBar} />
          {intl.formatMessage(chartMessages.reviews)}
        </li>
      </ul>
      <div ref={ref} className={styles.frame}>
        {width > 0 && (
          <svg
            className={styles.svg}
            width={width}
            height={HEIGHT}
            role="group"
            aria-label={intl.formatMessage(chartMessages.pointsLabel)}
          >
            <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
              {[1, 2, 3, 4, 5].map((tick) => (
                <g key={tick} aria-hidden="true">
                  <line className={styles.grid} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
                  <text className={styles.tick} x={-8} y={y(tick)} dy="0.32em" textAnchor="end">
                    {intl.formatNumber(tick)}
                  </text>
                </g>
              ))}
              <text className={styles.tick} x={innerWidth + 8} y={0} dy="0.32em" aria-hidden="true">
                {intl.formatNumber(yCount.domain()[1] ?? maxReviews, { notation: 'compact' })}
              </text>
              {buckets.map((bucket) => (
                <Bar
                  key={bucket.key}
                  className={styles.bar}
                  x={x(bucket.key)}
                  y={yCount(bucket.reviews)}
                  width={x.bandwidth()}
                  height={innerHeight - yCount(bucket.reviews)}
                  rx={3}
                  aria-hidden="true"
                />
              ))}
              <LinePath<ChartBucket>
                className={styles.line}
                data={buckets}
                x={center}
                y={(bucket) => y(bucket.average ?? 0)}
                defined={(bucket) => bucket.average !== null}
                aria-hidden="true"
              />
              {buckets.map((bucket, i) =>
                i % labelEvery === (buckets.length - 1) % labelEvery ? (
                  <text
                    key={bucket.key}
                    className={styles.tick}
                    x={center(bucket)}
                    y={innerHeight + 18}
                    textAnchor="middle"
                    aria-hidden="true"
                  >
                    {shortLabel(intl, bucket, period)}
                  </text>
                ) : null,
              )}
              {buckets.map((bucket, i) => (
                <circle
                  key={bucket.key}
                  ref={(element) => {
                    points.current[i] = element;
                  }}
                  className={styles.point}
                  cx={center(bucket)}
                  cy={y(bucket.average ?? 0)}
                  r={bucket.average === null ? 0 : 5}
                  role="img"
                  aria-label={describe(bucket)}
                  tabIndex={i === index ? 0 : -1}
                  data-active={active === i}
                  onFocus={() => {
                    setFocusIndex(i);
                    setActive(i);
                  }}
                  onBlur={() => setActive(null)}
                  onMouseEnter={() => setActive(i)}
                  onMouseLeave={() => setActive(null)}
                  onKeyDown={move}
                />
              ))}
            </g>
          </svg>
        )}
        {shown && (
          <div
            className={styles.tooltip}
            aria-hidden="true"
            style={{ left: MARGIN.left + center(shown), top: MARGIN.top + y(shown.average ?? 0) }}
          >
            {describe(shown)}
          </div>
        )}
      </div>
      <table className={visuallyHidden}>
        <caption>{intl.formatMessage(chartMessages.tableCaption)}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(period === 'years' ? chartMessages.year : chartMessages.month)}</th>
            <th scope="col">{intl.formatMessage(chartMessages.averageRating)}</th>
            <th scope="col">{intl.formatMessage(chartMessages.reviews)}</th>
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket) => (
            <tr key={bucket.key}>
              <th scope="row">{longLabel(intl, bucket, period)}</th>
              <td>{bucket.average === null ? intl.formatMessage(chartMessages.noRating) : rating(bucket.average)}</td>
              <td>{intl.formatNumber(bucket.reviews)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
