import type { FastifyReply } from 'fastify';
import type { Cart } from '@kaista/domain/ordering';
import { sendVersionEtag } from '../../routing/if-match';

/** A cart answer carries its version as the ETag, which the next write sends back as If-Match. */
export function withEtag(reply: FastifyReply, cart: Cart): Cart {
  sendVersionEtag(reply, cart.version);
  return cart;
}
