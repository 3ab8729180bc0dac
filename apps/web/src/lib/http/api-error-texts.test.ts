import {
  API_ERROR_CODES,
  API_ERROR_TEXTS,
  apiErrorMessageKey,
  apiErrorTextKey,
  httpStatusNoticeKey,
} from '@kaista/domain/shared/api';
import { describe, expect, it } from 'vitest';
import finnish from '../../locales/fi/common.json';

type Tree = { [key: string]: string | Tree };

const textAt = (tree: Tree, key: string): string | undefined => {
  const value = key
    .split('.')
    .reduce<Tree | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  return typeof value === 'string' ? value : undefined;
};

// §8: the notice of an API error is named by its code or its text at run time, so the named-keys test cannot
// see these keys; without a text the user would read the raw key.
describe('the notices of API errors (§8)', () => {
  it('has words for every error code, plain-text error and HTTP status the portal answers', () => {
    const keys = [
      // SUCCESS is an activation's result, never a notice.
      ...API_ERROR_CODES.filter((code) => code !== 'SUCCESS').map(apiErrorMessageKey),
      ...Object.values(API_ERROR_TEXTS).map(apiErrorTextKey),
      ...[400, 401, 403, 404, 409, 412, 413, 500].map(httpStatusNoticeKey),
    ].filter((key): key is string => key !== null);
    expect(keys.length).toBeGreaterThan(API_ERROR_CODES.length);
    expect(keys.filter((key) => !textAt(finnish as Tree, key))).toEqual([]);
  });
});
