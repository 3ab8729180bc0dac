import { zodResolver } from '@hookform/resolvers/zod';
import type { Company } from '@kaista/domain/businesses';
import {
  COMPANY_INFO_ACCESS,
  COMPANY_INFO_LIMITS,
  companyInfoCalls,
  externalLinksInputSchema,
  type ExternalLink,
  type ExternalLinksInput,
} from '@kaista/domain/company-info';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { InlineFormArea } from '../../lib/forms/inline-form-area';
import { useInlineFormFocus } from '../../lib/forms/use-inline-form-focus';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { notify } from '../../lib/notifications/notification-store';
import { useAccess } from '../../lib/routing/use-access';
import { Button, ExternalLinkIcon, LeaveGuard, TextField } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { useCompanyUpdate } from './company-info-queries';
import parts from '../../ui/page/page-parts.module.css';
import styles from './company-info.module.css';
import { useUpdateErrors } from './use-update-errors';

function LinksForm({
  company,
  links,
  onDone,
}: {
  company: Company;
  links: ExternalLink[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const update = useCompanyUpdate(company, companyInfoCalls.setExternalLinks);
  const onOtherError = useUpdateErrors();
  const form = useForm<ExternalLinksInput>({
    resolver: zodResolver(externalLinksInputSchema),
    defaultValues: { links: links.map(({ title, url }) => ({ title, url })) },
  });
  const rows = useFieldArray({ control: form.control, name: 'links' });
  const submit = useFormSubmit(
    form,
    async (values) => {
      await update.mutateAsync(values);
      notify({ type: 'success', text: t('company-info.saved') });
      onDone();
    },
    { onOtherError },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('company-info.edit-links')}>
      {rows.fields.map((row, index) => (
        <fieldset key={row.id} className={styles.linkRow}>
          <legend className={styles.muted}>{t('company-info.link-number', { number: index + 1 })}</legend>
          <FormField control={form.control} name={`links.${index}.title`}>
            {(field) => <TextField {...field} label={t('company-info.link-title')} isRequired />}
          </FormField>
          <FormField control={form.control} name={`links.${index}.url`}>
            {(field) => (
              <TextField {...field} label={t('company-info.link-url')} inputMode="url" isRequired />
            )}
          </FormField>
          <Button variant="secondary" size="small" onPress={() => rows.remove(index)}>
            {t('company-info.remove-link')}
          </Button>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          isDisabled={rows.fields.length >= COMPANY_INFO_LIMITS.linksMax}
          onPress={() => rows.append({ title: '', url: 'https://' })}
        >
          {t('company-info.add-link')}
        </Button>
        <Button type="submit" isLoading={update.isPending}>
          {t('company-info.save')}
        </Button>
        <Button variant="secondary" onPress={onDone}>
          {t('company-info.cancel')}
        </Button>
      </div>
      <LeaveGuard when={form.formState.isDirty} />
    </form>
  );
}

/** §7 /externallinks: the company's own web links, opened in a new window. */
export function ExternalLinks({ company, links }: { company: Company; links: ExternalLink[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const formArea = useInlineFormFocus(editing || null);
  const canWrite = useAccess(COMPANY_INFO_ACCESS.write);

  return (
    <section className={styles.section} aria-labelledby="company-info-links">
      <div className={`${parts.sectionHeader} ${styles.sectionHeader}`}>
        <h2 id="company-info-links">{t('company-info.links')}</h2>
        {canWrite && !editing ? (
          <Button variant="secondary" size="small" onPress={() => setEditing(true)}>
            {t('company-info.edit-links')}
          </Button>
        ) : null}
      </div>
      <InlineFormArea ref={formArea} onEscape={() => setEditing(false)}>
        {editing ? <LinksForm company={company} links={links} onDone={() => setEditing(false)} /> : null}
      </InlineFormArea>
      {!editing && links.length === 0 ? <p className={styles.muted}>{t('company-info.no-links')}</p> : null}
      {!editing && links.length > 0 ? (
        <ul className={styles.plainList}>
          {links.map((link) => (
            <li key={link.id}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.title} <ExternalLinkIcon />
                <VisuallyHidden>{t('company-info.opens-new-window')}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
