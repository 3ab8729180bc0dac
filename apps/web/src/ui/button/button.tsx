import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { classNames } from '../class-names';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';
export type ButtonSize = 'small' | 'medium';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'isPending'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * While loading the button leaves the tab order and ignores presses (spec §2). Focused when it began, it
   * takes the focus back when it ends, unless the user has put it elsewhere meanwhile: a keyboard user's
   * next Tab then goes on from the button, not from the page's start.
   */
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
  const own = useRef<HTMLButtonElement>(null);
  const focusedWhenLoading = useRef(false);
  // A layout effect: it runs before the browser moves the focus off the button just disabled.
  useLayoutEffect(() => {
    if (isLoading) {
      focusedWhenLoading.current = document.activeElement === own.current;
      return;
    }
    if (!focusedWhenLoading.current) return;
    focusedWhenLoading.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || active === own.current) own.current?.focus();
  }, [isLoading]);
  return (
    <AriaButton
      {...rest}
      ref={own}
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
