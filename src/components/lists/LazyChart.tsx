import { Skeleton } from '@mantine/core';
import type { DonutChartCell } from '@mantine/charts';
import { lazy, Suspense } from 'react';
import { listTexts } from './texts';

// recharts (about 130 KB gzip) comes with the first chart a screen shows, after the screen's own code
const Chart = lazy(() => import('./Chart'));

/** A chart of figures over a key (months, people): lines, bars or areas, one series each. */
interface SeriesChartProps {
  type: 'line' | 'bar' | 'area';
  data: Record<string, unknown>[];
  /** The key along the axis (`month`). */
  dataKey: string;
  series: { name: string; label?: string; color: string }[];
  h?: number;
  valueFormatter?: (value: number) => string;
  yAxisProps?: Record<string, unknown>;
  xAxisProps?: Record<string, unknown>;
}

/** Parts of a whole (the share of each status). */
interface DonutProps {
  type: 'donut';
  data: DonutChartCell[];
  h?: number;
}

export type ChartProps = SeriesChartProps | DonutProps;

/** A chart any screen can show; its code loads with it, a skeleton meanwhile. */
export function LazyChart(props: ChartProps) {
  return (
    <Suspense fallback={<Skeleton h={props.h ?? 260} aria-label={listTexts.chartLoading} />}>
      <Chart {...props} />
    </Suspense>
  );
}
