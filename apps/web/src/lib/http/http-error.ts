import { httpErrorFallbackMessage, readApiError } from '@kaista/domain/shared/api';

/** §8: an error answer of the API, thrown to the caller after the notice is shown. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** §8: error bodies are parsed as JSON; an unparseable one becomes 'HTTP error: status - text'. */
export async function toHttpError(response: Response): Promise<HttpError> {
  const text = await response.text().catch(() => '');
  return httpErrorOf(response.status, response.statusText, text);
}

/** §8: the error of an answer with the given status and body text, for fetch and XMLHttpRequest alike. */
export function httpErrorOf(status: number, statusText: string, text: string): HttpError {
  const body = readApiError(safeJson(text));
  if (body) return new HttpError(status, body.code, body.message, body.fieldErrors);
  return new HttpError(status, undefined, httpErrorFallbackMessage(status, statusText));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
