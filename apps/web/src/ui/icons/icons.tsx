import type { SVGProps } from 'react';
import { classNames } from '../class-names';
import styles from './icons.module.css';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

// Decorative by design: every control that shows an icon gives its button or link a text name.
function Icon({ path, className, ...props }: IconProps & { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={classNames(styles.icon, className)}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d={path} />
    </svg>
  );
}

export const MenuIcon = (props: IconProps) => <Icon path="M4 6h16M4 12h16M4 18h16" {...props} />;
export const CloseIcon = (props: IconProps) => <Icon path="M6 6l12 12M18 6L6 18" {...props} />;
export const SearchIcon = (props: IconProps) => (
  <Icon path="M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zM20 20l-4-4" {...props} />
);
export const ChevronDownIcon = (props: IconProps) => <Icon path="M6 9l6 6 6-6" {...props} />;
export const CheckIcon = (props: IconProps) => <Icon path="M5 12l5 5 9-10" {...props} />;
export const MinusIcon = (props: IconProps) => <Icon path="M5 12h14" {...props} />;
export const PlusIcon = (props: IconProps) => <Icon path="M12 5v14M5 12h14" {...props} />;
export const CartIcon = (props: IconProps) => (
  <Icon path="M3 4h2l2.4 11h11.2L21 7H6.2M9 20a1 1 0 1 0 0-.01M18 20a1 1 0 1 0 0-.01" {...props} />
);
export const TrashIcon = (props: IconProps) => (
  <Icon path="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" {...props} />
);
export const HelpCircleIcon = (props: IconProps) => (
  <Icon
    path="M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01"
    {...props}
  />
);
export const InfoIcon = (props: IconProps) => (
  <Icon path="M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM12 11v6M12 7h.01" {...props} />
);
export const SuccessIcon = (props: IconProps) => (
  <Icon path="M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM8 12l3 3 5-6" {...props} />
);
export const WarningIcon = (props: IconProps) => (
  <Icon path="M12 3l10 18H2L12 3zM12 10v5M12 18h.01" {...props} />
);
export const ErrorIcon = (props: IconProps) => (
  <Icon path="M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM9 9l6 6M15 9l-6 6" {...props} />
);
export const ExternalLinkIcon = (props: IconProps) => (
  <Icon path="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" {...props} />
);
