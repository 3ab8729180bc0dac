import { i18n } from '../lib/i18n/i18n';
import { notify } from '../lib/notifications/notification-store';

/** §8: the notice for an error nothing else handled; it stays until the user closes it. */
export function showFatalErrorNotice(): void {
  notify({
    id: 'fatal-error',
    text: i18n.t('error.generic'),
    language: i18n.language,
    type: 'error',
    disableAutoHide: true,
  });
}

/** §8: uncaught errors and unhandled rejections show the notice and replace the page with the error view. */
export function installGlobalErrorHandlers(showErrorView: () => void): () => void {
  const handle = () => {
    showFatalErrorNotice();
    showErrorView();
  };
  window.addEventListener('error', handle);
  window.addEventListener('unhandledrejection', handle);
  return () => {
    window.removeEventListener('error', handle);
    window.removeEventListener('unhandledrejection', handle);
  };
}
