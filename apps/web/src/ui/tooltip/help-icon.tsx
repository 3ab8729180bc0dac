import { useState } from 'react';
import { Button, type Placement } from 'react-aria-components';
import { HelpCircleIcon } from '../icons/icons';
import { Tooltip, type TooltipContent } from './tooltip';
import styles from './help-icon.module.css';

export type HelpIconProps = TooltipContent & {
  /** Names the icon button, e.g. "Help: cost centre". */
  label: string;
  placement?: Placement;
  isClickable?: boolean;
};

/** A small question-mark button whose help text shows on hover, focus or press (touch screens have no hover). */
export function HelpIcon({ label, placement, isClickable = false, ...content }: HelpIconProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Tooltip
      {...content}
      placement={placement}
      isClickable={isClickable}
      isOpen={isOpen}
      onOpenChange={setOpen}
    >
      <Button aria-label={label} className={styles.button} onPress={() => setOpen(true)}>
        <HelpCircleIcon />
      </Button>
    </Tooltip>
  );
}
