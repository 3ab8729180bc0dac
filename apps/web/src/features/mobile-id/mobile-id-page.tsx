import { mobileIdActivationSchema, type MobileId } from '@kaista/domain/mobile-id';
import { ORDERING_ACCESS } from '@kaista/domain/ordering';
import { formatDate } from '@kaista/domain/shared/formatting';
import { fieldIssues } from '@kaista/domain/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { showErrorNotice } from '../../lib/http/error-notice';
import { HttpError } from '../../lib/http/http-error';
import { notify } from '../../lib/notifications/notification-store';
import { useCompanyId } from '../../lib/routing/company-id';
import { useAccess } from '../../lib/routing/use-access';
import { Button, Checkbox, FactsList, Page, PageHeader, QueryContent, TextField } from '../../ui';
import { mobileIdQuery, useActivateMobileId } from './mobile-id-queries';
import styles from './mobile-id.module.css';

/** §2 /{companyId}/company/mobile-certificate: the company's mobile certificate service and its activation. */
export function MobileIdPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const state = useQuery(mobileIdQuery(companyId));

  return (
    <Page labelledBy="mobile-id-title">
      <PageHeader
        id="mobile-id-title"
        title={t('shell.nav.mobile-certificate')}
        intro={t('mobile-id.intro')}
      />
      <QueryContent
        query={state}
        loading={{ label: t('mobile-id.loading') }}
        failed={t('mobile-id.load-failed')}
      >
        {(data) =>
          data.status === 'ACTIVE' ? (
            <Active companyId={companyId} state={data} />
          ) : (
            <ActivationForm companyId={companyId} termsVersion={data.termsVersion} />
          )
        }
      </QueryContent>
    </Page>
  );
}

/** The operator's terms of one version, in the reader's language, as the footer's documents open. */
function TermsLink({ version, children }: { version: string; children: string }) {
  const { t } = useTranslation();
  return (
    <a className={styles.link} href={t('mobile-id.terms-url', { version })} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

function Active({ companyId, state }: { companyId: string; state: MobileId }) {
  const { t } = useTranslation();
  const mayOrder = useAccess(ORDERING_ACCESS.order);
  return (
    <section className={styles.panel} aria-labelledby="mobile-id-active">
      <h2 id="mobile-id-active">{t('mobile-id.active')}</h2>
      <FactsList stackOnNarrow>
        <dt>{t('mobile-id.activated')}</dt>
        <dd>
          {state.activatedAt ? formatDate(state.activatedAt) : '–'}
          {state.activatedByName ? `, ${state.activatedByName}` : ''}
        </dd>
        <dt>{t('mobile-id.terms')}</dt>
        <dd>
          <TermsLink version={state.termsVersion}>{state.termsVersion}</TermsLink>
        </dd>
        <dt>{t('mobile-id.notice-email')}</dt>
        <dd>{state.noticeEmail}</dd>
      </FactsList>
      <p>
        {t('mobile-id.ordering')}{' '}
        {mayOrder ? (
          <Link className={styles.link} to={`/${companyId}/order/new`}>
            {t('mobile-id.order-subscription')}
          </Link>
        ) : null}
      </p>
    </section>
  );
}

function ActivationForm({ companyId, termsVersion }: { companyId: string; termsVersion: string }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const activate = useActivateMobileId(companyId);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [noticeEmail, setNoticeEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const input = { acceptTerms, noticeEmail };
    const checked = mobileIdActivationSchema.safeParse(input);
    if (!checked.success) {
      setErrors(fieldIssues(checked.error));
      return;
    }
    setErrors({});
    activate.mutate(input, {
      onSuccess: () => notify({ type: 'success', text: t('mobile-id.activated-notice') }),
      onError: (error) => {
        if (error instanceof HttpError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
        else if (error instanceof HttpError) showErrorNotice(error);
        else notify({ type: 'error', text: t('error.generic') });
      },
    });
  };

  return (
    <form
      className={styles.panel}
      aria-labelledby="mobile-id-activate"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id="mobile-id-activate">{t('mobile-id.not-active')}</h2>
      <p>{t('mobile-id.explain')}</p>
      <TextField
        label={t('mobile-id.notice-email')}
        description={t('mobile-id.notice-email-hint')}
        value={noticeEmail}
        onChange={setNoticeEmail}
        inputMode="email"
        errorMessage={errorText(errors.noticeEmail)}
        isRequired
      />
      <p>
        <TermsLink version={termsVersion}>{t('mobile-id.read-terms', { version: termsVersion })}</TermsLink>
      </p>
      <Checkbox
        isSelected={acceptTerms}
        onChange={setAcceptTerms}
        isRequired
        errorMessage={errors.acceptTerms ? t('mobile-id.terms-required') : undefined}
      >
        {t('mobile-id.accept-terms', { version: termsVersion })}
      </Checkbox>
      <div>
        <Button type="submit" isLoading={activate.isPending}>
          {t('mobile-id.activate')}
        </Button>
      </div>
    </form>
  );
}
