import type { DashboardCompetitor, DashboardMonth } from '@starcrew/contract';
import { Card, EmptyState, SegmentedControl, SegmentedControlItem, visuallyHidden } from '@starcrew/ui';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ChartPlaceholder } from './ChartPlaceholder.tsx';
import { chartMessages, chartPoint, competitorPoint } from './messages.ts';
import {
  bucketsOf,
  competitorLinesOf,
  type ChartBucket,
  type ChartPeriod,
  type CompetitorLine,
} from './ratingChart.data.ts';
import * as styles from './ratingChart.css.ts';
import { PLOT_HEIGHT } from './ratingChart.size.ts';

export interface RatingChartProps {
  /** The months the dashboard answered (oldest first); null while they load. */
  evolution: DashboardMonth[] | null;
  /** The selected location's competitors, drawn beside it (none over every location). */
  competitors?: DashboardCompetitor[];
  /** Every location at once: no competitor lines, and a note saying where to find them. */
  allLocations?: boolean;
}

/**
 * The competitors' strokes: the tokens' status text colours (each 4.5:1 on the surface), and
 * a dash pattern and marker of their own, so a line never tells itself by colour alone.
 */
const SERIES = [
  { colour: styles.seriesColours[0], dash: '6 4' },
  { colour: styles.seriesColours[1], dash: '2 3' },
  { colour: styles.seriesColours[2], dash: '10 4 2 4' },
  { colour: styles.seriesColours[3], dash: '4 2' },
  { colour: styles.seriesColours[4], dash: '1 4' },
];
const seriesOf = (i: number) => SERIES[i % SERIES.length] ?? SERIES[0]!;

const MARGIN = { top: 16, right: 40, bottom: 28, left: 32 };

/** The width the chart has, followed as the window changes (readable at 390 px: ticks thin out). */
function usePlotSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: PLOT_HEIGHT });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setSize({
        width: Math.floor(entry?.contentRect.width ?? 0),
        height: Math.floor(entry?.contentRect.height || PLOT_HEIGHT),
      }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, ...size };
}

/**
 * Where the tooltip hangs from its point, as a share of its own width: its left end at the
 * plot's left edge, its middle at the centre, its right end at the right edge. A tooltip no
 * wider than the plot then stays inside it wherever the point is (a centred one passed the
 * phone's edges at the first and last months).
 */
function tooltipAnchor(left: number, width: number) {
  return width > 0 ? Math.min(Math.max(left / width, 0), 1) : 0.5;
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
export function RatingChart({ evolution, competitors = [], allLocations = false }: RatingChartProps) {
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
        <ChartPlaceholder />
      ) : !hasReviews ? (
        <EmptyState title={intl.formatMessage(chartMessages.emptyTitle)}>
          {intl.formatMessage(chartMessages.emptyBody)}
        </EmptyState>
      ) : (
        <Plot buckets={buckets} period={period} lines={competitorLinesOf(competitors, buckets)} />
      )}
      {allLocations && evolution !== null && hasReviews && (
        <p className={styles.note}>{intl.formatMessage(chartMessages.competitorsNote)}</p>
      )}
    </Card>
  );
}

function Plot({ buckets, period, lines }: { buckets: ChartBucket[]; period: ChartPeriod; lines: CompetitorLine[] }) {
  const intl = useIntl();
  // The plot takes what the legend leaves of the chart's fixed height: a legend wrapped on a
  // phone (competitors' names) shortens the plot instead of pushing the panels below down.
  const { ref, width, height } = usePlotSize();
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
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
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
  const ratingOrNone = (value: number | null) =>
    value === null ? intl.formatMessage(chartMessages.noRating) : rating(value);
  /** "Au Bon Pain: 4.35" for each competitor at bucket `i`. */
  const rivalsAt = (i: number) =>
    lines.map((line) =>
      intl.formatMessage(competitorPoint, { name: line.name, average: ratingOrNone(line.ratings[i] ?? null) }),
    );

  return (
    <div className={styles.chartBox}>
      <ul className={styles.legend} aria-hidden="true">
        <li className={styles.legendItem}>
          <span className={styles.swatchLine} />
          {intl.formatMessage(chartMessages.averageRating)}
        </li>
        <li className={styles.legendItem}>
          <span className={styles.swatchBar} />
          {intl.formatMessage(chartMessages.reviews)}
        </li>
        {lines.map((line, i) => (
          <li key={line.id} className={styles.legendItem}>
            <svg width={24} height={10} className={seriesOf(i).colour} aria-hidden="true">
              <line x1={0} x2={24} y1={5} y2={5} className={styles.rivalLine} strokeDasharray={seriesOf(i).dash} />
              <rect x={9} y={2} width={6} height={6} className={styles.rivalMarker} />
            </svg>
            {line.name}
          </li>
        ))}
      </ul>
      <div ref={ref} className={styles.plotArea}>
        {width > 0 && (
          <svg
            className={styles.svg}
            width={width}
            height={height}
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
              {lines.map((line, l) => (
                <g key={line.id} className={seriesOf(l).colour} aria-hidden="true">
                  <LinePath<ChartBucket>
                    className={styles.rivalLine}
                    strokeDasharray={seriesOf(l).dash}
                    data={buckets}
                    x={center}
                    y={(_, i) => y(line.ratings[i] ?? 0)}
                    defined={(_, i) => line.ratings[i] !== null}
                  />
                  {buckets.map((bucket, i) => {
                    const value = line.ratings[i];
                    return value === null || value === undefined ? null : (
                      <rect
                        key={bucket.key}
                        className={styles.rivalMarker}
                        x={center(bucket) - 3}
                        y={y(value) - 3}
                        width={6}
                        height={6}
                      />
                    );
                  })}
                </g>
              ))}
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
                  aria-label={[describe(bucket), ...rivalsAt(i)].join('; ')}
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
            style={{
              left: MARGIN.left + center(shown),
              top: MARGIN.top + y(shown.average ?? 0),
              transform: `translate(${-100 * tooltipAnchor(MARGIN.left + center(shown), width)}%, calc(-100% - 12px))`,
            }}
          >
            {describe(shown)}
            {rivalsAt(active ?? 0).map((text) => (
              <div key={text}>{text}</div>
            ))}
          </div>
        )}
      </div>
      {/* A table is as wide as its cells whatever its width says, and `clip` hides it without
          taking it out of the page's width: the 1 px box that hides it is a div around it. */}
      <div className={visuallyHidden}>
        <table>
          <caption>{intl.formatMessage(chartMessages.tableCaption)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(period === 'years' ? chartMessages.year : chartMessages.month)}</th>
              <th scope="col">{intl.formatMessage(chartMessages.averageRating)}</th>
              <th scope="col">{intl.formatMessage(chartMessages.reviews)}</th>
              {lines.map((line) => (
                <th key={line.id} scope="col">
                  {line.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket, i) => (
              <tr key={bucket.key}>
                <th scope="row">{longLabel(intl, bucket, period)}</th>
                <td>{bucket.average === null ? intl.formatMessage(chartMessages.noRating) : rating(bucket.average)}</td>
                <td>{intl.formatNumber(bucket.reviews)}</td>
                {lines.map((line) => (
                  <td key={line.id}>{ratingOrNone(line.ratings[i] ?? null)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
