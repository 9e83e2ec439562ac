/** Theme colours a series may take. */
export type ChartTone = 'primary' | 'danger' | 'success' | 'warning';

type Point = Record<string, string | number>;

export interface ChartSeries {
  /** The field of each point holding this series' number. */
  key: string;
  /** Its name, in the tooltip and as its column heading in the table. */
  label: string;
  tone?: ChartTone;
}

export interface ChartPlotProps {
  kind: 'bar' | 'line';
  data: readonly Point[];
  x: { key: string; label: string };
  series: readonly ChartSeries[];
  height: number;
  /** How a value is written in the tooltip and the table (amounts of money: from their minor units); the number itself when absent. */
  formatValue?: (value: number) => string;
  /** How a value is written on the axis, where room is short. */
  formatTick?: (value: number) => string;
}
