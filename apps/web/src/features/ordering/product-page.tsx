import {
  BundleRuleError,
  CART_QUANTITY_MAX,
  addressRefusal,
  applicableBundles,
  changeProduct,
  choiceType,
  isPrefilled,
  rulesOf,
  startLine,
  type Bundle,
  type BundleStructure,
  type ChosenProduct,
} from '@kaista/domain/ordering';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { HttpError } from '../../lib/http/http-error';
import { useCompanyId } from '../../lib/routing/company-id';
import {
  Button,
  Checkbox,
  LoadingPlaceholder,
  Notification,
  Page,
  PageHeader,
  QuantityStepper,
  RadioGroup,
  PrimaryLink,
} from '../../ui';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { useAddBundle } from './cart-line-mutations';
import { useCart, useCartOwner } from './cart-queries';
import { offeringsQuery, preselectionsQuery, stocksQuery, structureQuery } from './catalogue-queries';
import { cartRefusalKey } from './cart-refusal';
import { pricesText } from './price-text';
import styles from './ordering.module.css';

/** §2 /order/new/product/{code}: the offering with its child bundles (§4 choices) and the quantity. */
export function ProductPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const { code = '' } = useParams();
  const offerings = useQuery(offeringsQuery(companyId, undefined));
  const offering = offerings.data?.offerings.find((candidate) => candidate.code === code);
  const structure = useQuery(structureQuery(companyId, offering?.rootBundleTemplateId ?? ''));
  // §9 product-preselections: the server says what choosing the offering pre-selects; else the page's rule.
  const preselecting = useFeatureFlags()['product-preselections'];
  const preselections = useQuery(
    preselectionsQuery(useCartOwner(), offering?.rootBundleTemplateId ?? '', code, preselecting),
  );
  if (
    offerings.isPending ||
    (offering && structure.isPending) ||
    (offering && preselecting && preselections.isPending)
  )
    return <LoadingPlaceholder label={t('ordering.loading')} />;
  if (!offering || !structure.data) return <p>{t('ordering.unknown-product')}</p>;
  return (
    <ProductForm
      preselected={preselections.data?.products}
      structure={structure.data}
      code={code}
      name={offering.name}
      description={offering.description}
    />
  );
}

function ProductForm(props: {
  structure: BundleStructure;
  code: string;
  name: string;
  description: string;
  preselected: ChosenProduct[] | undefined;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { cart } = useCart();
  const add = useAddBundle();
  const [chosen, setChosen] = useState<ChosenProduct[]>(
    () => props.preselected ?? startLine(props.structure, props.code),
  );
  // §7 POST /products/stocks: a device's units in stock now, with its §4 level (low, none).
  const stocked = props.structure.products.some((p) => p.code === props.code && p.stock !== null);
  const stocks = useQuery(stocksQuery(useCartOwner(), stocked ? [props.code] : []));
  const stock = stocks.data?.stocks.find((entry) => entry.productCode === props.code);
  const [quantity, setQuantity] = useState(1);
  const children = applicableBundles(props.structure, chosen).filter(
    (b) => !b.mainProductBundle && !isPrefilled(b),
  );
  // What the last choice did beyond itself: a catalogue rule it broke (refused) or a product it replaced.
  const [notice, setNotice] = useState<{ type: 'error' | 'info'; text: string } | null>(null);
  const productName = (code: string) => props.structure.products.find((p) => p.code === code);
  const nameOf = (code: string) => productName(code)?.name ?? code;
  const choose = (bundle: Bundle, productCode: string, action: 'ADD' | 'REMOVE' | 'CHANGE') => {
    try {
      const next = changeProduct(
        props.structure,
        chosen,
        { bundleTemplateId: bundle.originalId, productCode },
        action,
      );
      const kept = new Set(next.map((product) => product.productCode));
      const replaced = rulesOf(props.structure, productCode).find(
        (rule) =>
          rule.kind === 'MODIFIES' &&
          chosen.some((product) => product.productCode === rule.targetCode) &&
          !kept.has(rule.targetCode),
      );
      setNotice(
        replaced
          ? {
              type: 'info',
              text: t('ordering.product-rule.modified', {
                product: nameOf(productCode),
                target: nameOf(replaced.targetCode),
              }),
            }
          : null,
      );
      setChosen(next);
    } catch (error) {
      if (!(error instanceof BundleRuleError)) throw error;
      setNotice({
        type: 'error',
        text: error.rule
          ? t(`ordering.product-rule.broken-${error.reason}`, {
              product: nameOf(error.rule.productCode),
              target: nameOf(error.rule.targetCode),
            })
          : t(`ordering.bundle-rule.${error.reason}`),
      });
    }
  };
  /** The product's price and its catalogue rules (§7 restrictions, prerequisites, modifications) in words. */
  const option = (code: string) => {
    const product = productName(code);
    const rules = (['EXCLUDES', 'REQUIRES', 'MODIFIES'] as const).flatMap((kind) => {
      const names = rulesOf(props.structure, code)
        .filter((rule) => rule.kind === kind)
        .map((rule) => nameOf(rule.targetCode));
      return names.length > 0 ? [t(`ordering.product-rule.${kind}`, { names: names.join(', ') })] : [];
    });
    return {
      value: code,
      label: product?.name ?? code,
      description: [product ? pricesText(t, i18n.language, product.prices) : '', ...rules]
        .filter(Boolean)
        .join(' · '),
    };
  };

  async function addToCart() {
    try {
      await add.mutateAsync({
        cart,
        input: {
          rootBundleTemplateId: props.structure.rootBundleTemplateId,
          productCode: props.code,
          quantity,
          // The line is what the page shows chosen: a default the user took out is not put back.
          defaults: false,
          products: chosen.filter((product) => product.productCode !== props.code),
        },
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // The call's notice has said the §8 code's text (no stock) or the status's; the page says the rule the
      // choice broke, a cart changed meanwhile or the same code's text, never another text beside it.
      const key = cartRefusalKey(error);
      setNotice(key ? { type: 'error', text: t(key) } : null);
      return;
    }
    void navigate('../../cart', { relative: 'path' });
  }

  const main = productName(props.code);
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
      {children.map((bundle) => {
        const inBundle = chosen
          .filter((p) => p.bundleTemplateId === bundle.originalId)
          .map((p) => p.productCode);
        return choiceType(bundle) === 'SINGLE_VALUE' && bundle.minItemsRequired === 1 ? (
          <RadioGroup
            key={bundle.originalId}
            label={bundle.name}
            options={bundle.products.map((p) => option(p.code))}
            value={inBundle[0] ?? null}
            onChange={(code) => choose(bundle, code, 'CHANGE')}
            isRequired
          />
        ) : (
          <fieldset key={bundle.originalId} className={styles.choices}>
            <legend>{bundle.name}</legend>
            {bundle.products.map((p) => (
              <Checkbox
                key={p.code}
                isSelected={inBundle.includes(p.code)}
                isDisabled={!inBundle.includes(p.code) && inBundle.length >= bundle.maxItemsAllowed}
                onChange={(selected) => choose(bundle, p.code, selected ? 'ADD' : 'REMOVE')}
              >
                {option(p.code).label} <span className={styles.hint}>{option(p.code).description}</span>
              </Checkbox>
            ))}
          </fieldset>
        );
      })}
      <QuantityStepper
        label={t('ordering.quantity')}
        decreaseLabel={t('ordering.decrease')}
        increaseLabel={t('ordering.increase')}
        value={quantity}
        onChange={setQuantity}
        max={Math.min(CART_QUANTITY_MAX, Math.max(1, stock?.units ?? main?.stock ?? CART_QUANTITY_MAX))}
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
          onPress={() => void addToCart()}
          isLoading={add.isPending}
          loadingLabel={t('ordering.adding')}
          isDisabled={stock?.level === 'NO_STOCK'}
        >
          {t('ordering.add-to-cart')}
        </Button>
      )}
    </Page>
  );
}
