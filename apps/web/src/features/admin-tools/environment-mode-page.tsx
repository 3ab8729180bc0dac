import { ENVIRONMENTS, isEnvironment, type Environment } from '@kaista/domain/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { browserLocation } from '../../lib/session/browser-location';
import { environmentQuery } from '../../lib/session/session-queries';
import { Button, RadioGroup } from '../../ui';
import { setEnvironmentMode } from './admin-tools-queries';
import styles from './admin-tools.module.css';

/**
 * §9 /environmentmode: operator staff switch the environment of their session, which decides the feature
 * flags; the cached flags go with a reload.
 */
export function EnvironmentModePage() {
  const { t } = useTranslation();
  const current = useQuery(environmentQuery).data?.environment;
  const [choice, setChoice] = useState<string>('');
  const [isSaving, setSaving] = useState(false);
  useEffect(() => {
    if (current && !choice) setChoice(current);
  }, [current, choice]);

  const apply = async (environment: Environment | null) => {
    setSaving(true);
    try {
      await setEnvironmentMode(environment);
      browserLocation.reload();
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="environment-title">
      <h1 id="environment-title">{t('shell.nav.environment-mode')}</h1>
      <p className={styles.muted}>{t('admin-tools.environment-text', { environment: current ?? '…' })}</p>
      <RadioGroup
        label={t('admin-tools.environment-label')}
        options={ENVIRONMENTS.map((environment) => ({ value: environment, label: environment }))}
        value={choice}
        onChange={setChoice}
      />
      <div className={styles.buttonRow}>
        <Button
          isLoading={isSaving}
          isDisabled={!isEnvironment(choice)}
          onPress={() => void apply(isEnvironment(choice) ? choice : null).catch(() => undefined)}
        >
          {t('admin-tools.environment-apply')}
        </Button>
        <Button variant="secondary" onPress={() => void apply(null).catch(() => undefined)}>
          {t('admin-tools.environment-reset')}
        </Button>
      </div>
    </section>
  );
}
