import '@mantine/charts/styles.layer.css';
import { AreaChart, BarChart, DonutChart, LineChart } from '@mantine/charts';
import type { ChartProps } from './LazyChart';

/**
 * The chart itself (recharts through @mantine/charts): loaded by LazyChart when a screen first shows one, never
 * with the first page. A picture of figures the screen also gives in words (tiles, a table): hidden from screen
 * readers, and so not focusable either.
 */
export default function Chart(props: ChartProps) {
  const hidden = { 'aria-hidden': true } as const;
  switch (props.type) {
    case 'donut':
      return <DonutChart {...hidden} data={props.data} size={props.h ?? 200} withLabelsLine withLabels />;
    case 'bar':
    case 'line':
    case 'area': {
      const { type, h = 260, ...common } = props;
      const shared = { ...hidden, ...common, h, accessibilityLayer: false, withLegend: common.series.length > 1 };
      if (type === 'bar') return <BarChart {...shared} />;
      if (type === 'area') return <AreaChart {...shared} curveType="monotone" />;
      return <LineChart {...shared} curveType="monotone" />;
    }
  }
}
