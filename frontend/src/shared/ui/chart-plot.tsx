import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import type { ChartPlotProps } from './chart.type';

/** The picture itself (recharts, on its own chunk): colours from the theme, time running the way the reader reads. */
export default function ChartPlot({ kind, data, x, series, height, formatValue, formatTick }: ChartPlotProps) {
  const theme = useTheme();
  const { i18n } = useTranslation();
  // In Arabic the first point is on the right, the counts too. recharts places by left and right.
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const [axisSide, farSide] = rtl ? (['right', 'left'] as const) : (['left', 'right'] as const);
  const tick = { fill: theme.color.textSubtle, fontSize: 12 };
  const Plot = kind === 'line' ? LineChart : BarChart;
  return (
    <ResponsiveContainer width="100%" height={height}>
      {/* The picture is hidden from screen readers (they read the table of its numbers): no keyboard stop inside it either. */}
      <Plot data={[...data]} margin={{ top: 8, bottom: 0, [axisSide]: -16, [farSide]: 8 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={theme.color.border} />
        <XAxis
          dataKey={x.key}
          tick={tick}
          tickLine={false}
          axisLine={{ stroke: theme.color.border }}
          interval="preserveStartEnd"
          minTickGap={16}
          reversed={rtl}
        />
        <YAxis
          orientation={axisSide}
          allowDecimals={false}
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={formatTick ? 64 : 48}
          tickFormatter={formatTick}
        />
        <Tooltip
          cursor={kind === 'line' ? { stroke: theme.color.border } : { fill: theme.color.surfaceMuted }}
          contentStyle={{
            background: theme.color.surface,
            border: `1px solid ${theme.color.border}`,
            borderRadius: theme.radius.sm,
            color: theme.color.text,
          }}
          labelStyle={{ color: theme.color.text }}
          formatter={formatValue ? (value) => (typeof value === 'number' ? formatValue(value) : value) : undefined}
        />
        {series.map((line) =>
          kind === 'line' ? (
            <Line
              key={line.key}
              type="monotone"
              dataKey={line.key}
              name={line.label}
              stroke={theme.color[line.tone ?? 'primary']}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ) : (
            <Bar
              key={line.key}
              dataKey={line.key}
              name={line.label}
              fill={theme.color[line.tone ?? 'primary']}
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          ),
        )}
      </Plot>
    </ResponsiveContainer>
  );
}
