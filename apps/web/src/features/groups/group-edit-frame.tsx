import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { DetailFailure, LoadingPlaceholder, Page, PageHeader, type QueryState } from '../../ui';

export interface GroupEditFrameProps<Loaded> {
  titleId: string;
  title: string;
  /** The link back to the list. */
  back: ReactNode;
  /** The group at the page's address; none on the page of a new one. */
  query: (QueryState<Loaded> & { error: Error | null }) | null;
  /** The form of a new group, or of the one loaded. */
  form: (loaded?: Loaded) => ReactNode;
}

/**
 * The page of a company's group or an operator's template: a new one's form, or the one at the address with
 * its placeholder, or "not found" (404, 400) told from a failed load that a retry may mend.
 */
export function GroupEditFrame<Loaded>({ titleId, title, back, query, form }: GroupEditFrameProps<Loaded>) {
  const { t } = useTranslation();
  if (query?.isError)
    return (
      <DetailFailure
        title={title}
        error={query.error}
        notFound={t('groups.not-found')}
        back={back}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <Page labelledBy={titleId}>
      {back}
      <PageHeader id={titleId} title={title} />
      {!query ? (
        form()
      ) : query.data ? (
        form(query.data)
      ) : (
        <LoadingPlaceholder label={t('groups.loading')} variant="lines" lines={8} />
      )}
    </Page>
  );
}
