import type { ReactNode } from 'react';
import styles from './gallery.module.css';

export function GallerySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.examples}>{children}</div>
    </section>
  );
}

/** One state of a control with a caption naming the state. */
export function Example({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <figure className={wide ? styles.wideExample : styles.example}>
      <figcaption className={styles.caption}>{label}</figcaption>
      <div className={styles.specimen}>{children}</div>
    </figure>
  );
}
