import { INVOICE_LINE_PAGE_SIZE, INVOICE_LINE_TYPES } from '@kaista/domain/invoices';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { invoiceLinesQuery } from './invoice-queries';

/** The address's name for the page of lines shown, so that a reload, a shared link or Back keeps it. */
const LINE_OFFSET = 'lines';

/** A page's first line as the address says it: a whole page from the start, else the first page. */
function lineOffsetOf(text: string | null): number {
  const offset = Number(text ?? 0);
  return Number.isSafeInteger(offset) && offset > 0 && offset % INVOICE_LINE_PAGE_SIZE === 0 ? offset : 0;
}

/** An invoice's lines a page at a time, or only those behind a spend chart's bar when the address says so. */
export function useInvoiceLines(companyId: string, invoiceId: string) {
  const [search, setSearch] = useSearchParams();
  // The lines behind a spend chart's bar, when the list was filtered by them.
  const costPoolId = search.get('costPoolId');
  const serviceType = INVOICE_LINE_TYPES.find((type) => type === search.get('serviceType'));
  // The lines a page at a time (a large company's invoice has thousands).
  const offset = lineOffsetOf(search.get(LINE_OFFSET));
  const lines = useQuery(
    invoiceLinesQuery(companyId, invoiceId, {
      offset,
      costPoolId: costPoolId ?? undefined,
      serviceType,
    }),
  );
  const setOffset = (next: number) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next > 0) params.set(LINE_OFFSET, String(next));
      else params.delete(LINE_OFFSET);
      return params;
    });
  // The invoice list's own filter goes back with the way back to it; the page of lines does not.
  const listSearch = new URLSearchParams(search);
  listSearch.delete(LINE_OFFSET);
  return {
    listSearch,
    costPoolId,
    serviceType,
    lineFilter: costPoolId || serviceType,
    lines,
    offset,
    setOffset,
  };
}

export type InvoiceLines = ReturnType<typeof useInvoiceLines>;
