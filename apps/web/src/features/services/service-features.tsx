import { hasSim, type ServiceDetail } from '@kaista/domain/services';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './services.module.css';

/** A heading and its items, or a line saying there are none. */
function FeatureList({
  id,
  title,
  items,
  none,
}: {
  id?: string;
  title: string;
  items: ReactNode[];
  none: string;
}) {
  return (
    <>
      <h2 id={id}>{title}</h2>
      {items.length ? <ul className={styles.plainList}>{items}</ul> : <p className={styles.muted}>{none}</p>}
    </>
  );
}

/** What the subscription carries: its add-ons, barrings and, when it has a SIM, its APN connections. */
export function ServiceFeatures({ service }: { service: ServiceDetail }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="service-add-ons">
      <FeatureList
        id="service-add-ons"
        title={t('services.add-ons')}
        items={service.addOns.map((addOn) => (
          <li key={addOn.code}>{addOn.name}</li>
        ))}
        none={t('services.no-add-ons')}
      />
      <FeatureList
        title={t('services.barrings')}
        items={service.barrings.map((barring) => (
          <li key={barring}>{barring}</li>
        ))}
        none={t('services.no-barrings')}
      />
      {hasSim(service.type) && (
        <FeatureList
          title={t('services.apns')}
          items={service.apns.map((apn) => (
            <li key={apn.name}>
              {apn.name} · {t(`services.apn-type.${apn.type}`, { defaultValue: apn.type })}
            </li>
          ))}
          none={t('services.no-apns')}
        />
      )}
    </section>
  );
}
