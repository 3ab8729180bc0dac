import { useTranslation } from '../../lib/i18n/use-translation';
import { LoadingPlaceholder } from '../../ui';

/** §2: while the user is not loaded the whole page is a placeholder. */
export function FullHeightPlaceholder() {
  const { t } = useTranslation();
  return <LoadingPlaceholder variant="page" label={t('shell.loading-user')} />;
}
