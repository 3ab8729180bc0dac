import type { BenchScenario } from '../scenario';

const search = (query: string, extra = '') =>
  `/api/businesses/search2?query=${encodeURIComponent(query)}&includeCustomerStatus=true${extra}`;

/**
 * §2 /0 company search over the 10k companies of the large dataset (trigram index): a part of a name, a
 * business ID, a customer number, a word every company has (ranking all 10k) and a deep page of it.
 */
export const companySearchScenario: BenchScenario = {
  name: 'company-search',
  persona: 'cc@kaista.example',
  targets: [
    { title: 'GET search2, part of a name', method: 'GET', path: search('company 4242') },
    { title: 'GET search2, business ID', method: 'GET', path: search('2048049-4') },
    { title: 'GET search2, customer number', method: 'GET', path: search('DNA207777') },
    { title: 'GET search2, a word in all 10k names', method: 'GET', path: search('benchmark') },
    {
      title: 'GET search2, its page at offset 9 000',
      method: 'GET',
      path: search('benchmark', '&offset=9000'),
    },
    { title: 'GET search2, a short prefix ("aur")', method: 'GET', path: search('aur') },
  ],
};
