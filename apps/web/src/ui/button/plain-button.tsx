import type { ComponentProps } from 'react';
import { classNames } from '../class-names';
import type { ButtonSize, ButtonVariant } from './button';
import styles from './button.module.css';

export interface PlainButtonProps extends Omit<ComponentProps<'button'>, 'type'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A Button's look on a native button, without React Aria: for the shell's own views (the error page),
 * which must paint from the first chunk alone, before any React Aria code has loaded.
 */
export function PlainButton({
  variant = 'primary',
  size = 'medium',
  className,
  children,
  ...rest
}: PlainButtonProps) {
  return (
    <button
      {...rest}
      type="button"
      className={classNames(styles.button, styles.native, styles[variant], styles[size], className)}
    >
      <span className={styles.label}>{children}</span>
    </button>
  );
}
