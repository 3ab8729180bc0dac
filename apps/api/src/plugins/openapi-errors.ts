import { IDEMPOTENCY } from '@kaista/domain/shared/api';

interface Parameter {
  in: string;
  name: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: unknown;
  security?: unknown[];
  responses?: Record<string, unknown>;
}
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
}

/** DESIGN.md §4: the body of every error answer (`ApiError` of the domain). */
const API_ERROR_SCHEMA = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: {
      type: 'string',
      description: 'The API code of spec §8 where one fits, e.g. NUMBER_NOT_AVAILABLE.',
    },
    message: { type: 'string', description: 'What went wrong, in the language of the call.' },
    fieldErrors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Bad input: each field named with the key of what is wrong with it.',
    },
  },
};

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

/** The error answers, each written once in the document's components and referred to by the calls. */
const ERROR_ANSWERS = {
  BadInput: errorAnswer('The input does not fit the call; `fieldErrors` names each field and what is wrong.'),
  NoSession: errorAnswer('No session, or it has ended.'),
  NotFound: errorAnswer('No such object, or one of another company.'),
  KeyInUse: errorAnswer(`The first call with this ${IDEMPOTENCY.header} is still being answered.`),
  KeyReused: errorAnswer(`This ${IDEMPOTENCY.header} was used for another request.`),
  Stale: errorAnswer('The object changed after it was read: If-Match names a version that is not its own.'),
  OtherError: errorAnswer(
    'Another error: 403 not allowed, 409 a conflict with the state of things, 413 too large, 415 a type not ' +
      'taken, 429 too many calls, 503 not for the moment (INDEXING_ONGOING).',
  ),
};

const answer = (name: keyof typeof ERROR_ANSWERS) => ({ $ref: `#/components/responses/${name}` });

/**
 * The error answers a call gives by its shape, as DESIGN.md §4 rules them for every call: input that does not
 * fit is 400, a call without a session 401, an object that is not there or is another company's 404, and an
 * idempotent write's key in use 409 or used for another request 422, a versioned write's stale If-Match 412.
 * What depends on the call's rules (403, a 409 conflict, 413, 415, 429, 503) is told once, as the default.
 */
function errorAnswers(path: string, operation: Operation): Record<string, unknown> {
  const parameters = operation.parameters ?? [];
  const takesHeader = (name: string) => parameters.some((parameter) => parameter.name === name);
  const idempotent = takesHeader(IDEMPOTENCY.header);
  return {
    ...((parameters.length > 0 || operation.requestBody !== undefined) && { 400: answer('BadInput') }),
    ...(operation.security?.length !== 0 && { 401: answer('NoSession') }),
    ...(path.includes('{') && { 404: answer('NotFound') }),
    ...(idempotent && { 409: answer('KeyInUse'), 422: answer('KeyReused') }),
    ...(takesHeader('If-Match') && { 412: answer('Stale') }),
    default: answer('OtherError'),
  };
}

/**
 * The generated document with each call's error answers and their one body. A new document: the one
 * `app.swagger()` keeps is left as it is.
 */
export function withErrorAnswers(generated: object): object {
  const document = generated as Document;
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => [
          method,
          { ...operation, responses: { ...operation.responses, ...errorAnswers(path, operation) } },
        ]),
      ),
    ]),
  );
  const components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ApiError: API_ERROR_SCHEMA },
    responses: { ...document.components?.responses, ...ERROR_ANSWERS },
  };
  return { ...document, paths, components };
}
