import { INVOICE_LINE_TYPES } from '@kaista/domain/invoices';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { invoiceLinesQuery } from './invoice-queries';

/** An invoice's lines a page at a time, or only those behind a spend chart's bar when the address says so. */
export function useInvoiceLines(companyId: string, invoiceId: string) {
  // The lines behind a spend chart's bar, when the list was filtered by them.
  const [search] = useSearchParams();
  const costPoolId = search.get('costPoolId');
  const serviceType = INVOICE_LINE_TYPES.find((type) => type === search.get('serviceType'));
  // The lines a page at a time (a large company's invoice has thousands); the filter starts from the first.
  const filterKey = `${costPoolId ?? ''}|${serviceType ?? ''}`;
  const [paging, setPaging] = useState({ filterKey, offset: 0 });
  const offset = paging.filterKey === filterKey ? paging.offset : 0;
  const lines = useQuery(
    invoiceLinesQuery(companyId, invoiceId, {
      offset,
      costPoolId: costPoolId ?? undefined,
      serviceType,
    }),
  );
  const setOffset = (next: number) => setPaging({ filterKey, offset: next });
  return { search, costPoolId, serviceType, lineFilter: costPoolId || serviceType, lines, offset, setOffset };
}

export type InvoiceLines = ReturnType<typeof useInvoiceLines>;
