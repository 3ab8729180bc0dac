import { addressText } from '@kaista/domain/services';
import { broadbandSearchOf, type Offering } from '@kaista/domain/ordering';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { HttpError } from '../../lib/http/http-error';
import { Button, EmptyState, LoadingPlaceholder, Notification, RadioGroup, TextField } from '../../ui';
import { useAddBundle } from './cart-line-mutations';
import { useCart, useCartOwner } from './cart-queries';
import { broadbandAddressesQuery, broadbandOffersQuery } from './catalogue-queries';
import { cartRefusalKey } from './cart-refusal';
import { pricesText } from './price-text';
import styles from './ordering.module.css';

/**
 * Issue 10, fixed broadband by address: the broadband category starts with the installation address, found in
 * the operator's network (the availability search's data); then only the products that address can have are
 * offered, with their speeds, and the one added to the cart takes the address as its installation address.
 */
export function BroadbandByAddress({ offerings }: { offerings: readonly Offering[] }) {
  const { t, i18n } = useTranslation();
  const owner = useCartOwner();
  const navigate = useNavigate();
  const { cart } = useCart();
  const add = useAddBundle();
  // Opened from the availability search's "Order", the address it found is searched and chosen already.
  const [params] = useSearchParams();
  const [opened] = useState(() => broadbandSearchOf(params));
  const [street, setStreet] = useState(opened?.streetAddress ?? '');
  const [city, setCity] = useState(opened?.city ?? '');
  const [streetError, setStreetError] = useState<string>();
  const [search, setSearch] = useState<{ streetAddress: string; city: string } | null>(
    opened && { streetAddress: opened.streetAddress, city: opened.city },
  );
  const [addressId, setAddressId] = useState<string | null>(opened?.addressId ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const addresses = useQuery(broadbandAddressesQuery(owner, search));
  const answer = useQuery(broadbandOffersQuery(owner, addressId));

  function find(event: FormEvent) {
    event.preventDefault();
    if (street.trim().length < 2) {
      setStreetError(t('ordering.broadband.street-required'));
      return;
    }
    setStreetError(undefined);
    setAddressId(null);
    setSearch({ streetAddress: street.trim(), city: city.trim() });
  }

  async function addToCart(offering: Offering) {
    setFailure(null);
    try {
      await add.mutateAsync({
        cart,
        input: {
          rootBundleTemplateId: offering.rootBundleTemplateId,
          productCode: offering.code,
          quantity: 1,
          products: [],
          addressId: addressId!,
        },
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // The address or the rule the server refused, a cart changed meanwhile, or the §8 code's text; a bare
      // status is told by the call's notice alone.
      const key = cartRefusalKey(error);
      setFailure(key ? t(key) : null);
      return;
    }
    void navigate('cart');
  }

  const available = new Map((answer.data?.products ?? []).map((product) => [product.productCode, product]));
  const offered = offerings.filter((offering) => available.has(offering.code));
  return (
    <section aria-labelledby="broadband-address-title" className={styles.panelSection}>
      <h2 id="broadband-address-title" className={styles.sectionTitle}>
        {t('ordering.broadband.title')}
      </h2>
      <p className={styles.hint}>{t('ordering.broadband.intro')}</p>
      <form className={styles.form} onSubmit={find} noValidate>
        <TextField
          label={t('ordering.broadband.street')}
          value={street}
          onChange={setStreet}
          isRequired
          maxLength={100}
          errorMessage={streetError}
          description={t('ordering.broadband.street-hint')}
        />
        <TextField label={t('ordering.broadband.city')} value={city} onChange={setCity} maxLength={40} />
        <div className={styles.actions}>
          <Button type="submit">{t('ordering.broadband.search')}</Button>
        </div>
      </form>
      {search === null ? null : addresses.isPending ? (
        <LoadingPlaceholder label={t('ordering.loading')} />
      ) : addresses.data?.length ? (
        <RadioGroup
          label={t('ordering.broadband.addresses')}
          options={addresses.data.map((address) => ({
            value: address.id,
            label: addressText(address),
          }))}
          value={addressId}
          onChange={setAddressId}
        />
      ) : (
        <EmptyState>{t('ordering.broadband.no-addresses')}</EmptyState>
      )}
      {failure ? <Notification type="error">{failure}</Notification> : null}
      {answer.data ? (
        <p className={styles.hint}>
          {t('ordering.broadband.access', {
            technology: t(`ordering.broadband.technology.${answer.data.access.technology}`),
            down: answer.data.access.maxDownMbps,
            up: answer.data.access.maxUpMbps,
          })}
        </p>
      ) : null}
      {addressId === null ? null : answer.isPending ? (
        <LoadingPlaceholder label={t('ordering.loading')} />
      ) : offered.length ? (
        <ul className={styles.cards} aria-label={t('ordering.broadband.offers')}>
          {offered.map((offering) => {
            const speed = available.get(offering.code)!;
            return (
              <li key={offering.code} className={styles.card}>
                <h3 className={styles.cardTitle}>{offering.name}</h3>
                <p>
                  {t(`ordering.broadband.technology.${speed.technology}`)} ·{' '}
                  {t('ordering.broadband.speed', { down: speed.downMbps, up: speed.upMbps })}
                </p>
                <p className={styles.price}>{pricesText(t, i18n.language, offering.prices)}</p>
                <Button onPress={() => void addToCart(offering)} isDisabled={add.isPending}>
                  {t('ordering.broadband.add', { name: offering.name })}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyState>{t('ordering.broadband.none-here')}</EmptyState>
      )}
    </section>
  );
}
