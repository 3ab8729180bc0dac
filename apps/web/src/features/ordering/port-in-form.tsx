import type { Cart, NumberPortEntry, NumberPorts } from '@kaista/domain/ordering';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Checkbox, DateField, Dropdown, Notification, TextField } from '../../ui';
import type { Problems } from './details-section';
import { SavedNote, SaveForm } from './save-form';
import { PORT_IN_FIELDS, usePortInForm } from './use-port-in-form';
import styles from './ordering.module.css';

/**
 * One selection's transfer: the number, the contact person and phone, the signer of the power of attorney,
 * the owner change and the transfer time.
 */
export function PortInForm({
  cart,
  entry,
  ports,
  title,
  problems,
}: {
  cart: Cart;
  entry: NumberPortEntry;
  ports: NumberPorts;
  title: string;
  problems: Problems;
}) {
  const { t } = useTranslation();
  const form = usePortInForm(cart, entry, ports, problems);
  const titleId = `port-in-${entry.bundleNo}`;
  return (
    <SaveForm
      labelledBy={titleId}
      onSubmit={() => void form.submit()}
      isSaving={form.isSaving}
      saveLabel={t('ordering.port-in.save')}
    >
      <h3 id={titleId} className={styles.subTitle}>
        {title}
      </h3>
      {form.failure ? <Notification type="error">{t(form.failure)}</Notification> : null}
      {form.saved ? <SavedNote>{t('ordering.details.saved')}</SavedNote> : null}
      {PORT_IN_FIELDS.map(({ name, max }) => (
        <TextField
          key={name}
          label={t(`ordering.port-in.field.${name}`)}
          value={form.values[name]}
          onChange={(value) => form.setValue(name, value)}
          maxLength={max}
          isRequired
          errorMessage={form.errorOf(name, form.values[name])}
          description={name === 'number' ? t('ordering.port-in.number-help') : undefined}
        />
      ))}
      <Checkbox isSelected={form.ownerChange} onChange={form.setOwnerChange}>
        {t('ordering.port-in.field.ownerChange')}
      </Checkbox>
      <DateField
        label={t('ordering.port-in.field.transferDate')}
        value={form.date}
        // The date is taken when the field is left, which a click on the save button below does: an error
        // that went away then would move the button under the pointer, so the error stays until the next save.
        onChange={form.setDate}
        onValidityChange={form.setDateReadable}
        description={t('ordering.port-in.transfer-help', {
          earliest: formatDate(`${ports.earliestTransferDate}T12:00:00Z`),
          latest: formatDate(`${ports.latestTransferDate}T12:00:00Z`),
        })}
        errorMessage={form.errorOf('transferTime')}
      />
      <Dropdown
        label={t('ordering.port-in.field.transferHour')}
        options={ports.transferHours.map((option) => ({ id: option, label: option }))}
        value={form.hour}
        onChange={(value) => form.setHour(value ?? form.hour)}
        isDisabled={form.date === ''}
      />
    </SaveForm>
  );
}
