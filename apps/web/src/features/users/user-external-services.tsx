import { isOperatorStaff, ROLE_DISPLAY_NAMES } from '@kaista/domain/shared/roles';
import {
  ROLE_GROUPS,
  EXTERNAL_SERVICE_NAMES,
  EXTERNAL_SERVICE_ROLE_NAMES,
  EXTERNAL_SERVICE_ROLES,
  externalServiceProblem,
  mayGrantServiceManager,
  type CompanyUser,
  type ExternalServiceAccess,
  type ExternalServiceGranter,
  type UserExternalService,
} from '@kaista/domain/users';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { HttpError } from '../../lib/http/http-error';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { useSessionUser } from '../../lib/session/use-session-user';
import { Checkbox, Dropdown, FactsList, LoadingPlaceholder, Notification } from '../../ui';
import { externalServicesQuery, useSetExternalService } from './users-queries';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from '../../ui/page/page-parts.module.css';
import layout from './user-external-services.module.css';

/** Why a change was refused, in words: changed meanwhile (412), not the granter's to give (403), or else. */
function ServiceError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const status = error instanceof HttpError ? error.status : 0;
  if (status === 412) return <Notification type="warning">{t('users.changed-meanwhile')}</Notification>;
  const key = status === 403 ? 'users.services-not-allowed' : 'users.services-failed';
  return <Notification type="error">{t(key)}</Notification>;
}

/**
 * One service: the toggle that switches the access on and off, and the role in the service. MANAGER is
 * offered only as decision 009 lets the acting user give it (`granter`, undefined while their own roles
 * load); a MANAGER the user already has stays shown. When the toggle would make the user a manager again
 * (MANAGER, access off) and the acting user may not, the toggle is held back and the role stays open so that
 * they can choose USER instead.
 */
function ServiceRow({
  item,
  granter,
  onChange,
  isSaving,
}: {
  item: UserExternalService;
  granter: ExternalServiceGranter | undefined;
  onChange: (access: ExternalServiceAccess) => void;
  isSaving: boolean;
}) {
  const { t } = useTranslation();
  const serviceRoleName = useCodeName(EXTERNAL_SERVICE_ROLE_NAMES);
  const serviceName = useCodeName(EXTERNAL_SERVICE_NAMES);
  const name = serviceName(item.service);
  const access = item.access ?? { userRole: 'USER' as const, permission: false };
  // Until the acting user's own roles are known, they are taken to manage no service.
  const giver = granter ?? { isOperatorStaff: false, ownAccess: null };
  const mayGrant = mayGrantServiceManager(giver);
  const switchOnRefused =
    !access.permission &&
    externalServiceProblem(giver, item.access, { ...access, permission: true }) !== null;
  const managerHeldBack = !mayGrant && !(item.access?.userRole === 'MANAGER' && item.access.permission);
  return (
    <li className={layout.service}>
      <Checkbox
        isSelected={access.permission}
        isDisabled={isSaving || switchOnRefused}
        onChange={(on) => onChange({ ...access, permission: on })}
      >
        {t('users.services-toggle', { name })}
      </Checkbox>
      <Dropdown
        label={t('users.services-role', { name })}
        options={EXTERNAL_SERVICE_ROLES.map((role) => ({
          id: role,
          label: serviceRoleName(role),
          isDisabled: role === 'MANAGER' && managerHeldBack,
        }))}
        value={access.userRole}
        description={
          granter === undefined
            ? undefined
            : switchOnRefused
              ? t('users.services-manager-off', { name })
              : managerHeldBack
                ? t('users.services-manager-not-yours', { name })
                : undefined
        }
        isDisabled={isSaving || (!access.permission && !switchOnRefused)}
        onChange={(value) =>
          value === 'USER' || value === 'MANAGER' ? onChange({ ...access, userRole: value }) : undefined
        }
      />
    </li>
  );
}

/**
 * The acting user as a giver of service roles (decision 009): operator staff give any; a company user's own
 * roles in the services come from their own externalservice list. Undefined while that list loads.
 */
function useServiceGranter(
  companyId: string,
  enabled: boolean,
): ((item: UserExternalService) => ExternalServiceGranter) | undefined {
  const { user: me } = useSessionUser();
  const staff = isOperatorStaff(me);
  const own = useQuery({ ...externalServicesQuery(companyId, me.uid), enabled: enabled && !staff });
  if (staff) return () => ({ isOperatorStaff: true, ownAccess: null });
  // A failed read gives nothing more than the server would: no MANAGER of any service.
  if (own.isPending) return undefined;
  const items = own.data?.items ?? [];
  return (item) => ({
    isOperatorStaff: false,
    ownAccess: items.find((mine) => mine.service === item.service)?.access ?? null,
  });
}

/**
 * §6 'roles grouped into internal and external with toggles' on /users/{userId}: the user's portal roles
 * as internal and external, and their roles in the operator's external services (§7 externalservice), each
 * switched on and off by its toggle. Behind the §9 flag 'modify-user-service-permissions'.
 */
export function UserExternalServices({ companyId, user }: { companyId: string; user: CompanyUser }) {
  const { t } = useTranslation();
  const roleName = useCodeName(ROLE_DISPLAY_NAMES);
  const serviceName = useCodeName(EXTERNAL_SERVICE_NAMES);
  const flags = useFeatureFlags();
  const enabled = flags['modify-user-service-permissions'];
  const services = useQuery({ ...externalServicesQuery(companyId, user.uid), enabled });
  const save = useSetExternalService(companyId, user.uid);
  const granter = useServiceGranter(companyId, enabled);
  if (!enabled) return null;
  const held = (group: readonly string[]) => user.effective.roles.filter((role) => group.includes(role));
  return (
    <section className={styles.section} aria-labelledby="user-services-title">
      <h2 id="user-services-title">{t('users.services')}</h2>
      <p>{t('users.services-help')}</p>
      <FactsList stackOnNarrow>
        <dt>{t('users.roles-internal')}</dt>
        <dd>{held(ROLE_GROUPS.internal).map(roleName).join(', ') || '–'}</dd>
        <dt>{t('users.roles-external')}</dt>
        <dd>{held(ROLE_GROUPS.external).map(roleName).join(', ') || '–'}</dd>
      </FactsList>
      {services.isPending ? (
        <LoadingPlaceholder label={t('users.services-loading')} variant="lines" lines={4} />
      ) : services.isError ? (
        <p>{t('users.services-load-failed')}</p>
      ) : (
        <ul className={layout.services} aria-label={t('users.services')}>
          {services.data.items.map((item) => (
            <ServiceRow
              key={item.service}
              item={item}
              granter={granter?.(item)}
              isSaving={save.isPending}
              onChange={(access) => save.mutate({ item, access })}
            />
          ))}
        </ul>
      )}
      <ServiceError error={save.error} />
      {save.isSuccess ? (
        <Notification type="success">
          {t('users.services-saved', { name: serviceName(save.data.service) })}
        </Notification>
      ) : null}
    </section>
  );
}
