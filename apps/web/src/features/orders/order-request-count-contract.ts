// The badge's contract, loaded apart from the first load (use-order-requests-badge.ts).
export { orderRequestCalls } from '@kaista/domain/orders';
