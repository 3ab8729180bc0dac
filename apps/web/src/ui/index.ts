// The design system (spec §2 shared controls). The app loads the design tokens itself (app.tsx): a
// production build keeps only the parts of this barrel that are used, and none of it for a bare import.
import './tokens.css';

export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/button';
export { PlainButton, type PlainButtonProps } from './button/plain-button';
export { Modal, type ModalProps, type ModalVariant } from './modal/modal';
export { DoneNotice } from './notification/done-notice';
export { Notification, type NotificationProps, type NotificationType } from './notification/notification';
export {
  LoadingPlaceholder,
  type LoadingPlaceholderProps,
  type LoadingPlaceholderVariant,
} from './loading-placeholder/loading-placeholder';
export { Dropdown, type DropdownOption, type DropdownProps } from './dropdown/dropdown';
export { Page, type PageProps } from './page/page';
export { PageHeader, type PageHeaderProps } from './page/page-header';
export { Pager, type PagerProps } from './pager/pager';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { FilterBar, type FilterBarProps } from './filter-bar/filter-bar';
export { QueryContent, type QueryContentProps, type QueryState } from './query-content/query-content';
export { DetailFailure, type DetailFailureProps } from './query-content/detail-failure';
export { EmailLink, type EmailLinkProps } from './email-link/email-link';
export { FactsList, type FactsListProps } from './facts-list/facts-list';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table/data-table';
export { PagedTable, type PagedTableProps } from './data-table/paged-table';
export { QueryTable, type QueryTableProps } from './data-table/query-table';
export { RowActions } from './row-actions/row-actions';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group/radio-group';
export { RequiredMark } from './required-mark';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export { SearchInput, type SearchInputProps } from './search-input/search-input';
export { ListSearchInput, type ListSearchInputProps } from './search-input/list-search-input';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { DateField, type DateFieldProps } from './date-field/date-field';
export { DateRangeFields, type DateRange } from './date-field/date-range-fields';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { LeaveGuard } from './leave-guard/leave-guard';
export {
  DownloadButtons,
  type DownloadButtonsProps,
  type DownloadChoice,
} from './download-buttons/download-buttons';
export {
  SecondaryNavigation,
  type PageMatch,
  type SecondaryNavigationPage,
  type SecondaryNavigationProps,
} from './secondary-navigation/secondary-navigation';
export { PoaForm, type PoaFormProps } from './power-of-attorney/poa-form';
export { PoaResultForm, type PoaResultFormProps } from './power-of-attorney/poa-result-form';
export { type PoaRefusalText } from './power-of-attorney/poa-frame';
export { Tooltip, type TooltipContent, type TooltipProps } from './tooltip/tooltip';
export { HelpIcon, type HelpIconProps } from './tooltip/help-icon';
export { QuantityStepper, type QuantityStepperProps } from './quantity-stepper/quantity-stepper';
export { ProductImage, type ProductImageProps } from './product-image/product-image';
export { SanitizedHtml, type SanitizedHtmlProps } from './sanitized-html/sanitized-html';
export { LinkTiles, type LinkTile, type LinkTilesProps } from './link-tiles/link-tiles';
export { BackLink, type BackLinkProps } from './back-link/back-link';
export { RelatedLink } from './related-link/related-link';
export { PrimaryLink } from './primary-link/primary-link';
export { sanitizeHtml } from './sanitized-html/sanitize-html';
export {
  CartIcon,
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  ErrorIcon,
  ExternalLinkIcon,
  HelpCircleIcon,
  InfoIcon,
  MenuIcon,
  MinusIcon,
  PlusIcon,
  SearchIcon,
  SuccessIcon,
  TrashIcon,
  WarningIcon,
} from './icons/icons';
