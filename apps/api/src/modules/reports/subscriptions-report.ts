import { largest, type Cell, type ReportBuilder } from './report-kit';

/** The subscriptions in use and their monthly fees by cost centre; the chart draws the largest counts. */
export const subscriptionsByCostCentre: ReportBuilder = async (repo, { companyId, texts }) => {
  const rows = await repo.subscriptionsByCostCentre(companyId);
  const name = (row: (typeof rows)[number]) => row.name ?? texts.noCostCentre;
  return {
    columns: [
      { key: 'costCentre', header: texts.costCentre, kind: 'text' },
      { key: 'subscriptions', header: texts.subscriptions, kind: 'count' },
      { key: 'monthlyCents', header: texts.monthly, kind: 'cents' },
    ],
    rows: rows.map((row): Cell[] => [name(row), row.subscriptions, row.monthlyCents]),
    chart: {
      categoryHeader: texts.costCentre,
      valueHeader: texts.subscriptions,
      valueKind: 'count',
      bars: largest(
        rows.map((row) => ({ key: row.costPoolId ?? 'none', label: name(row), value: row.subscriptions })),
      ),
    },
  };
};
