import type { ReactElement, ReactNode } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger, type Placement } from 'react-aria-components';
import { TOOLTIP } from '@kaista/domain';
import { SanitizedHtml } from '../sanitized-html/sanitized-html';
import styles from './tooltip.module.css';

/** Plain content, or HTML from the server which is sanitised before it is shown. */
export type TooltipContent = { content: ReactNode; html?: never } | { html: string; content?: never };

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
        {html === undefined ? content : <SanitizedHtml html={html} as="span" />}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
