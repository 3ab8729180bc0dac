import { bulletinListQuerySchema, type Bulletin } from '@kaista/domain/bulletins';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { InlineFormArea } from '../../lib/forms/inline-form-area';
import { useInlineFormFocus } from '../../lib/forms/use-inline-form-focus';
import { pageTotal } from '../../lib/lists/page-total';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useOffsetInRange } from '../../lib/lists/use-offset-in-range';
import { Page, PageHeader, Pager, QueryContent } from '../../ui';
import { BulletinForm } from './bulletin-form';
import { BulletinTable } from './bulletin-table';
import { bulletinListQuery } from './bulletins-queries';
import styles from './bulletins.module.css';

/** /0/bulletins: operator staff write notices to every company or the chosen ones, with validity dates. */
export function BulletinsPage() {
  const { t } = useTranslation();
  const { state: params, update } = useListUrlState(bulletinListQuerySchema);
  const list = useQuery(bulletinListQuery(params));
  useOffsetInRange(list.data, params, update);
  const [editing, setEditing] = useState<Bulletin | null>(null);
  // The form is there for a new bulletin too; only a change of one opens it for a row.
  const formArea = useInlineFormFocus(editing?.id ?? null);

  return (
    <Page labelledBy="bulletins-title">
      <PageHeader id="bulletins-title" title={t('shell.nav.bulletins')} />
      <InlineFormArea ref={formArea} onEscape={() => setEditing(null)}>
        <BulletinForm key={editing?.id ?? 'new'} editing={editing} onClose={() => setEditing(null)} />
      </InlineFormArea>
      <section className={styles.list} aria-labelledby="bulletins-list">
        <h2 id="bulletins-list">{t('bulletins.all')}</h2>
        <QueryContent
          query={list}
          loading={{ label: t('bulletins.loading'), variant: 'lines', lines: 4 }}
          failed={t('bulletins.load-failed')}
          isEmpty={(data) => data.items.length === 0}
          count={(data) => t('bulletins.count', { total: pageTotal(data) })}
          empty={t('bulletins.none')}
        >
          {(data) => (
            <>
              <BulletinTable bulletins={data.items} onEdit={setEditing} />
              <Pager
                label={t('bulletins.paging')}
                offset={params.offset}
                pageSize={params.pageSize}
                page={data}
                onOffset={(offset) => update({ offset })}
              />
            </>
          )}
        </QueryContent>
      </section>
    </Page>
  );
}
