export * from './cart-quantity';
export * from './matsku';
export * from './matsku-access';
export * from './matsku-calls';
export * from './matsku-enums';
export * from './product-rules';
export * from './office-supplies';
