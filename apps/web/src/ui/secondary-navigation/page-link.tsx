import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { classNames } from '../class-names';
import { ExternalLinkIcon } from '../icons/icons';
import { VisuallyHidden } from '../visually-hidden';
import { isExternalUrl } from './page-match';
import styles from './secondary-navigation.module.css';

export interface SecondaryNavigationPage {
  id: string;
  /** Already in the user's language. */
  title: string;
  /** An app path, or an address with http which is rendered as a plain link. */
  url: string;
  icon?: ReactNode;
}

interface PageLinkProps {
  page: SecondaryNavigationPage;
  isCurrent: boolean;
  highlightLabel?: string;
  onPick?: () => void;
}

export function PageLink({ page, isCurrent, highlightLabel, onPick }: PageLinkProps) {
  const className = classNames(styles.link, isCurrent && styles.current);
  const content = (
    <>
      {page.icon ? <span className={styles.icon}>{page.icon}</span> : null}
      <span>{page.title}</span>
      {highlightLabel ? (
        <>
          <span className={styles.dot} aria-hidden="true" />{' '}
          <VisuallyHidden>{`(${highlightLabel})`}</VisuallyHidden>
        </>
      ) : null}
    </>
  );
  if (isExternalUrl(page.url)) {
    return (
      <a href={page.url} className={className} onClick={onPick}>
        {content}
        <ExternalLinkIcon className={styles.external} />
      </a>
    );
  }
  return (
    <Link to={page.url} className={className} aria-current={isCurrent ? 'page' : undefined} onClick={onPick}>
      {content}
    </Link>
  );
}
