import { intlLocale } from '@kaista/domain/shared/formatting';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { currentLanguage } from '../lib/i18n/language';
import { useTranslation } from '../lib/i18n/use-translation';

/** React Aria's own texts (a dropdown's default placeholder, for one) follow the portal's language. */
function AriaLocale({ children }: { children: ReactNode }) {
  useTranslation();
  return <I18nProvider locale={intlLocale(currentLanguage())}>{children}</I18nProvider>;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <AriaLocale>{children}</AriaLocale>
    </QueryClientProvider>
  );
}
