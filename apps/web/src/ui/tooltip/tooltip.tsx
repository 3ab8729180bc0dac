import type { ReactElement } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger, type Placement } from 'react-aria-components';
import { TOOLTIP } from '@kaista/domain/shared/constants';
import { TooltipBody, type TooltipContent } from './tooltip-body';
import styles from './tooltip.module.css';

export type TooltipProps = TooltipContent & {
  /** A focusable control from this design system (Button, HelpIcon's button) that the tooltip describes. */
  children: ReactElement;
  placement?: Placement;
  /** Opening delay on hover; focus opens at once. */
  openDelay?: number;
  /** The pointer can move into the tooltip to use links in it; it hides soon after the pointer leaves. */
  isClickable?: boolean;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
};

export type { TooltipContent } from './tooltip-body';

export function Tooltip({
  children,
  content,
  html,
  placement = 'top',
  openDelay,
  isClickable = false,
  isOpen,
  onOpenChange,
}: TooltipProps) {
  // §9 names only these two hide delays; a tooltip that is not clickable hides like the help icon's.
  const hideDelay = isClickable ? TOOLTIP.clickableHideDelayMs : TOOLTIP.helpIconHideDelayMs;
  return (
    <TooltipTrigger delay={openDelay} closeDelay={hideDelay} isOpen={isOpen} onOpenChange={onOpenChange}>
      {children}
      <AriaTooltip
        placement={placement}
        offset={TOOLTIP.offset}
        className={styles.tooltip}
        style={{ maxWidth: TOOLTIP.maxWidth }}
      >
        <OverlayArrow className={styles.arrow}>
          <svg width={12} height={6} viewBox="0 0 12 6" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        <TooltipBody {...(html === undefined ? { content } : { html })} />
      </AriaTooltip>
    </TooltipTrigger>
  );
}
