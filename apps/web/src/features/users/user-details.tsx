import { formatServiceNumber } from '@kaista/domain/services';
import type { CompanyUser } from '@kaista/domain/users';
import { useState } from 'react';
import { InlineFormArea } from '../../lib/forms/inline-form-area';
import { useInlineFormFocus } from '../../lib/forms/use-inline-form-focus';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, FactsList } from '../../ui';
import parts from '../../ui/page/page-parts.module.css';
import { UserPhoneEditor } from './user-phone';

/**
 * The user's e-mail and mobile number. One who may change the user changes the number in place, as the
 * company's own details are changed: the number is shown once, and its form opens under the heading.
 */
export function UserDetails({
  companyId,
  user,
  mayModify,
}: {
  companyId: string;
  user: CompanyUser;
  mayModify: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const area = useInlineFormFocus(editing ? 'phone' : null);
  const done = () => setEditing(false);
  return (
    <section className={parts.section} aria-labelledby="user-details-title">
      <div className={parts.sectionHeader}>
        <h2 id="user-details-title">{t('users.details')}</h2>
        {mayModify && !editing ? (
          <Button variant="secondary" size="small" onPress={() => setEditing(true)}>
            {t('users.change-phone')}
          </Button>
        ) : null}
      </div>
      <InlineFormArea ref={area} onEscape={done}>
        {editing ? <UserPhoneEditor companyId={companyId} user={user} onDone={done} /> : null}
      </InlineFormArea>
      <FactsList stackOnNarrow>
        <dt>{t('users.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('users.phone')}</dt>
        <dd>{user.phone ? formatServiceNumber(user.phone) : t('users.no-phone')}</dd>
      </FactsList>
    </section>
  );
}
