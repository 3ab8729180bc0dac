import { monthsBetween } from '@kaista/domain/reports';
import { nameOf, type CodeNames } from '@kaista/domain/shared/formatting';
import { ORDER_STATUS_NAMES } from '@kaista/domain/orders';
import { SERVICE_TYPE_NAMES } from './report-code-names';
import type { Cell, ReportBody, ReportBuilder, ReportInput } from './report-kit';
import { monthLabels } from './report-months';

/** A row of a report by month and a code: the month `yyyy-mm`, the code and its figure. */
interface MonthRow {
  month: string;
  code: string;
  value: number;
}

interface MonthlyShape {
  /** The second column: the code's key, header and names. */
  code: { key: string; header: string; names: CodeNames };
  /** The third column, a count or a sum; the chart draws its month totals under `chartHeader`. */
  value: { key: string; header: string; chartHeader: string; kind: 'count' | 'cents' };
}

/** A table of month, code and figure, and a chart of the month totals with a bar for every month of the period. */
function monthlyReport(
  { language, texts, period }: ReportInput,
  rows: MonthRow[],
  shape: MonthlyShape,
): ReportBody {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.month, (totals.get(row.month) ?? 0) + row.value);
  const { code, value } = shape;
  return {
    columns: [
      { key: 'month', header: texts.month, kind: 'text' },
      { key: code.key, header: code.header, kind: 'text' },
      { key: value.key, header: value.header, kind: value.kind },
    ],
    rows: rows.map((row): Cell[] => [
      monthLabels(row.month, language).longLabel,
      nameOf(code.names, row.code, language),
      row.value,
    ]),
    chart: {
      categoryHeader: texts.month,
      valueHeader: value.chartHeader,
      valueKind: value.kind,
      bars: monthsBetween(period.from, period.to).map((month) => ({
        key: month,
        ...monthLabels(month, language, period.from.slice(0, 4) !== period.to.slice(0, 4)),
        value: totals.get(month) ?? 0,
      })),
    },
  };
}

/** The invoice lines' net sums by month and service type. */
export const spendByMonth: ReportBuilder = async (repo, input) => {
  const { texts } = input;
  const rows = await repo.spendByMonthAndType(input.companyId, input.span);
  return monthlyReport(
    input,
    rows.map((row) => ({ month: row.month, code: row.serviceType, value: row.netCents })),
    {
      code: { key: 'serviceType', header: texts.serviceType, names: SERVICE_TYPE_NAMES },
      value: { key: 'netCents', header: texts.net, chartHeader: texts.spend, kind: 'cents' },
    },
  );
};

/** The orders placed by month and their status now. */
export const ordersByStatus: ReportBuilder = async (repo, input) => {
  const { texts } = input;
  const rows = await repo.ordersByMonthAndStatus(input.companyId, input.span);
  return monthlyReport(
    input,
    rows.map((row) => ({ month: row.month, code: row.status, value: row.orders })),
    {
      code: { key: 'status', header: texts.status, names: ORDER_STATUS_NAMES },
      value: { key: 'orders', header: texts.orders, chartHeader: texts.orders, kind: 'count' },
    },
  );
};
