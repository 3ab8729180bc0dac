export * from './notifications';
export * from './quantity-stepper';
