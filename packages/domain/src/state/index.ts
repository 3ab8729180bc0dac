export * from './notifications';
export * from './quantity-stepper';
export * from './api-error-codes';
export * from './api-error-messages';
export * from './company-switch';
export * from './session';
