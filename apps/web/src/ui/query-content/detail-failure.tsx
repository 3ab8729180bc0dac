import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { isNotFound } from '../../lib/http/not-found';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { Page } from '../page/page';
import { PageHeader } from '../page/page-header';

export interface DetailFailureProps {
  /**
   * The failed query's error: a 404 means the object is not there, or is not one the user may see; a 400, that
   * the address cannot name one. `null`: an answer that loaded holds no object of the address.
   */
  error: unknown;
  /** Said when the object is not there (a 404 or 400, or `null`). */
  notFound: string;
  /** The way back to the list, offered either way. */
  back: ReactNode;
  onRetry: () => void;
  /**
   * The page's heading where it has one of its own, not the object's name; without one the heading says
   * "Not found" or "Loading failed".
   */
  title?: string;
}

/**
 * A detail page whose object could not be shown: not found (404), or not loaded for another reason (a
 * server or network failure), which a retry may mend.
 */
export function DetailFailure({ error, notFound, back, onRetry, title }: DetailFailureProps) {
  const { t } = useTranslation();
  const missing = error === null || isNotFound(error);
  // Every page has a heading to name it and to jump to, this one too.
  const heading = title ?? (missing ? t('common.not-found-title') : t('common.load-failed-title'));
  return (
    <Page labelledBy="detail-failure-title">
      <PageHeader id="detail-failure-title" title={heading} />
      <EmptyState
        action={
          <>
            {missing ? null : (
              <Button variant="secondary" onPress={onRetry}>
                {t('common.retry')}
              </Button>
            )}
            {back}
          </>
        }
      >
        {missing ? notFound : t('common.load-failed')}
      </EmptyState>
    </Page>
  );
}
