import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { formatAverage, monthLabel } from './stats';
import { SCORE_MAX, satisfactionTexts } from './texts';

/**
 * The average score in each month as a line (recharts, through @mantine/charts): loaded with the KPI screen only,
 * never with the first page. The table beside it says the same in words.
 */
export default function AverageChart({ months }: { months: { month: string; average: number }[] }) {
  return (
    <LineChart
      h={260}
      data={months.map(({ month, average }) => ({ month: monthLabel(month), average }))}
      dataKey="month"
      series={[{ name: 'average', label: satisfactionTexts.kpi.chartSeries, color: 'blue.6' }]}
      yAxisProps={{ domain: [0, SCORE_MAX], allowDecimals: false }}
      // the first and the last month's dots stay inside the chart
      xAxisProps={{ padding: { left: 24, right: 24 } }}
      valueFormatter={(value) => formatAverage(value)}
      curveType="monotone"
      withLegend={false}
      // a picture of the table beside it, which gives the same numbers to screen readers and the keyboard: hidden
      // from them, and so not focusable either
      accessibilityLayer={false}
      aria-hidden
    />
  );
}
