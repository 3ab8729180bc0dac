import { useTranslation } from '../../lib/i18n/use-translation';
import { HttpError } from '../../lib/http/http-error';
import { Notification, type PoaRefusalText } from '../../ui';
import { ActionError } from './action-error';

/** A refusal of a power of attorney or its result: a §4 POA result in words, else what ActionError says. */
function PoaRefusal({ error }: { error: Error }) {
  const { t } = useTranslation();
  if (error instanceof HttpError && error.code?.startsWith('POA_'))
    return <Notification type="error">{t(`services.poa.result.${error.code}`)}</Notification>;
  return <ActionError error={error} />;
}

export const showPoaRefusal: PoaRefusalText = (error) => <PoaRefusal error={error} />;
