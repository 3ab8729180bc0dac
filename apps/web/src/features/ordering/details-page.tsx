import { portInCodes, type Cart, type PreorderResult } from '@kaista/domain/ordering';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { HttpError } from '../../lib/http/http-error';
import { Button, DoneNotice, EmptyState, LoadingPlaceholder, Page, PageHeader } from '../../ui';
import { ContactsSection } from './contacts-section';
import { DeliverySection } from './delivery-section';
import type { Problems } from './details-section';
import { EndUserSection } from './end-user-section';
import { PayerSection } from './payer-section';
import { ChangeImpactPanel } from './change-impact';
import { ContentProblems } from './content-problems';
import { MissingDetails } from './missing-details';
import { NumberPortSection } from './number-port-section';
import { OrderSteps } from './order-steps';
import { useAnalyticsEvent, useCart } from './cart-queries';
import { usePreorderCheck } from './order-submit-queries';
import { totalsText } from './price-text';
import styles from './ordering.module.css';
import { isSameCart } from './submit-intent';
import { refusalKey, SubmitUncertain } from './submit-uncertain';
import { type OrderSubmission, useOrderSubmission } from './use-order-submission';

/** The fields of the details step; any other field of a check is an item's value on the contents step. */
const DETAIL_FIELDS = new Set(['payer', 'deliveryInfo', 'endUser', 'company']);

const problemsOf = (result: PreorderResult): Problems =>
  Object.fromEntries(result.actions.flatMap((action) => action.errors.map((e) => [e.field, e.key])));

/** A failed call: an error answer, or fetch's TypeError when no answer came. Anything else is a bug. */
const isCallFailure = (error: unknown) => error instanceof HttpError || error instanceof TypeError;

/**
 * §2 /order/new/details: the payer and cost centre, the delivery address, the end user and the confirmation
 * contacts, then the totals and the submit. The §7 pre-order check runs first and puts each error on its
 * field (§5: any action not SUCCESS blocks the order). §4: a manual credit check shows the credit-check
 * article as a persistent warning; otherwise an info notification gives the order number.
 */
export function DetailsPage() {
  const { t } = useTranslation();
  const { cart, isPending } = useCart();
  const submission = useOrderSubmission();
  useAnalyticsEvent('begin_checkout', cart?.code);
  if (isPending) return <LoadingPlaceholder label={t('ordering.loading')} />;
  return (
    <Page labelledBy="details-title">
      <PageHeader
        id="details-title"
        title={t('ordering.steps.details')}
        intro={t('ordering.details.intro')}
      />
      <OrderSteps />
      {!cart || cart.lines.length === 0 ? (
        <EmptyState>{t('ordering.empty-cart')}</EmptyState>
      ) : (
        <DetailsForm key={cart.code} cart={cart} submission={submission} />
      )}
    </Page>
  );
}

function DetailsForm({ cart, submission }: { cart: Cart; submission: OrderSubmission }) {
  const { t, i18n } = useTranslation();
  const check = usePreorderCheck();
  // This very cart was sent and no answer came: sending it again (under its key, with no new check, which a
  // cart the lost submit did order would fail) either orders it or tells the order already made.
  const isUncertain = isSameCart(submission.uncertain, cart);
  const [checked, setProblems] = useState<Problems>({});
  // A detail given since the check is no longer missing.
  const problems = Object.fromEntries(
    Object.entries(checked).filter(
      ([field, key]) =>
        !(field === 'payer' && key === 'ordering.preorder.PAYER_REQUIRED' && cart.details.payer) &&
        !(field === 'deliveryInfo' && cart.details.deliveryInfo),
    ),
  );
  const [failure, setFailure] = useState<string | null>(null);
  // Each press of the submit, so that a refusal said again takes the focus again.
  const [attempt, setAttempt] = useState(0);
  const shownFailure =
    failure === 'ordering.fix-errors' && Object.keys(problems).length === 0 ? null : failure;
  // A port-in's fields (`bundleNo.productCode.code`) are filled in on this step, in the number section.
  const portIns = portInCodes(cart);
  const isPortInField = (field: string) => portIns.has(field.split('.')[1] ?? '');
  const contentProblems = Object.keys(problems).filter(
    (field) => !DETAIL_FIELDS.has(field) && !isPortInField(field),
  );

  async function order() {
    setFailure(null);
    setAttempt((count) => count + 1);
    if (!isUncertain && !(await passesCheck())) return;
    const error = await submission.send(cart);
    if (!error) return;
    if (Object.keys(error.fieldErrors).length > 0) setProblems(error.fieldErrors);
    else setFailure(refusalKey(error));
  }

  async function passesCheck(): Promise<boolean> {
    let result: PreorderResult;
    try {
      result = await check.mutateAsync(cart);
    } catch (error) {
      // Unhandled, the rejection would replace the whole page with the error view.
      if (!isCallFailure(error)) throw error;
      // The call's notice has told what happened (a §8 code's text, the status's); the page says the order
      // was not sent.
      setFailure('ordering.check-failed');
      return false;
    }
    setProblems(problemsOf(result));
    if (result.overall !== 'SUCCESS') {
      setFailure(problemsOf(result)['company'] ?? 'ordering.fix-errors');
      return false;
    }
    return true;
  }

  return (
    <>
      {isUncertain ? (
        <SubmitUncertain onRetry={() => void order()} isPending={submission.isPending} />
      ) : shownFailure ? (
        // The submit is at the foot of a long page: the refusal at its head takes the focus, or the user
        // would see nothing happen.
        <DoneNotice key={attempt} type="error">
          {t(shownFailure)}
        </DoneNotice>
      ) : null}
      <ContentProblems cart={cart} problems={problems} fields={contentProblems} />
      {/* The check's own answer, whose identity tells the transfer forms that a new check has spoken. */}
      <NumberPortSection cart={cart} problems={checked} />
      <PayerSection cart={cart} problem={problems['payer']} />
      <DeliverySection cart={cart} problem={problems['deliveryInfo']} />
      <EndUserSection cart={cart} problem={problems['endUser']} />
      <ContactsSection cart={cart} />
      <section aria-labelledby="summary-title" className={styles.detailsSection}>
        <h2 id="summary-title" className={styles.sectionTitle}>
          {t('ordering.details.summary')}
        </h2>
        <ul className={styles.lines}>
          {cart.lines.map((line) => (
            <li key={line.orderlineBundleNo} className={styles.summaryRow}>
              <span>
                {line.quantity} × {line.products[0]?.name ?? line.name}
              </span>
              <span>{totalsText(t, i18n.language, line.totals)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.total}>
          {t('ordering.total')}: {totalsText(t, i18n.language, cart.totals)}
        </p>
        <ChangeImpactPanel cart={cart} />
        <MissingDetails cart={cart} />
        <Button
          onPress={() => void order()}
          isLoading={check.isPending || submission.isPending}
          loadingLabel={t('ordering.submitting')}
        >
          {t('ordering.submit')}
        </Button>
      </section>
    </>
  );
}
