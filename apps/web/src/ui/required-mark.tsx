import styles from './field.module.css';

/** The asterisk of a required field; the field itself carries the required state for assistive technology. */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}
