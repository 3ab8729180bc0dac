import { apiErrorSchema } from '@kaista/domain';

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
  const parsed = safeJson(text);
  const body = apiErrorSchema.safeParse(parsed);
  if (body.success) {
    return new HttpError(response.status, body.data.code, body.data.message, body.data.fieldErrors);
  }
  return new HttpError(response.status, undefined, `HTTP error: ${response.status} - ${response.statusText}`);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
