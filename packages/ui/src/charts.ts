/*
 * `@starcrew/ui/charts`: components built on visx, kept out of the main barrel so a page
 * that shows no chart never loads visx (a page importing only Button, TextField and Form
 * stays small).
 */
export { LineChart } from './charts/LineChart/LineChart.tsx';
export type { LineChartProps } from './charts/LineChart/LineChart.tsx';
export type { Granularity, RatingPoint } from './charts/LineChart/format.ts';
