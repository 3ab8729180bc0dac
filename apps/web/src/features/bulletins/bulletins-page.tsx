import {
  bulletinInputSchema,
  type Bulletin,
  type BulletinAudience,
  type BulletinInput,
} from '@kaista/domain/bulletins';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { showErrorNotice } from '../../lib/http/error-notice';
import { HttpError } from '../../lib/http/http-error';
import { notify } from '../../lib/notifications/notification-store';
import {
  Button,
  DataTable,
  EmptyState,
  LoadingPlaceholder,
  Page,
  PageHeader,
  Pager,
  RadioGroup,
  SanitizedHtml,
  TextField,
} from '../../ui';
import { bulletinListQuery, useDeleteBulletin, useSaveBulletin } from './bulletins-queries';
import styles from './bulletins.module.css';

type Draft = {
  title: string;
  bodyHtml: string;
  validFrom: string;
  validUntil: string;
  audience: BulletinAudience;
  companies: string;
};

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date());
const emptyDraft = (): Draft => ({
  title: '',
  bodyHtml: '',
  validFrom: today(),
  validUntil: '',
  audience: 'ALL',
  companies: '',
});
const draftOf = (bulletin: Bulletin): Draft => ({
  title: bulletin.title,
  bodyHtml: bulletin.bodyHtml,
  validFrom: bulletin.validFrom,
  validUntil: bulletin.validUntil ?? '',
  audience: bulletin.audience,
  companies: bulletin.companyIds.join(', '),
});
const inputOf = (draft: Draft): BulletinInput => ({
  title: draft.title,
  bodyHtml: draft.bodyHtml,
  validFrom: draft.validFrom,
  validUntil: draft.validUntil || null,
  audience: draft.audience,
  companyIds:
    draft.audience === 'CHOSEN'
      ? draft.companies
          .split(/[\s,;]+/)
          .map((id) => id.trim())
          .filter(Boolean)
      : [],
});

/** /0/bulletins: operator staff write notices to every company or the chosen ones, with validity dates. */
export function BulletinsPage() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [offset, setOffset] = useState(0);
  const list = useQuery(bulletinListQuery(offset));
  const save = useSaveBulletin();
  const remove = useDeleteBulletin();
  const [editing, setEditing] = useState<Bulletin | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fromId = useId();
  const untilId = useId();
  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));

  const failed = (error: Error) => {
    if (error instanceof HttpError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
    else if (error instanceof HttpError && error.status === 412)
      notify({ type: 'warning', text: t('bulletins.changed-meanwhile') });
    else if (error instanceof HttpError) showErrorNotice(error);
    else notify({ type: 'error', text: t('error.generic') });
  };

  const submit = () => {
    const input = inputOf(draft);
    const checked = bulletinInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    save.mutate(
      { body: input, bulletin: editing },
      {
        onSuccess: () => {
          notify({ type: 'success', text: t(editing ? 'bulletins.saved' : 'bulletins.published') });
          setEditing(null);
          setDraft(emptyDraft());
        },
        onError: failed,
      },
    );
  };

  return (
    <Page labelledBy="bulletins-title">
      <PageHeader id="bulletins-title" title={t('shell.nav.bulletins')} />
      <form
        className={styles.form}
        aria-label={editing ? t('bulletins.edit-title', { title: editing.title }) : t('bulletins.new')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2>{editing ? t('bulletins.edit-title', { title: editing.title }) : t('bulletins.new')}</h2>
        <TextField
          label={t('bulletins.title')}
          value={draft.title}
          onChange={(title) => change({ title })}
          errorMessage={errorText(errors.title)}
          isRequired
        />
        <TextField
          label={t('bulletins.body')}
          description={t('bulletins.body-hint')}
          value={draft.bodyHtml}
          onChange={(bodyHtml) => change({ bodyHtml })}
          errorMessage={errorText(errors.bodyHtml)}
          isMultiline
          rows={5}
          isRequired
        />
        {draft.bodyHtml ? (
          <div className={styles.preview} aria-label={t('bulletins.preview')} role="group">
            <SanitizedHtml html={draft.bodyHtml} />
          </div>
        ) : null}
        <div className={styles.row}>
          <div className={styles.dateField}>
            <label htmlFor={fromId}>{t('bulletins.valid-from')}</label>
            <input
              id={fromId}
              type="date"
              value={draft.validFrom}
              required
              onChange={(event) => change({ validFrom: event.target.value })}
            />
            {errors.validFrom ? <span role="alert">{errorText(errors.validFrom)}</span> : null}
          </div>
          <div className={styles.dateField}>
            <label htmlFor={untilId}>{t('bulletins.valid-until')}</label>
            <input
              id={untilId}
              type="date"
              value={draft.validUntil}
              onChange={(event) => change({ validUntil: event.target.value })}
            />
            {errors.validUntil ? (
              <span role="alert" className={styles.error}>
                {t('bulletins.until-before-from')}
              </span>
            ) : null}
          </div>
        </div>
        <RadioGroup
          label={t('bulletins.audience')}
          options={[
            { value: 'ALL', label: t('bulletins.to-all') },
            { value: 'CHOSEN', label: t('bulletins.to-chosen') },
          ]}
          value={draft.audience}
          onChange={(audience) => change({ audience: audience as BulletinAudience })}
        />
        {draft.audience === 'CHOSEN' ? (
          <TextField
            label={t('bulletins.companies')}
            description={t('bulletins.companies-hint')}
            value={draft.companies}
            onChange={(companies) => change({ companies })}
            errorMessage={errorText(errors.companyIds)}
            isRequired
          />
        ) : null}
        <div className={styles.row}>
          <Button type="submit" isLoading={save.isPending}>
            {editing ? t('bulletins.save') : t('bulletins.publish')}
          </Button>
          {editing ? (
            <Button
              variant="secondary"
              onPress={() => {
                setEditing(null);
                setDraft(emptyDraft());
                setErrors({});
              }}
            >
              {t('bulletins.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
      <section className={styles.list} aria-labelledby="bulletins-list">
        <h2 id="bulletins-list">{t('bulletins.all')}</h2>
        {list.isPending ? (
          <LoadingPlaceholder label={t('bulletins.loading')} variant="lines" lines={4} />
        ) : list.isError || list.data.items.length === 0 ? (
          <EmptyState>{list.isError ? t('bulletins.load-failed') : t('bulletins.none')}</EmptyState>
        ) : (
          <>
            <DataTable<Bulletin>
              rows={list.data.items}
              rowKey={(row) => row.id}
              columns={[
                { id: 'title', header: t('bulletins.title'), cell: (row) => row.title },
                {
                  id: 'validity',
                  header: t('bulletins.validity'),
                  cell: (row) =>
                    `${formatDate(row.validFrom)}–${row.validUntil ? formatDate(row.validUntil) : ''}`,
                },
                {
                  id: 'audience',
                  header: t('bulletins.audience'),
                  cell: (row) => (row.audience === 'ALL' ? t('bulletins.to-all') : row.companyIds.join(', ')),
                },
                { id: 'author', header: t('bulletins.author'), cell: (row) => row.createdByName },
                {
                  id: 'actions',
                  header: t('bulletins.actions'),
                  cell: (row) => (
                    <span className={styles.row}>
                      <Button
                        variant="tertiary"
                        size="small"
                        aria-label={t('bulletins.edit-named', { title: row.title })}
                        onPress={() => {
                          setEditing(row);
                          setDraft(draftOf(row));
                          setErrors({});
                        }}
                      >
                        {t('bulletins.edit')}
                      </Button>
                      <Button
                        variant="tertiary"
                        size="small"
                        aria-label={t('bulletins.delete-named', { title: row.title })}
                        onPress={() =>
                          remove.mutate(row, {
                            onSuccess: () => notify({ type: 'success', text: t('bulletins.deleted') }),
                            onError: failed,
                          })
                        }
                      >
                        {t('bulletins.delete')}
                      </Button>
                    </span>
                  ),
                },
              ]}
            />
            <Pager
              label={t('bulletins.paging')}
              offset={offset}
              pageSize={20}
              total={list.data.total}
              totalCapped={list.data.totalCapped}
              shown={list.data.items.length}
              onOffset={setOffset}
            />
          </>
        )}
      </section>
    </Page>
  );
}
