import { addressRefusal, type BundleStructure, type ChosenProduct } from '@kaista/domain/ordering';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, Notification, Page, PageHeader, PrimaryLink, QuantityStepper } from '../../ui';
import { BundleChoice } from './bundle-choice';
import { pricesText } from './price-text';
import { choiceBundles, chosenIn, quantityMax } from './product-choice-rules';
import { productOption } from './product-option';
import { productOf } from './structure-products';
import { useAddProduct } from './use-add-product';
import { useProductChoices } from './use-product-choices';
import { useProductStock } from './use-product-stock';
import styles from './ordering.module.css';

/** The offering's price and stock, its child bundles' choices, the quantity and the add to cart. */
export function ProductForm(props: {
  structure: BundleStructure;
  code: string;
  name: string;
  description: string;
  preselected: ChosenProduct[] | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { chosen, choose, notice, setNotice } = useProductChoices(
    props.structure,
    props.code,
    props.preselected,
  );
  const stock = useProductStock(props.structure, props.code);
  const [quantity, setQuantity] = useState(1);
  const { addToCart, isAdding } = useAddProduct(props.structure, props.code, setNotice);
  const option = (code: string) => productOption(t, i18n.language, props.structure, code);
  const main = productOf(props.structure, props.code);
  return (
    <Page labelledBy="product-title">
      <PageHeader id="product-title" title={props.name} intro={props.description} />
      <p className={styles.price}>{main ? pricesText(t, i18n.language, main.prices) : null}</p>
      {stock ? (
        <p className={styles.hint} data-testid="product-stock">
          {t(`ordering.stock.${stock.level}`, { count: stock.units })}
        </p>
      ) : null}
      {notice ? (
        <Notification type={notice.type} isLive>
          {notice.text}
        </Notification>
      ) : null}
      {choiceBundles(props.structure, chosen).map((bundle) => (
        <BundleChoice
          key={bundle.originalId}
          bundle={bundle}
          chosen={chosenIn(chosen, bundle)}
          option={option}
          onChoose={choose}
        />
      ))}
      <QuantityStepper
        label={t('ordering.quantity')}
        decreaseLabel={t('ordering.decrease')}
        increaseLabel={t('ordering.increase')}
        value={quantity}
        onChange={setQuantity}
        max={quantityMax(stock?.units, main?.stock)}
      />
      {addressRefusal(main, undefined) ? (
        // A fixed line is ordered for an address (issue 10): the broadband tab finds it and adds the line.
        <>
          <Notification type="info">{t('ordering.broadband.address-required')}</Notification>
          <PrimaryLink to="../..?category=broadband" relative="path">
            {t('ordering.broadband.choose-address')}
          </PrimaryLink>
        </>
      ) : (
        <Button
          onPress={() => void addToCart(quantity, chosen)}
          isLoading={isAdding}
          loadingLabel={t('ordering.adding')}
          isDisabled={stock?.level === 'NO_STOCK'}
        >
          {t('ordering.add-to-cart')}
        </Button>
      )}
    </Page>
  );
}
