import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * §7 /poa/pdf's answer, a service's or a port-in's alike: a download of the one file name, kept by no cache
 * since the paper carries the holder's whole personal identity code.
 */
export function sendPoaPdf(reply: FastifyReply, pdf: Readable): FastifyReply {
  return reply
    .type('application/pdf')
    .header('cache-control', 'no-store')
    .header('content-disposition', 'attachment; filename="power-of-attorney.pdf"')
    .send(pdf);
}
