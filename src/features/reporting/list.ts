import { listManagerReportsQueryRules } from '@portal/sdk/query-rules/manager-reports';
import dayjs from 'dayjs';
import { listSearch } from '@/components/lists/list-search';
import { reportMeasures, type ReportMeasure } from '@/copy/sales-labels';

const { managerId, from, to } = listManagerReportsQueryRules;

/**
 * `/reporting`: the period (`from`–`to`, days), the manager and the measure of the chart in the address, checked
 * against the reports' list call (the measure against the report's figures).
 */
export const reportingList = listSearch(
  { managerId, from, to },
  { ranges: [['from', 'to']], extra: { measure: { type: 'string', enum: reportMeasures } } },
);

export type ReportingSearch = Parameters<typeof reportingList.view>[0];

/** The chart's measure unless the address names another: the sales. */
export const DEFAULT_MEASURE: ReportMeasure = 'salesAmount';
/** The period unless the address gives one: the last 30 days, today included. */
export const DEFAULT_PERIOD_DAYS = 30;

/** What the screen shows: the period given or the default one, the manager (an administrator's choice), the measure. */
export function reportingView(search: ReportingSearch, today = dayjs()) {
  const view = reportingList.view(search);
  const period =
    view.from && view.to
      ? { from: view.from, to: view.to }
      : {
          from: today.subtract(DEFAULT_PERIOD_DAYS - 1, 'day').format('YYYY-MM-DD'),
          to: today.format('YYYY-MM-DD'),
        };
  return { ...period, managerId: view.managerId, measure: (view.measure ?? DEFAULT_MEASURE) as ReportMeasure };
}
