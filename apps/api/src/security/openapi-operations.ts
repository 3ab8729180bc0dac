import type { TestApp } from '../test/test-app';

/** The subset of JSON Schema that the OpenAPI document generated from the zod contract uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

/** One call of the API as the OpenAPI document describes it. */
export interface Operation {
  method: string;
  /** The path template, `{name}` for each path parameter. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: BodySpec }>>;
}
interface BodySpec {
  content?: Record<string, { schema?: JsonSchema }>;
}

/**
 * Every operation the running app publishes in `/api/openapi.json`: the security suite is driven by this list,
 * so a route is covered the day it is added.
 */
export async function listOperations(t: TestApp): Promise<Operation[]> {
  const response = await t.request({ method: 'GET', url: '/api/openapi.json' });
  const document = response.json<OpenApiDocument>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({
      method: method.toUpperCase(),
      path,
      parameters: spec.parameters ?? [],
      body: spec.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/** The URL of an operation with its path parameters filled in and its query percent-encoded. */
export function operationUrl(
  operation: Operation,
  pathValues: Record<string, unknown>,
  query: Record<string, unknown>,
): string {
  const path = operation.path.replaceAll(/\{(\w+)\}/g, (_match, name: string) =>
    percentEncode(asText(pathValues[name])),
  );
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    value === undefined
      ? []
      : (Array.isArray(value) ? value : [value]).map((item) => `${name}=${percentEncode(asText(item))}`),
  );
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

function asText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/**
 * Percent-encoding that also sends a lone surrogate, as its three raw bytes, where `encodeURIComponent`
 * throws: a hostile client sends whatever bytes it likes.
 */
function percentEncode(text: string): string {
  let encoded = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    const loneSurrogate = code >= 0xd800 && code <= 0xdfff;
    encoded += loneSurrogate
      ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('')
      : encodeURIComponent(character);
  }
  return encoded;
}
