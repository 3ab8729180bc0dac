import { HttpError } from './http-error';

/**
 * Whether a call for the object at a page's address found none there: 404, or 400 for an address no object
 * can have (an id of the wrong shape, e.g. a mistyped link). Such a page says "not found" itself.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 404 || error.status === 400);
}
