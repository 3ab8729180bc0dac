import { useTranslation } from '../../lib/i18n/use-translation';

/** A bulk file's column as the page's language names it (the columns list, the template, the problems). */
export function useBulkColumnName() {
  const { t } = useTranslation();
  return (column: string) => t(`orders.bulk.column.${column}`);
}
