import { createAssortmentSchema, type Assortment } from '@kaista/domain/matsku';
import { fieldIssues } from '@kaista/domain/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { InlineFormArea } from '../../lib/forms/inline-form-area';
import { useInlineFormFocus } from '../../lib/forms/use-inline-form-focus';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { notify } from '../../lib/notifications/notification-store';
import { Button, DataTable, Page, PageHeader, QueryContent, TextField } from '../../ui';
import { assortmentsQuery, useCreateAssortment } from './admin-queries';
import { useAdminWriteFailed } from './admin-write-failed';
import { AssortmentEditor } from './assortment-editor';
import styles from './product-admin.module.css';

/**
 * /0/matsku/assortments: which partner companies buy which products. Each company buys from one assortment,
 * the default one unless it is named for another; an assortment's products are added and removed here.
 */
export function AssortmentsPage() {
  const { t } = useTranslation();
  const list = useQuery(assortmentsQuery());
  const [editingId, setEditingId] = useState<string | null>(null);
  // Raised when another change came first: the editor starts over on the latest assortment.
  const [restarts, setRestarts] = useState(0);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const create = useCreateAssortment();
  const failed = useAdminWriteFailed();
  const errorText = useFieldErrorText();
  const editing = list.data?.find((row) => row.id === editingId) ?? null;
  const editorArea = useInlineFormFocus(editing?.id ?? null);

  const submit = () => {
    const checked = createAssortmentSchema.safeParse({ name });
    if (!checked.success) return setNameError(errorText(fieldIssues(checked.error).name) ?? '');
    create.mutate(checked.data.name, {
      onSuccess: (created) => {
        setName('');
        setNameError('');
        setEditingId(created.id);
        notify({ type: 'success', text: t('matsku.admin.assortment-created', { name: created.name }) });
      },
      onError: (error) => failed(error, (fields) => setNameError(errorText(fields.name) ?? '')),
    });
  };

  return (
    <Page labelledBy="assortments-title">
      <PageHeader id="assortments-title" title={t('shell.nav.assortments')} />
      <div className={styles.assortments}>
        <section aria-labelledby="assortments-list">
          <h2 id="assortments-list" className={styles.heading}>
            {t('matsku.admin.assortments')}
          </h2>
          <QueryContent
            query={list}
            loading={{ label: t('matsku.loading'), variant: 'lines', lines: 3 }}
            failed={t('matsku.load-failed')}
            isEmpty={(data) => data.length === 0}
            empty={t('matsku.admin.no-assortments')}
          >
            {(data) => (
              <DataTable<Assortment>
                rows={data}
                rowKey={(row) => row.id}
                columns={[
                  {
                    id: 'name',
                    header: t('matsku.admin.assortment'),
                    cell: (row) => (row.isDefault ? `${row.name} (${t('matsku.admin.default')})` : row.name),
                  },
                  {
                    id: 'products',
                    header: t('matsku.admin.products'),
                    cell: (row) => t('matsku.results', { count: row.productCount }),
                  },
                  {
                    id: 'companies',
                    header: t('matsku.admin.companies'),
                    cell: (row) =>
                      row.isDefault
                        ? t('matsku.admin.others')
                        : row.companies.map((company) => company.name).join(', ') || '–',
                  },
                  {
                    id: 'actions',
                    header: t('matsku.admin.actions'),
                    screenOnly: true,
                    cell: (row) => (
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={t('matsku.admin.edit-named', { name: row.name })}
                        aria-expanded={editingId === row.id}
                        onPress={() => setEditingId(editingId === row.id ? null : row.id)}
                      >
                        {t('matsku.admin.edit')}
                      </Button>
                    ),
                  },
                ]}
              />
            )}
          </QueryContent>
        </section>
        <form
          className={styles.createForm}
          aria-labelledby="assortment-new"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <h2 id="assortment-new" className={styles.heading}>
            {t('matsku.admin.new-assortment')}
          </h2>
          <TextField
            label={t('matsku.admin.assortment-name')}
            value={name}
            onChange={setName}
            isRequired
            errorMessage={nameError || undefined}
          />
          <Button type="submit" isDisabled={create.isPending}>
            {t('matsku.admin.create')}
          </Button>
        </form>
        <InlineFormArea ref={editorArea} onEscape={() => setEditingId(null)}>
          {editing ? (
            <AssortmentEditor
              key={`${editing.id}/${restarts}`}
              assortment={editing}
              onClose={() => setEditingId(null)}
              onConflict={() => setRestarts((count) => count + 1)}
            />
          ) : null}
        </InlineFormArea>
      </div>
    </Page>
  );
}
