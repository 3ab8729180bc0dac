import { zodResolver } from '@hookform/resolvers/zod';
import { apiErrorMessageKey } from '@kaista/domain/shared/api';
import { isRoleName, ROLE_DISPLAY_NAMES } from '@kaista/domain/shared/roles';
import { OFFERED_ROLES, newUserSchema, userCalls, type NewUser } from '@kaista/domain/users';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { callApi } from '../../lib/api/call-api';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { notify } from '../../lib/notifications/notification-store';
import { useCompanyId } from '../../lib/routing/company-id';
import { Button, Dropdown, LeaveGuard, Page, PageHeader, TextField } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import { useCreateUser } from './users-queries';
import { PhoneTextField } from './user-phone';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from '../../ui/page/page-parts.module.css';

const EMAIL_TAKEN = { PARTY_EXISTS_WITH_EMAIL: 'email' } as const;

/** §2 /{companyId}/company/users/new: a new user with a role; the rights are then set on the user's page. */
export function NewUserPage() {
  const { t } = useTranslation();
  const roleName = useCodeName(ROLE_DISPLAY_NAMES);
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const create = useCreateUser(companyId);
  const form = useForm<NewUser, unknown, z.output<typeof newUserSchema>>({
    resolver: zodResolver(newUserSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      roles: ['ServiceUser'],
      permissions: [],
    },
  });
  const submit = useFormSubmit(
    form,
    async (values) => {
      const user = await create.mutateAsync(values);
      const name = `${user.firstName} ${user.lastName}`;
      // An address of someone already in Kaista links that person, under the name they have, not the typed one.
      const typed = `${values.firstName} ${values.lastName}`;
      notify({
        text: t(name === typed ? 'users.user-added' : 'users.existing-user-added', { name, typed }),
        type: 'success',
      });
      await navigate(`../${encodeURIComponent(user.uid)}`, { relative: 'path', replace: true });
    },
    { codes: EMAIL_TAKEN },
  );

  // §5: whether the address is taken is asked as the field is left; any error of that check stays silent.
  const checkEmail = async (email: string) => {
    if (!email.trim()) return;
    const query = { userEmail: email.trim() };
    const taken = await callApi(
      userCalls.exists,
      { params: { id: companyId }, query },
      { silent: true },
    ).then(
      () => true,
      () => false,
    );
    if (taken) form.setError('email', { message: apiErrorMessageKey('PARTY_EXISTS_WITH_EMAIL') });
  };

  return (
    <Page labelledBy="new-user-title">
      <PageHeader id="new-user-title" title={t('users.new-user')} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormField control={form.control} name="firstName">
          {(field) => <TextField {...field} label={t('users.first-name')} isRequired />}
        </FormField>
        <FormField control={form.control} name="lastName">
          {(field) => <TextField {...field} label={t('users.last-name')} isRequired />}
        </FormField>
        <FormField control={form.control} name="email">
          {(field) => (
            <TextField
              {...field}
              label={t('users.email')}
              isRequired
              onBlur={() => {
                field.onBlur();
                void checkEmail(field.value);
              }}
            />
          )}
        </FormField>
        <FormField control={form.control} name="phone">
          {(field) => <PhoneTextField {...field} />}
        </FormField>
        <FormField control={form.control} name="roles">
          {(field) => (
            <Dropdown
              label={t('users.roles')}
              options={OFFERED_ROLES.map((role) => ({
                id: role,
                label: roleName(role),
              }))}
              value={field.value?.[0] ?? null}
              onChange={(value) => field.onChange(value && isRoleName(value) ? [value] : [])}
            />
          )}
        </FormField>
        <div className={styles.actions}>
          <Button type="submit" isLoading={create.isPending}>
            {t('users.add')}
          </Button>
        </div>
        <LeaveGuard when={form.formState.isDirty} />
      </form>
    </Page>
  );
}
