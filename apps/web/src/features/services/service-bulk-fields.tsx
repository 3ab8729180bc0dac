import type { TerminationKind } from '@kaista/domain/services';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Dropdown, RadioGroup } from '../../ui';
import { serviceFilterChoicesQuery } from './services-queries';
import type { BulkKind, ServiceBulkForm } from './use-service-bulk-form';

interface BulkFieldsProps {
  companyId: string;
  kinds: readonly BulkKind[];
  form: ServiceBulkForm;
  /** Called before any choice changes: the server's words about the last run no longer apply. */
  onChoose: () => void;
  /** The server's words about a field of the last run, if any. */
  fieldError: (field: string) => string | undefined;
}

/** The bulk form's controls: the action, then what it needs (a cost centre; how, and on which day, to cease). */
export function ServiceBulkFields({ companyId, kinds, form, onChoose, fieldError }: BulkFieldsProps) {
  const { t } = useTranslation();
  const { kind, terminationType } = form;
  const choices = useQuery({ ...serviceFilterChoicesQuery(companyId), enabled: kind === 'cost-centre' });
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      onChoose();
      set(value);
    };
  return (
    <>
      <Dropdown
        label={t('services.bulk.action')}
        options={kinds.map((id) => ({ id, label: t(`services.bulk.kind.${id}`) }))}
        value={kind}
        onChange={choose((value: string | null) => form.setKind(value as BulkKind))}
      />
      {kind === 'cost-centre' ? (
        <Dropdown
          label={t('services.field.cost-centre')}
          options={(choices.data?.costCentres ?? []).map((centre) => ({ id: centre.id, label: centre.name }))}
          value={form.costCentreId}
          onChange={choose(form.setCostCentreId)}
          isDisabled={choices.isPending}
          errorMessage={fieldError('costCentreId')}
        />
      ) : null}
      {kind === 'cease' ? (
        <RadioGroup
          label={t('services.cease.kind')}
          options={form.terminationKinds.map((value) => ({ value, label: t(`services.cease.${value}`) }))}
          value={terminationType}
          onChange={choose((value: string) => form.setTerminationType(value as TerminationKind))}
        />
      ) : null}
      {kind === 'cease' && terminationType !== 'immediate' ? (
        <Dropdown
          label={t('services.cease.date')}
          options={form.dates.map((id) => ({ id, label: formatDate(id) }))}
          value={form.chosenDate}
          onChange={choose(form.setTerminationDate)}
          errorMessage={fieldError('terminationDate')}
        />
      ) : null}
    </>
  );
}
