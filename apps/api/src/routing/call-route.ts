import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationAsyncHookHandler,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ApiCall } from '@kaista/domain/shared/api';

type Part<C, K extends string> = C extends { [P in K]: infer S } ? S : undefined;

/** The Fastify schema of a call, so the zod type provider types the request from the contract. */
type CallSchema<C extends ApiCall> = {
  params: Part<C, 'params'>;
  querystring: Part<C, 'query'>;
  body: Part<C, 'body'>;
};

export type CallRequest<C extends ApiCall> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  CallSchema<C>,
  ZodTypeProvider
>;

/** What a handler answers: the contract's answer (sent with the call's status), or the reply it sent itself. */
type CallResult<C extends ApiCall> = C['response'] extends z.ZodType ? z.input<C['response']> : FastifyReply;

export interface CallRouteOptions<C extends ApiCall> {
  /**
   * The access check, e.g. `companyScope(db, TICKET_ACCESS.read)`: it runs before the input is validated, so a
   * caller without the right gets 401, 403 or 404, never a 400 that tells what the input should have been.
   */
  guard?: preValidationAsyncHookHandler;
  handler: (request: CallRequest<C>, reply: FastifyReply) => Promise<CallResult<C> | FastifyReply>;
}

/**
 * Registers one contract call as a route: method, path and the schemas come from the contract, so bad input
 * is a 400 with field errors and an answer that breaks the contract is a 500, without a line in the handler.
 */
export function callRoutes(app: FastifyInstance, tags: readonly string[]) {
  return function route<C extends ApiCall>(call: C, { guard, handler }: CallRouteOptions<C>): void {
    const status = call.status ?? 200;
    const plain: RouteHandlerMethod = async (request, reply) => {
      const result = await handler(request as CallRequest<C>, reply);
      // A handler that sent its own reply returns it; a reply is thenable, so awaiting it yields nothing once
      // it is sent, not the reply: whether it was sent is what tells.
      if (reply.sent) return reply;
      return reply.code(status).send(result);
    };
    // The answer is serialised before it is sent, so that a repeat of the key replays exactly the same text.
    const idempotent: RouteHandlerMethod = async (request, reply) =>
      app.idempotency.run(request, reply, async () => {
        const result = await handler(request as CallRequest<C>, reply);
        if (result === reply) throw new Error(`${call.method} ${call.path}: an idempotent call answers JSON`);
        const body = reply.code(status).serialize(result);
        return { status, body: typeof body === 'string' ? body : new TextDecoder().decode(body) };
      });
    const run = call.idempotent ? idempotent : plain;
    const config = {
      ...(call.idempotent && { idempotent: true }),
      ...(call.versioned && { versioned: true }),
      // A HEAD of the spec's is a call of its own, documented (and so checked by the security suites) as one;
      // the HEAD Fastify adds beside each GET is not.
      ...(call.method === 'HEAD' && { swagger: { exposeHeadRoute: true } }),
    };
    app.route({
      method: call.method,
      url: call.path,
      schema: {
        tags: [...tags],
        ...(call.operationId && { operationId: call.operationId }),
        // The document's default is a session (registerOpenApi); a call without one says so.
        ...(call.anonymous && { security: [] }),
        ...(call.params && { params: call.params }),
        ...(call.query && { querystring: call.query }),
        ...(call.body && { body: call.body }),
        ...(call.response && { response: { [status]: call.response } }),
      },
      ...(guard && { preValidation: guard }),
      ...(Object.keys(config).length > 0 && { config }),
      handler: run,
    });
  };
}
