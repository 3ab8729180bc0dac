export * from './notifications';
export * from './quantity-stepper';
export * from './matsku-cart';
