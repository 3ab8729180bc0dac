import { expect } from '@playwright/test';
import { AURORA, loginAs, test } from '../fixtures';
import { cartSubscriptionFor, fillPayerAndDelivery } from './ordering-helpers';

test('an order whose answer is lost after the server made it is sent again under its key and made once', async ({
  page,
}) => {
  await loginAs(page, 'manager@aurora.example', `/${AURORA}/order/new`);
  await cartSubscriptionFor(page, 'Anna Virtanen');
  await fillPayerAndDelivery(page, 'Anna Virtanen');
  const endUser = page.getByRole('region', { name: 'Loppukäyttäjä' });
  await endUser.getByRole('textbox', { name: /Etunimi/ }).fill('Anna');
  await endUser.getByRole('textbox', { name: /Sukunimi/ }).fill('Virtanen');
  await endUser.getByRole('textbox', { name: /Sähköposti/ }).fill('anna.virtanen@aurora.example');
  await endUser.getByRole('button', { name: 'Tallenna loppukäyttäjä' }).click();
  await expect(endUser.getByText('Tallennettu.')).toBeVisible();

  // The connection drops after the server has made the order: the page, and the transport's own resends,
  // get no answer.
  let madeNumber = '';
  const keys: string[] = [];
  await page.route(/\/orders$/, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!madeNumber)
      madeNumber = ((await (await route.fetch()).json()) as { orderNumber: string }).orderNumber;
    return route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Lähetä tilaus' }).click();
  await expect(page.getByText(/Tilaukseen ei saatu vastausta/)).toBeVisible({ timeout: 20_000 });
  expect(madeNumber).toMatch(/^\d+$/);
  await expect(page.getByText('Jokin meni vikaan', { exact: false })).toHaveCount(0);

  await page.unroute(/\/orders$/);
  const resent = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/orders$/.test(request.url()),
  );
  await page.getByRole('button', { name: 'Yritä uudelleen' }).click();
  expect((await resent).headers()['idempotency-key']).toBe(keys[0]);
  // The answer is the first order's, replayed: a second order would have a number of its own.
  await expect(page.getByText(`Tilaus ${madeNumber} on vastaanotettu.`)).toBeVisible();
  expect(new Set(keys).size).toBe(1);
});
