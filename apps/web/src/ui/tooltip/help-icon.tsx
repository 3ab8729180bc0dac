import { Button, Dialog, DialogTrigger, Popover, type Placement } from 'react-aria-components';
import { TOOLTIP } from '@kaista/domain/shared/constants';
import { HelpCircleIcon } from '../icons/icons';
import { Tooltip } from './tooltip';
import { TooltipBody, type TooltipContent } from './tooltip-body';
import styles from './help-icon.module.css';
import bubble from './tooltip.module.css';

export type HelpIconProps = TooltipContent & {
  /** Names the icon button and the help it opens, e.g. "Help: cost centre". */
  label: string;
  placement?: Placement;
  /** The help holds links: the hover tooltip lets the pointer in and hides 100 ms after it leaves. */
  isClickable?: boolean;
};

/**
 * A question-mark button. Hover and focus show the help as a tooltip; a press (touch screens have no hover)
 * opens it as a small dialog that keyboard users can enter, so links in the help are reachable.
 */
export function HelpIcon({ label, placement = 'top', isClickable = false, ...content }: HelpIconProps) {
  return (
    <DialogTrigger>
      <Tooltip {...content} placement={placement} isClickable={isClickable}>
        <Button aria-label={label} className={styles.button}>
          <HelpCircleIcon />
        </Button>
      </Tooltip>
      <Popover
        placement={placement}
        offset={TOOLTIP.offset}
        className={bubble.tooltip}
        style={{ maxWidth: TOOLTIP.maxWidth }}
      >
        <Dialog aria-label={label} className={styles.dialog}>
          <TooltipBody {...content} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
