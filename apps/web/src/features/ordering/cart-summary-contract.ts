// The badge's contract, loaded apart from the first load (use-services-badge.ts).
export { cartCalls } from '@kaista/domain/ordering';
