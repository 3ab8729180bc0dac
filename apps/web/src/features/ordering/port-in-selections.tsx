import {
  characteristicField,
  PORT_IN_POA_CODE,
  type Cart,
  type CartLineView,
  type NumberPorts,
} from '@kaista/domain/ordering';
import { Fragment } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { Problems } from './details-section';
import { PortInForm } from './port-in-form';
import { PortInPoa } from './port-in-poa';

/**
 * A port-in line's transfers, one per selection (a line of three subscriptions ports three numbers), each
 * with its power of attorney when the transfer changes the number's owner (decision 018).
 */
export function PortInSelections({
  cart,
  line,
  lineName,
  ports,
  problems,
}: {
  cart: Cart;
  line: CartLineView;
  lineName: string;
  ports: NumberPorts;
  problems: Problems;
}) {
  const { t } = useTranslation();
  return line.selections.map((selection, index) => {
    const entry = ports.numberPorts.find((port) => port.bundleNo === selection.bundleNo);
    return entry ? (
      <Fragment key={selection.bundleNo}>
        <PortInForm
          cart={cart}
          entry={entry}
          ports={ports}
          title={
            line.quantity > 1
              ? t('ordering.port-in.selection', { name: lineName, n: index + 1, count: line.quantity })
              : t('ordering.port-in.single', { name: lineName })
          }
          problems={problems}
        />
        {entry.poa.required ? (
          <PortInPoa
            cart={cart}
            entry={entry}
            flagged={characteristicField(entry.bundleNo, entry.productCode, PORT_IN_POA_CODE) in problems}
          />
        ) : null}
      </Fragment>
    ) : null;
  });
}
