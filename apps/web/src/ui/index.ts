// The design system (spec §2 shared controls). Importing it also loads the design tokens.
import './tokens.css';

export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/button';
export { Modal, type ModalProps, type ModalSize, type ModalVariant } from './modal/modal';
