import { formatCents } from '@kaista/domain/invoices';
import {
  activateSimSchema,
  serviceCalls,
  SUSPENSION_KINDS,
  terminationKindsOffered,
  type ServiceAction,
  type ServiceDetail,
  type SuspensionKind,
  type TerminationKind,
} from '@kaista/domain/services';
import { formatDate, toLanguage } from '@kaista/domain/shared/formatting';
import { isOperatorStaff } from '@kaista/domain/shared/roles';
import { fieldIssues } from '@kaista/domain/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HttpError } from '../../lib/http/http-error';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { useSessionUser } from '../../lib/session/use-session-user';
import { fetchFile } from '../../lib/api/fetch-file';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { Button, Dropdown, FactsList, Notification, PoaForm, RadioGroup, TextField } from '../../ui';
import { ActionError, actionFieldError } from './action-error';
import { PoaList } from './poa-list';
import { showPoaRefusal } from './poa-refusal';
import {
  availablePlansQuery,
  terminationDatesQuery,
  useActivateSim,
  useChangePackage,
  useCreatePoa,
  useLifecycle,
  usePukCodes,
  useReplaceSim,
} from './services-queries';
import styles from './services.module.css';

interface ActionsProps {
  companyId: string;
  service: ServiceDetail;
  actions: readonly ServiceAction[];
}

/** §4 view PUK: shown on demand only, since every view is written to the audit log. */
function PukCodes({ companyId, service }: Omit<ActionsProps, 'actions'>) {
  const { t } = useTranslation();
  const puk = usePukCodes(companyId, service.id);
  if (puk.data)
    return (
      <FactsList wideTerms stackOnNarrow aria-label={t('services.puk.title')}>
        <dt>PUK1</dt>
        <dd className={styles.puk}>{puk.data.puk1}</dd>
        <dt>PUK2</dt>
        <dd className={styles.puk}>{puk.data.puk2}</dd>
      </FactsList>
    );
  return (
    <div className={styles.actionForm}>
      <p className={styles.muted}>{t('services.puk.audited')}</p>
      <div className={styles.buttons}>
        <Button variant="secondary" isLoading={puk.isPending} onPress={() => puk.mutate()}>
          {t('services.action.view-puk')}
        </Button>
      </div>
      <ActionError error={puk.error} />
    </div>
  );
}

/** §4 suspend with its kind; the operator's kinds are offered to operator staff only. */
function Suspend({ companyId, service }: Omit<ActionsProps, 'actions'>) {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const staff = isOperatorStaff(user);
  const kinds = SUSPENSION_KINDS.filter((kind) => staff || kind === 'customerSuspend');
  const [kind, setKind] = useState<SuspensionKind>('customerSuspend');
  const lifecycle = useLifecycle(companyId, service);
  return (
    <form
      className={styles.actionForm}
      onSubmit={(event) => {
        event.preventDefault();
        lifecycle.mutate({ action: 'suspend', suspensionKind: kind });
      }}
    >
      {kinds.length > 1 ? (
        <Dropdown
          label={t('services.suspension.label')}
          options={kinds.map((id) => ({ id, label: t(`services.suspension.${id}`) }))}
          value={kind}
          onChange={(value) => setKind((value ?? 'customerSuspend') as SuspensionKind)}
        />
      ) : null}
      <div className={styles.buttons}>
        <Button type="submit" variant="secondary" isLoading={lifecycle.isPending}>
          {t('services.action.suspend')}
        </Button>
      </div>
      <ActionError error={lifecycle.error} />
    </form>
  );
}

function Resume({ companyId, service }: Omit<ActionsProps, 'actions'>) {
  const { t } = useTranslation();
  const lifecycle = useLifecycle(companyId, service);
  return (
    <div className={styles.actionForm}>
      <div className={styles.buttons}>
        <Button isLoading={lifecycle.isPending} onPress={() => lifecycle.mutate({ action: 'resume' })}>
          {t('services.action.resume')}
        </Button>
      </div>
      <ActionError error={lifecycle.error} />
    </div>
  );
}

/** §4 cease: immediate, scheduled, or scheduled with the number waived, on one of /terminationdates. */
function Cease({ companyId, service }: Omit<ActionsProps, 'actions'>) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<TerminationKind>('scheduled');
  const dates = useQuery(terminationDatesQuery(companyId, service.id));
  const [date, setDate] = useState<string | null>(null);
  const lifecycle = useLifecycle(companyId, service);
  const chosen = date ?? dates.data?.dates[0] ?? null;
  const flags = useFeatureFlags();
  const kinds = terminationKindsOffered(service, {
    scheduledTermination: flags['scheduled-service-termination'],
  });
  const chosenKind = kinds.includes(kind) ? kind : 'immediate';
  const fieldText = useFieldErrorText();
  // A scheduled cease without a date (none offered) is refused on the date: told at the date's control.
  const dateError = fieldText(actionFieldError(lifecycle.error, 'terminationDate'));
  return (
    <form
      className={styles.actionForm}
      onSubmit={(event) => {
        event.preventDefault();
        lifecycle.mutate(
          chosenKind === 'immediate'
            ? { action: 'cease', terminationType: chosenKind }
            : { action: 'cease', terminationType: chosenKind, terminationDate: chosen ?? undefined },
        );
      }}
    >
      <RadioGroup
        label={t('services.cease.kind')}
        options={kinds.map((value) => ({ value, label: t(`services.cease.${value}`) }))}
        value={chosenKind}
        onChange={(value) => setKind(value as TerminationKind)}
      />
      {chosenKind !== 'immediate' ? (
        <Dropdown
          label={t('services.cease.date')}
          options={(dates.data?.dates ?? []).map((id) => ({ id, label: formatDate(id) }))}
          value={chosen}
          onChange={(value) => {
            lifecycle.reset();
            setDate(value);
          }}
          errorMessage={dateError}
          description={
            dates.data?.fixedTermEnd
              ? t('services.cease.fixed-term', { date: formatDate(dates.data.fixedTermEnd) })
              : undefined
          }
        />
      ) : null}
      <div className={styles.buttons}>
        <Button type="submit" variant="danger" isLoading={lifecycle.isPending}>
          {t('services.action.cease')}
        </Button>
      </div>
      <ActionError error={lifecycle.error} fields={chosenKind === 'immediate' ? [] : ['terminationDate']} />
    </form>
  );
}

/**
 * §4 activate SIM and replace SIM: the new SIM card's ICCID, checked by the server's §5 and check-digit
 * rules.
 */
function SimForm({ companyId, service, replace }: Omit<ActionsProps, 'actions'> & { replace: boolean }) {
  const { t } = useTranslation();
  const [iccid, setIccid] = useState('');
  const [checkError, setCheckError] = useState<string>();
  const activateSim = useActivateSim(companyId, service);
  const replaceSim = useReplaceSim(companyId, service);
  const activate = replace ? replaceSim : activateSim;
  const fieldError =
    checkError ?? (activate.error instanceof HttpError ? activate.error.fieldErrors.iccid : undefined);
  return (
    <form
      className={styles.actionForm}
      onSubmit={(event) => {
        event.preventDefault();
        // Both calls take the same body: an ICCID the server would refuse is told without a call.
        const checked = activateSimSchema.safeParse({ iccid: iccid.replace(/\s/g, '') });
        setCheckError(checked.success ? undefined : fieldIssues(checked.error).iccid);
        if (checked.success) activate.mutate(checked.data.iccid);
      }}
    >
      <TextField
        label={t('services.field.iccid')}
        value={iccid}
        onChange={setIccid}
        isRequired
        inputMode="numeric"
        errorMessage={fieldError ? t(fieldError) : undefined}
        description={replace ? t('services.replace-sim.help') : undefined}
      />
      <div className={styles.buttons}>
        <Button type="submit" variant={replace ? 'secondary' : 'primary'} isLoading={activate.isPending}>
          {t(replace ? 'services.action.replace-sim' : 'services.action.activate-sim')}
        </Button>
      </div>
      {activate.isSuccess && replace ? (
        <Notification type="success">{t('services.replace-sim.done')}</Notification>
      ) : null}
      {fieldError ? null : <ActionError error={activate.error} />}
    </form>
  );
}

const ActivateSim = (props: Omit<ActionsProps, 'actions'>) => <SimForm {...props} replace={false} />;
const ReplaceSim = (props: Omit<ActionsProps, 'actions'>) => <SimForm {...props} replace />;

/**
 * §4 change package: one of /availableplans; the change is a CHANGE order that fulfilment completes, and
 * the package is the new one from then on.
 */
function ChangePackage({ companyId, service }: Omit<ActionsProps, 'actions'>) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const plans = useQuery(availablePlansQuery(companyId, service.id));
  const [code, setCode] = useState<string | null>(null);
  const change = useChangePackage(companyId, service);
  const options = (plans.data?.plans ?? []).map((plan) => ({
    id: plan.code,
    label: `${plan.name} (${formatCents(plan.monthlyCents, language)} / ${t('services.month')})`,
  }));
  const chosen = code ?? options[0]?.id ?? null;
  if (change.data)
    return (
      <Notification type="success">
        {t('services.change-package.ordered', { number: change.data.orderNumber })}{' '}
        <Link to={`/${companyId}/orders/${change.data.id}`}>{t('services.change-package.see-order')}</Link>
      </Notification>
    );
  return (
    <form
      className={styles.actionForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) change.mutate(chosen);
      }}
    >
      <Dropdown
        label={t('services.change-package.label')}
        options={options}
        value={chosen}
        onChange={setCode}
        description={t('services.change-package.help')}
      />
      <div className={styles.buttons}>
        <Button type="submit" variant="secondary" isLoading={change.isPending} isDisabled={!chosen}>
          {t('services.action.change-package')}
        </Button>
      </div>
      <ActionError error={change.error} />
    </form>
  );
}

/**
 * §7 /poa: the holder of the number authorises the company. The paper is printed (a PDF) for the holder to
 * sign, and the power of attorney is recorded as pending; only a masked personal identity code is kept.
 */
function PowerOfAttorney({ companyId, service }: Omit<ActionsProps, 'actions'>) {
  const { t } = useTranslation();
  const create = useCreatePoa(companyId, service.id);
  if (create.data)
    return (
      <Notification type="success">
        {t('services.poa.created', {
          name: create.data.holderName,
          date: formatDate(create.data.validUntil),
        })}
      </Notification>
    );
  return (
    <PoaForm
      textPrefix="services.poa"
      number={service.number}
      pdf={(body) =>
        fetchFile(serviceCalls.poaPdf, { params: { id: companyId, serviceId: service.id }, body })
      }
      create={create.mutateAsync}
      refusal={showPoaRefusal}
    />
  );
}

const PANELS: Partial<Record<ServiceAction, (props: Omit<ActionsProps, 'actions'>) => React.ReactNode>> = {
  'view-puk': PukCodes,
  'activate-sim': ActivateSim,
  'replace-sim': ReplaceSim,
  'change-package': ChangePackage,
  resume: Resume,
  suspend: Suspend,
  cease: Cease,
  poa: PowerOfAttorneyAndList,
};

/** The power of attorney's form, and the service's powers of attorney with their signing results. */
function PowerOfAttorneyAndList({ companyId, service }: Omit<ActionsProps, 'actions'>) {
  const { t } = useTranslation();
  return (
    <>
      <PowerOfAttorney companyId={companyId} service={service} />
      <h3 id="service-poas">{t('services.poa.list.of-service')}</h3>
      <PoaList companyId={companyId} serviceId={service.id} headingId="service-poas" />
    </>
  );
}

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
