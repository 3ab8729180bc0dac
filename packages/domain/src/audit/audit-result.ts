import type { Language } from '../shared/formatting/language';

interface ResultWords {
  ok: string;
  failed: string;
  /** Why a change failed, by the HTTP status it was answered with. */
  reasons: Readonly<Record<number, string>>;
  serverError: string;
}

const WORDS: Record<Language, ResultWords> = {
  fi: {
    ok: 'Onnistui',
    failed: 'Epäonnistui',
    reasons: {
      400: 'virheelliset tiedot',
      403: 'ei oikeutta',
      404: 'kohdetta ei löytynyt',
      409: 'ristiriidassa nykytilan kanssa',
      412: 'muutettu välillä',
      413: 'liian suuri',
      429: 'liian monta yritystä',
    },
    serverError: 'palvelun virhe',
  },
  en: {
    ok: 'Done',
    failed: 'Failed',
    reasons: {
      400: 'invalid input',
      403: 'no permission',
      404: 'not found',
      409: 'in conflict with the current state',
      412: 'changed meanwhile',
      413: 'too large',
      429: 'too many attempts',
    },
    serverError: 'service error',
  },
  sv: {
    ok: 'Klar',
    failed: 'Misslyckades',
    reasons: {
      400: 'ogiltiga uppgifter',
      403: 'behörighet saknas',
      404: 'hittades inte',
      409: 'i konflikt med nuvarande läge',
      412: 'ändrad under tiden',
      413: 'för stor',
      429: 'för många försök',
    },
    serverError: 'tjänstefel',
  },
};

/**
 * How an audited change ended, for the log and its CSV alike: done, or failed and why in words (an admin
 * reading the log is not expected to know what 409 means), with the status for whoever asks the operator.
 */
export function auditResultText(status: number, language: Language): string {
  const words = WORDS[language];
  if (status < 400) return words.ok;
  const reason = status >= 500 ? words.serverError : words.reasons[status];
  return reason ? `${words.failed}: ${reason} (${status})` : `${words.failed} (${status})`;
}
