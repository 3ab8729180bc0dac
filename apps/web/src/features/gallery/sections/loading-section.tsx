import { LoadingPlaceholder } from '../../../ui';
import { Example } from '../gallery-section';
import styles from '../gallery.module.css';

export function LoadingSection() {
  return (
    <>
      <Example label="lines (3, 5)">
        <div className={styles.column}>
          <LoadingPlaceholder label="Loading" />
          <LoadingPlaceholder label="Loading" lines={5} />
        </div>
      </Example>
      <Example label="block">
        <div className={styles.column}>
          <LoadingPlaceholder label="Loading chart" variant="block" height="120px" />
        </div>
      </Example>
      <Example label="page (framed here)">
        <div className={styles.frame}>
          <LoadingPlaceholder label="Loading user" variant="page" />
        </div>
      </Example>
    </>
  );
}
