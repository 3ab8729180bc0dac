import { nameOf } from '@kaista/domain/shared/formatting';
import { ORDER_CATEGORY_NAMES } from '@kaista/domain/ordering';
import { largest, type Cell, type ReportBuilder } from './report-kit';

/** The catalogue's products with their prices and the company's subscriptions on each, of one category or all. */
export const priceList: ReportBuilder = async (repo, { companyId, language, texts, category }) => {
  const [rows, categories] = await Promise.all([
    repo.priceList(companyId, category),
    repo.priceListCategories(),
  ]);
  const categoryName = (code: string) => nameOf(ORDER_CATEGORY_NAMES, code, language);
  return {
    categories: categories.map((code) => ({ code, name: categoryName(code) })),
    columns: [
      { key: 'code', header: texts.code, kind: 'text' },
      { key: 'product', header: texts.product, kind: 'text' },
      { key: 'category', header: texts.category, kind: 'text' },
      { key: 'oneTimeCents', header: texts.oneTime, kind: 'cents' },
      { key: 'monthlyCents', header: texts.monthlyPrice, kind: 'cents' },
      { key: 'termMonths', header: texts.term, kind: 'count' },
      { key: 'subscriptions', header: texts.companySubscriptions, kind: 'count' },
    ],
    rows: rows.map((row): Cell[] => [
      row.code,
      row.name,
      categoryName(row.category),
      row.oneTimeCents,
      row.monthlyCents,
      row.termMonths,
      row.subscriptions,
    ]),
    chart: {
      categoryHeader: texts.product,
      valueHeader: texts.companySubscriptions,
      valueKind: 'count',
      bars: largest(
        rows
          .filter((row) => row.subscriptions > 0)
          .map((row) => ({ key: row.code, label: row.name, value: row.subscriptions })),
      ),
    },
  };
};
