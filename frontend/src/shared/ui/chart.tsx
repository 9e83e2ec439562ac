import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { ChartPlotProps } from './chart.type';

/** recharts is the largest library we use: it loads on its own chunk when a chart first shows. */
const ChartPlot = lazy(() => import('./chart-plot'));

export interface ChartProps extends Omit<ChartPlotProps, 'kind' | 'height'> {
  kind?: 'bar' | 'line';
  height?: number;
  /** What the chart shows, in a sentence or two: the total, the peak. Shown under it. */
  summary: string;
  /** Names the table of the numbers that screen readers get instead of the picture. */
  tableCaption: string;
  /** The id of the heading that names the chart. */
  labelledBy?: string;
}

const StyledFigure = styled.figure`
  margin: 0;
`;

const StyledPlot = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
`;

const StyledSummary = styled.figcaption`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The data as a table for screen readers; the chart itself is a picture of it. */
const StyledHiddenTable = styled.table`
  position: absolute !important;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

/**
 * A bar or line chart with a written summary and its numbers as a table: the picture is hidden
 * from screen readers, which read the summary and the table instead.
 */
export function Chart({ kind = 'bar', data, x, series, height = 220, summary, tableCaption, labelledBy, formatValue, formatTick }: ChartProps) {
  return (
    <StyledFigure aria-labelledby={labelledBy}>
      <StyledPlot $height={height} aria-hidden="true">
        <Suspense fallback={null}>
          <ChartPlot kind={kind} data={data} x={x} series={series} height={height} formatValue={formatValue} formatTick={formatTick} />
        </Suspense>
      </StyledPlot>
      <StyledSummary>{summary}</StyledSummary>
      <StyledHiddenTable>
        <caption>{tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{x.label}</th>
            {series.map((line) => (
              <th key={line.key} scope="col">
                {line.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((point, index) => (
            <tr key={index}>
              <th scope="row">{point[x.key]}</th>
              {series.map((line) => (
                <td key={line.key}>{formatValue && typeof point[line.key] === 'number' ? formatValue(point[line.key] as number) : point[line.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledHiddenTable>
    </StyledFigure>
  );
}
