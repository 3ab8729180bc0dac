import type { ServiceAction } from '@kaista/domain/services';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ActionPanelProps } from './action-panel-props';
import { CeaseAction } from './cease-action';
import { ChangePackageAction } from './change-package-action';
import { PoaAction } from './poa-action';
import { PukCodes } from './puk-codes';
import { ResumeAction } from './resume-action';
import { ActivateSim, ReplaceSim } from './sim-form';
import { SuspendAction } from './suspend-action';
import styles from './services.module.css';

interface ActionsProps extends ActionPanelProps {
  actions: readonly ServiceAction[];
}

const PANELS: Partial<Record<ServiceAction, (props: ActionPanelProps) => React.ReactNode>> = {
  'view-puk': PukCodes,
  'activate-sim': ActivateSim,
  'replace-sim': ReplaceSim,
  'change-package': ChangePackageAction,
  resume: ResumeAction,
  suspend: SuspendAction,
  cease: CeaseAction,
  poa: PoaAction,
};

/** The §4 actions the server says the caller may take now, one section each. */
export function ServiceActionsPanel({ companyId, service, actions }: ActionsProps) {
  const { t } = useTranslation();
  if (actions.length === 0) return <p className={styles.muted}>{t('services.no-actions')}</p>;
  return (
    <>
      {actions.map((action) => {
        const Panel = PANELS[action];
        if (!Panel) return null;
        return (
          <section key={action} className={styles.section} aria-labelledby={`action-${action}`}>
            <h2 id={`action-${action}`}>{t(`services.action-title.${action}`)}</h2>
            <Panel companyId={companyId} service={service} />
          </section>
        );
      })}
    </>
  );
}
