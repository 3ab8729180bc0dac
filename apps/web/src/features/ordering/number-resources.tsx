import { formatServiceNumber } from '@kaista/domain/services';
import {
  CHARACTERISTIC_CODES,
  characteristicField,
  NUMBER_RANGE_WARNING_LEVELS,
  type Cart,
} from '@kaista/domain/ordering';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { HttpError } from '../../lib/http/http-error';
import { Button, Notification } from '../../ui';
import { useCartOwner } from './cart-queries';
import { failureKey } from './details-section';
import { numberResourcesQuery, useAssignNumbers } from './number-queries';
import styles from './ordering.module.css';

/**
 * §7 number resources on the details step: each new and CSN number of the cart with its kind and who will use
 * it (matchEndUser), the §4 range warning of each kind and number type (a short register is an info: the
 * operator's range gives the rest), and one button that assigns every open number from its range
 * (assignNumbers; a number left open is otherwise taken at submit). A number the pre-order check or the
 * submit refused (its reservation lapsed and someone else has it: §8 'Lock item expired') says so at its line.
 */
export function NumberResources({
  cart,
  problems,
}: {
  cart: Cart;
  problems: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const owner = useCartOwner();
  const resources = useQuery(numberResourcesQuery(owner, cart));
  const assign = useAssignNumbers();
  const [failure, setFailure] = useState<string | null>(null);
  const data = resources.data;
  if (!data || data.resources.length === 0) return null;
  const open = data.resources.filter((resource) => resource.number === null).length;

  async function assignAll() {
    setFailure(null);
    try {
      await assign.mutateAsync({ cart, input: {} });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      setFailure(failureKey(error, { 409: 'ordering.number-resources.ran-out' }));
    }
  }

  return (
    <div className={styles.selection}>
      <h3 className={styles.subTitle}>{t('ordering.number-resources.title')}</h3>
      {data.ranges.map((range) =>
        range.warning ? (
          <Notification
            key={`${range.kind}.${range.numberType}`}
            type={NUMBER_RANGE_WARNING_LEVELS[range.warning]}
          >
            {t(`ordering.number-warning.${range.warning}`)}{' '}
            {t('ordering.number-resources.range', {
              kind: t(`ordering.number-kind.NUMBER_${range.kind}`),
              available: range.available,
              needed: range.needed,
            })}
          </Notification>
        ) : null,
      )}
      {failure ? <Notification type="error">{t(failure)}</Notification> : null}
      <ul className={styles.numberResources}>
        {data.resources.map((resource) => {
          const problem =
            problems[
              characteristicField(resource.bundleNo, resource.productCode, CHARACTERISTIC_CODES.number)
            ];
          return (
            <li key={`${resource.bundleNo}.${resource.productCode}`}>
              <span>
                {resource.endUser
                  ? t('ordering.number-resources.for-user', {
                      name: resource.lineName,
                      user: resource.endUser,
                    })
                  : resource.lineName}{' '}
                <span className={styles.numberKind}>{t(`ordering.number-kind.NUMBER_${resource.kind}`)}</span>
              </span>
              <strong>
                {resource.number ? formatServiceNumber(resource.number) : t('ordering.number-resources.open')}
              </strong>
              {problem ? (
                <Notification type="error" isLive>
                  {t(problem)}
                </Notification>
              ) : null}
            </li>
          );
        })}
      </ul>
      {open > 0 ? (
        <div>
          <Button
            variant="secondary"
            onPress={() => void assignAll()}
            isLoading={assign.isPending}
            loadingLabel={t('ordering.saving')}
          >
            {t('ordering.number-resources.assign', { count: open })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
