import type { Group } from '@kaista/domain/groups';
import { isPermissionName, isRoleName } from '@kaista/domain/shared/roles';
import { grantProblem, type Rights } from '@kaista/domain/users';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate, useParams } from 'react-router';
import { BackLink, Button, Notification } from '../../ui';
import { GroupEditFrame } from './group-edit-frame';
import { RightsChecklist, type ChosenRights } from '../../ui/rights-checklist/rights-checklist';
import { GroupWriteError } from './group-errors';
import { globalCatalogueQuery, templateGroupQuery, useTemplateWrites } from './groups-queries';
import { GroupNameField, useGroupName } from './group-name-field';
import styles from '../../ui/page/page-parts.module.css';

const NONE: ChosenRights = { roles: [], permissions: [] };
/** The operator gives its templates: every customer-side right, never an operator-staff role (as the server). */
const OPERATOR = { isOperatorStaff: true, roles: [], permissions: [] };

function TemplateForm({ template }: { template?: Group }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { value: name, field: nameField, isReady, tellRefusal } = useGroupName(template?.name ?? '');
  const [rights, setRights] = useState<ChosenRights>(
    template
      ? {
          roles: template.roles.filter(isRoleName),
          permissions: template.permissions.filter(isPermissionName),
        }
      : NONE,
  );
  const catalogue = useQuery(globalCatalogueQuery);
  const writes = useTemplateWrites(template?.uid ?? '', template?.version ?? 0);
  const before = template ?? NONE;
  const mayGive = (after: Rights) => grantProblem(OPERATOR, before, after) === null;
  const disabled = (catalogue.data?.permissions ?? []).filter((e) => e.disabled).map((e) => e.name);

  const save = async () => {
    if (!isReady()) return;
    if (!template) {
      const created = await writes.create.mutateAsync({ name, ...rights });
      await navigate(`../${created.uid}`, { relative: 'path', replace: true });
      return;
    }
    await writes.save.mutateAsync({ name, ...rights });
  };
  const remove = async () => {
    await writes.remove.mutateAsync();
    await navigate('../..', { relative: 'path', replace: true });
  };

  return (
    <section className={styles.section} aria-labelledby="template-rights-title">
      <h2 id="template-rights-title">{t('groups.template-edit.details')}</h2>
      <p>{t('groups.template-edit.help')}</p>
      <GroupNameField {...nameField} />
      <RightsChecklist
        before={before}
        mayGive={mayGive}
        disabledPermissions={disabled}
        value={rights}
        onChange={setRights}
      />
      <GroupWriteError error={writes.create.error ?? writes.save.error ?? writes.remove.error} />
      {writes.save.isSuccess ? <Notification type="success">{t('groups.saved')}</Notification> : null}
      <div className={styles.actions}>
        <Button
          isLoading={writes.create.isPending || writes.save.isPending}
          onPress={() => void save().catch(tellRefusal)}
        >
          {template ? t('groups.save') : t('groups.template-edit.create')}
        </Button>
        {template ? (
          <Button
            variant="secondary"
            isLoading={writes.remove.isPending}
            onPress={() => void remove().catch(() => undefined)}
          >
            {t('groups.template-edit.delete')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * §2 /0/admintools/permissions/templates/{id} and /new (super admin): one of the operator's permission group
 * templates, its name and rights, removal. Every company's DC and CC are offered it when creating a group.
 */
export function TemplatePage() {
  const { t } = useTranslation();
  const templateId = useParams().templateId;
  const template = useQuery({ ...templateGroupQuery(templateId ?? ''), enabled: Boolean(templateId) });
  const title = templateId
    ? (template.data?.name ?? t('groups.admin.templates'))
    : t('groups.template-edit.new');
  return (
    <GroupEditFrame
      titleId="template-title"
      title={title}
      back={
        <BackLink to="../.." relative="path">
          {t('groups.template-edit.back')}
        </BackLink>
      }
      query={templateId ? template : null}
      form={(loaded) => <TemplateForm key={loaded?.uid ?? 'new'} template={loaded} />}
    />
  );
}
