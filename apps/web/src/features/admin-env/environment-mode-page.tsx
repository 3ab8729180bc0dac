import { ENVIRONMENTS } from '@kaista/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserLocation } from '../../lib/session/browser-location';
import { environmentQuery } from '../../lib/session/session-queries';
import { environmentOverride, setEnvironmentOverride } from '../../lib/session/session-storage';
import { Button, RadioGroup } from '../../ui';
import styles from './environment-mode-page.module.css';

const SERVER = 'server';

/** §9 /environmentmode: operator staff try another environment's feature flags in this tab. */
export function EnvironmentModePage() {
  const { t } = useTranslation();
  const server = useQuery(environmentQuery).data?.environment;
  const [choice, setChoice] = useState(environmentOverride() ?? SERVER);
  const options = [
    { value: SERVER, label: t('environmentMode.server', { environment: server ?? '…' }) },
    ...ENVIRONMENTS.map((environment) => ({ value: environment, label: environment })),
  ];

  const apply = () => {
    setEnvironmentOverride(choice === SERVER ? null : choice);
    browserLocation.reload();
  };

  return (
    <section className={styles.page} aria-labelledby="environment-title">
      <h1 id="environment-title">{t('nav.environment-mode')}</h1>
      <p className={styles.text}>{t('environmentMode.text')}</p>
      <RadioGroup label={t('environmentMode.label')} options={options} value={choice} onChange={setChoice} />
      <div>
        <Button onPress={apply}>{t('environmentMode.apply')}</Button>
      </div>
    </section>
  );
}
