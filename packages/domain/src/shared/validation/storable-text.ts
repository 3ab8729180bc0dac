// NUL cannot be stored in a PostgreSQL text and a lone surrogate is not Unicode text at all (it has no UTF-8
// form), so no input of any call may carry either, whatever else its own field allows.
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether a text can be stored and shown again exactly: no NUL character, no unpaired surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}
