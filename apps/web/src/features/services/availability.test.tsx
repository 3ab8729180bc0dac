import {
  availabilityCalls,
  type AvailabilityAddress,
  type AvailabilityAnswer,
} from '@kaista/domain/services';
import { PERMISSIONS } from '@kaista/domain/shared/roles';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { auroraManagerWith } from '../../test/test-users';
import { servicesRoutes } from './services-routes';

const address = (n: number): AvailabilityAddress => ({
  id: `00000000-0000-4000-8081-${String(1000 + n).padStart(12, '0')}`,
  street: 'Satamakatu',
  houseNumber: String(n),
  postalNumber: '00160',
  city: 'Helsinki',
});
const FIBRE = {
  productCode: 'FBB_KUITU_300',
  name: 'Kaista Yrityskuitu 300M',
  technology: 'FIBER' as const,
  downMbps: 300,
  upMbps: 300,
  monthlyCents: 3990,
};
const answerFor = (n: number, products = [FIBRE]): AvailabilityAnswer => ({
  address: address(n),
  access: { technology: 'FIBER', maxDownMbps: 1000, maxUpMbps: 1000 },
  products,
});
const PARAMS = answer(availabilityCalls.productSearchParams, () => ({
  technologies: ['FIBER' as const, 'VDSL' as const, 'FWA_5G' as const],
  speeds: [300, 1000],
}));

describe('availability search', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(cleanup);
  const render = (search = '', user = auroraManagerWith(PERMISSIONS)) =>
    renderRoutes([{ path: ':companyId', children: servicesRoutes }], `/100001/availability-search${search}`, {
      user,
    });
  const find = async (street: string) => {
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Street address/ }, { timeout: 15_000 }),
      street,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Helsinki');
    await userEvent.click(screen.getByRole('button', { name: 'Check availability' }));
  };

  it('chooses the one address found, tells its line and leads from a product to the order capture at the address', async () => {
    const calls = mockApi([
      PARAMS,
      answer(availabilityCalls.addresses, () => [address(12)]),
      answer(availabilityCalls.products, () => answerFor(12)),
    ]);
    const { router } = render();
    await find('Satamakatu 12');
    expect(await screen.findByText('Line: fibre, up to 1000/1000 Mbit/s')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Satamakatu 12, 00160 Helsinki' })).toBeChecked();
    const row = within(screen.getByRole('table', { name: 'Available products' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(/Kaista Yrityskuitu 300M.*fibre.*300\/300 Mbit\/s.*€39.90 \/ month/);
    expect(screen.getByRole('link', { name: 'Order: Kaista Yrityskuitu 300M' })).toHaveAttribute(
      'href',
      // The order capture's broadband tab, with this address found and chosen: not to be searched for again.
      `/100001/order/new?category=broadband&street=Satamakatu+12&city=Helsinki&address=${address(12).id}`,
    );
    expect(
      calls.find((call) => call.url.pathname.endsWith('/addresses'))?.url.searchParams.get('streetAddress'),
    ).toBe('Satamakatu 12');
    // The search is in the address, so a reload or a shared link shows the same result.
    expect(router.state.location.search).toBe('?street=Satamakatu+12&city=Helsinki');
  });

  it('waits for a choice among several addresses, then asks at least the speed chosen', async () => {
    const calls = mockApi([
      PARAMS,
      answer(availabilityCalls.addresses, () => [address(1), address(2)]),
      answer(availabilityCalls.products, ({ body }) =>
        (body as { minDownMbps?: number }).minDownMbps === 1000 ? answerFor(2, []) : answerFor(2),
      ),
    ]);
    const { router } = render();
    await find('Satamakatu');
    expect(await screen.findByText('Choose an address to see its products and speeds.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname.endsWith('/availability/products'))).toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: 'Satamakatu 2, 00160 Helsinki' }));
    expect(await screen.findByRole('link', { name: 'Order: Kaista Yrityskuitu 300M' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Speed at least/ }));
    await userEvent.click(await screen.findByRole('option', { name: '1000 Mbit/s' }));
    expect(
      await screen.findByText('No products are available at this address at this speed.'),
    ).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ addressId: address(2).id, minDownMbps: 1000 });
    expect(new URLSearchParams(router.state.location.search).get('speed')).toBe('1000');
  });

  it('opens a shared search with its address and speed, and says when more addresses match than it shows', async () => {
    const calls = mockApi([
      PARAMS,
      answer(availabilityCalls.addresses, () => Array.from({ length: 20 }, (_, i) => address(i + 1))),
      answer(availabilityCalls.products, () => answerFor(3)),
    ]);
    render(`?street=Satamakatu&address=${address(3).id}&speed=300`);
    expect(await screen.findByRole('textbox', { name: /Street address/ }, { timeout: 15_000 })).toHaveValue(
      'Satamakatu',
    );
    expect(await screen.findByText(/Showing the first 20 addresses/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Satamakatu 3, 00160 Helsinki' })).toBeChecked();
    expect(await screen.findByText('Kaista Yrityskuitu 300M')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ addressId: address(3).id, minDownMbps: 300 });
  });

  it('asks nothing the call would refuse when the address was edited by hand', async () => {
    const calls = mockApi([
      PARAMS,
      answer(availabilityCalls.addresses, () => [address(1), address(2)]),
      answer(availabilityCalls.products, () => answerFor(1)),
    ]);
    render('?street=Satamakatu&address=not-an-id&speed=-5');
    expect(await screen.findByText('Choose an address to see its products and speeds.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Satamakatu 1, 00160 Helsinki' }));
    expect(await screen.findByText('Kaista Yrityskuitu 300M')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ addressId: address(1).id });
  });

  it('shows the products without a way to order them to someone who may not order', async () => {
    mockApi([
      PARAMS,
      answer(availabilityCalls.addresses, () => [address(12)]),
      answer(availabilityCalls.products, () => answerFor(12)),
    ]);
    render('', auroraManagerWith(['AvailabilitySearchReadAvailability', 'ServicesReadService']));
    await find('Satamakatu 12');
    expect(await screen.findByText('Kaista Yrityskuitu 300M')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Order/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Order' })).not.toBeInTheDocument();
  });

  it('tells at the street field why a search too short to run is not made, and asks nothing', async () => {
    const calls = mockApi([PARAMS, answer(availabilityCalls.addresses, () => [])]);
    render();
    const street = await screen.findByRole('textbox', { name: /Street address/ }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('validation.cannot-be-empty'));
    expect(street).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(street, 'S');
    await userEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('validation.min-length'));
    expect(calls.filter((call) => call.url.pathname.endsWith('/addresses'))).toHaveLength(0);
    await userEvent.type(street, 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByText(i18n.t('services.availability.no-addresses'))).toBeInTheDocument();
    expect(street).not.toHaveAttribute('aria-invalid');
  });
});
