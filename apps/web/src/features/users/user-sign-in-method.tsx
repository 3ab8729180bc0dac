import { apiErrorMessageKey, GENERIC_ERROR_KEY, isApiErrorCode } from '@kaista/domain/shared/api';
import { TWO_FACTOR_METHODS, type TwoFactorMethod } from '@kaista/domain/shared/enums';
import { TWO_FACTOR_METHOD_NAMES, type CompanyUser } from '@kaista/domain/users';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { HttpError } from '../../lib/http/http-error';
import { useCodeName } from '../../lib/i18n/use-code-name';
import { Button, Notification, RadioGroup } from '../../ui';
import { useSetMethod } from './users-queries';
import styles from '../../ui/page/page-parts.module.css';

function errorKey(error: HttpError): string {
  if (error.status === 412) return 'users.changed-meanwhile';
  // The server's one refusal of SMS: the user has no mobile number for the codes.
  if (error.code === 'ILLEGAL_STATE') return 'users.method-needs-phone';
  return isApiErrorCode(error.code) ? apiErrorMessageKey(error.code) : GENERIC_ERROR_KEY;
}

/** §7 PUT /users/{uid}/authentication: password alone, or password and an SMS code. */
export function UserSignInMethod({ companyId, user }: { companyId: string; user: CompanyUser }) {
  const { t } = useTranslation();
  const methodName = useCodeName(TWO_FACTOR_METHOD_NAMES);
  const [method, setMethod] = useState<TwoFactorMethod>(user.twoFactorMethod);
  const save = useSetMethod(companyId, user.uid);
  return (
    <section className={styles.section} aria-labelledby="user-method-title">
      <h2 id="user-method-title">{t('users.two-factor')}</h2>
      <RadioGroup
        label={t('users.two-factor')}
        options={TWO_FACTOR_METHODS.map((value) => ({ value, label: methodName(value) }))}
        value={method}
        onChange={(value) => setMethod(value as TwoFactorMethod)}
      />
      {save.isSuccess ? <Notification type="success">{t('users.method-saved')}</Notification> : null}
      {save.error instanceof HttpError ? (
        <Notification type={save.error.status === 412 ? 'warning' : 'error'}>
          {t(errorKey(save.error))}
        </Notification>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          isDisabled={method === user.twoFactorMethod}
          isLoading={save.isPending}
          onPress={() => save.mutate(method)}
        >
          {t('users.use-method')}
        </Button>
      </div>
    </section>
  );
}
