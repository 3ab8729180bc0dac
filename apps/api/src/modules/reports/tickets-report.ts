import { nameOf } from '@kaista/domain/shared/formatting';
import { TICKET_TYPE_NAMES } from '@kaista/domain/tickets';
import type { Cell, ReportBuilder } from './report-kit';

/** Seconds as days with one decimal; null where no ticket was resolved. */
const days = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 8640) / 10);

/** The tickets opened in the period by type, how many were resolved and how long that took on average. */
export const ticketsByType: ReportBuilder = async (repo, { companyId, language, texts, span }) => {
  const rows = await repo.ticketsByType(companyId, span);
  const name = (type: string) => nameOf(TICKET_TYPE_NAMES, type, language);
  return {
    columns: [
      { key: 'type', header: texts.ticketType, kind: 'text' },
      { key: 'tickets', header: texts.tickets, kind: 'count' },
      { key: 'resolved', header: texts.resolved, kind: 'count' },
      { key: 'averageDays', header: texts.averageDays, kind: 'days' },
    ],
    rows: rows.map((row): Cell[] => [name(row.type), row.tickets, row.resolved, days(row.averageSeconds)]),
    chart: {
      categoryHeader: texts.ticketType,
      valueHeader: texts.averageDays,
      valueKind: 'days',
      bars: rows
        .filter((row) => row.averageSeconds !== null)
        .map((row) => ({ key: row.type, label: name(row.type), value: days(row.averageSeconds)! })),
    },
  };
};
