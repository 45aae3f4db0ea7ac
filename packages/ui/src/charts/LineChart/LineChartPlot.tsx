import { useState, type KeyboardEvent } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { defineMessages, useIntl } from 'react-intl';
import * as styles from './LineChart.css.ts';
import { periodLabel, tickLabel, type Granularity, type RatingPoint } from './format.ts';

const messages = defineMessages<{ point: { period: string; value: string } }>({
  point: { id: 'ui.lineChart.point', defaultMessage: '{period}: {value} out of 5' },
});

const margin = { top: 12, right: 16, bottom: 28, left: 32 };

interface LineChartPlotProps {
  data: RatingPoint[];
  granularity: Granularity;
  width: number;
  height: number;
  /** The id of the chart's title, which names the group of points. */
  labelledBy: string;
}

/**
 * The SVG: a 0–5 scale, the line and its points. The points form one tab stop; arrow keys,
 * Home and End move between them and the tooltip follows focus as it follows the pointer.
 */
export function LineChartPlot({ data, granularity, width, height, labelledBy }: LineChartPlotProps) {
  const intl = useIntl();
  const [active, setActive] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState(data.length - 1);
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);

  const x = scalePoint<number>({ domain: data.map((_, i) => i), range: [0, innerWidth], padding: 0.3 });
  const y = scaleLinear<number>({ domain: [0, 5], range: [innerHeight, 0], nice: true });
  const xOf = (i: number) => x(i) ?? 0;
  // Phones get fewer labels so they never overlap: about one per 56 px.
  const every = Math.max(1, Math.ceil(data.length / Math.max(1, Math.floor(innerWidth / 56))));
  const value = (v: number) => intl.formatNumber(v, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  const describe = (i: number) =>
    intl.formatMessage(messages.point, {
      period: periodLabel(data[i]!.date, granularity, intl.locale),
      value: value(data[i]!.value),
    });

  const moveTo = (index: number, svg: SVGSVGElement) => {
    const next = Math.min(Math.max(index, 0), data.length - 1);
    setFocusIndex(next);
    setActive(next);
    svg.querySelector<SVGCircleElement>(`[data-index="${next}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const keys: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      Home: 0,
      End: data.length - 1,
    };
    if (!(event.key in keys)) return;
    event.preventDefault();
    moveTo(keys[event.key]!, event.currentTarget);
  };
  const onPointerMove = (event: React.PointerEvent<SVGSVGElement>) => {
    const left = event.currentTarget.getBoundingClientRect().left + margin.left;
    const nearest = data.reduce(
      (best, _, i) =>
        Math.abs(xOf(i) - (event.clientX - left)) < Math.abs(xOf(best) - (event.clientX - left)) ? i : best,
      0,
    );
    setActive(nearest);
  };

  const point = active === null ? null : data[active];
  return (
    <>
      <svg
        width={width}
        height={height}
        className={styles.svg}
        role="group"
        aria-labelledby={labelledBy}
        onKeyDown={onKeyDown}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setActive(null)}
      >
        <Group left={margin.left} top={margin.top}>
          {y.ticks(5).map((tick) => (
            <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} className={styles.gridLine} />
          ))}
          <AreaClosed data={data} x={(_, i) => xOf(i)} y={(d) => y(d.value)} yScale={y} className={styles.area} />
          <LinePath data={data} x={(_, i) => xOf(i)} y={(d) => y(d.value)} className={styles.line} />
          {active !== null && (
            <line x1={xOf(active)} x2={xOf(active)} y1={0} y2={innerHeight} className={styles.guide} />
          )}
          {data.map((d, i) => (
            <circle
              key={d.date}
              data-index={i}
              data-active={i === active || undefined}
              cx={xOf(i)}
              cy={y(d.value)}
              r={i === active ? 5 : 3.5}
              className={styles.point}
              role="img"
              aria-label={describe(i)}
              tabIndex={i === focusIndex ? 0 : -1}
              onFocus={() => setActive(i)}
              onBlur={() => setActive(null)}
            />
          ))}
          <AxisLeft
            scale={y}
            numTicks={5}
            hideAxisLine
            hideTicks
            tickFormat={(v) => intl.formatNumber(Number(v))}
            tickLabelProps={{ className: styles.tickLabel, dx: -4 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            hideAxisLine
            hideTicks
            tickValues={data.map((_, i) => i).filter((i) => i % every === 0)}
            tickFormat={(i) => tickLabel(data[Number(i)]!.date, Number(i), granularity, intl.locale)}
            tickLabelProps={{ className: styles.tickLabel }}
          />
        </Group>
      </svg>
      {point && active !== null && (
        <div
          className={styles.tooltip}
          aria-hidden="true"
          style={{
            left: Math.min(Math.max(margin.left + xOf(active) - 60, 0), Math.max(0, width - 140)),
            top: Math.max(0, margin.top + y(point.value) - 44),
          }}
        >
          {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a word separator, not words */}
          {`${periodLabel(point.date, granularity, intl.locale)} `}
          <span className={styles.tooltipValue}>{value(point.value)}</span>
        </div>
      )}
    </>
  );
}
