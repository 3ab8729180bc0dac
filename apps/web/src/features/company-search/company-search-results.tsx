import type { CompanySearchHit } from '@kaista/domain/company-search';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../../ui';
import styles from './company-search.module.css';

type Props = {
  results: readonly CompanySearchHit[];
  isFavourite: (uid: string) => boolean;
  onOpen: (uid: string) => void;
  onToggleFavourite: (hit: CompanySearchHit) => void;
};

/** One card per company: name to open it, identifiers, customer status and the favourite toggle. */
export function CompanySearchResults({ results, isFavourite, onOpen, onToggleFavourite }: Props) {
  const { t } = useTranslation();
  return (
    <ul className={styles.results} aria-label={t('company-search.results')}>
      {results.map((hit) => (
        <li key={hit.uid} className={styles.result}>
          <div className={styles.resultMain}>
            <button type="button" className={styles.resultName} onClick={() => onOpen(hit.uid)}>
              {hit.name}
            </button>
            <span className={styles.muted}>
              {hit.businessId} · {hit.customerNumber} · {hit.city}
            </span>
          </div>
          {hit.customerStatus ? (
            <span className={styles.status} data-status={hit.customerStatus}>
              {t(`company-search.status.${hit.customerStatus}`)}
            </span>
          ) : null}
          <Button
            variant="tertiary"
            size="small"
            aria-pressed={isFavourite(hit.uid)}
            onPress={() => onToggleFavourite(hit)}
          >
            {t(isFavourite(hit.uid) ? 'company-search.remove-favourite' : 'company-search.add-favourite')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
