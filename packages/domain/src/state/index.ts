export * from './notifications';
export * from './quantity-stepper';
export * from './matsku-cart';
export * from './bundle-template';
export * from './product-change';
export * from './order-lines';
export * from './order-capture-fields';
export * from './partner-shop-product';
