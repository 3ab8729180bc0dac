import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { classNames } from '../class-names';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';
export type ButtonSize = 'small' | 'medium';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'isPending'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While loading the button leaves the tab order and ignores presses (spec §2). */
  isLoading?: boolean;
  /** The accessible name while loading, e.g. "Saving". */
  loadingLabel?: string;
  icon?: ReactNode;
  className?: string;
}

export function Button({
  children,
  variant = 'primary',
  size = 'medium',
  isLoading = false,
  loadingLabel,
  icon,
  isDisabled,
  className,
  ...rest
}: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      isDisabled={isDisabled || isLoading}
      aria-label={isLoading && loadingLabel ? loadingLabel : rest['aria-label']}
      data-loading={isLoading || undefined}
      className={classNames(styles.button, styles[variant], styles[size], className)}
    >
      {isLoading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      <span className={styles.label}>{children}</span>
    </AriaButton>
  );
}
