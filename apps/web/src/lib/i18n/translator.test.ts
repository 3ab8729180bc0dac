import { describe, expect, it, vi } from 'vitest';
import { Translator, type TextTree } from './translator';

const stored: Record<string, TextTree> = {
  'en/common': { hello: 'Hello {{name}}', rows_one: '{{count}} row', rows_other: '{{count}} rows' },
  'en/tickets': { form: { subject: 'Subject' } },
  'sv/common': { hello: 'Hej {{name}}' },
  'fi/tickets': { form: { subject: 'Aihe', body: 'Kuvaus' }, only: 'Vain suomeksi' },
};

function translator(load = (language: string, namespace: string) => loadStored(language, namespace)) {
  return new Translator({
    language: 'fi',
    fallback: 'fi',
    namespaces: ['common', 'tickets'],
    defaultNamespace: 'common',
    bundled: {
      fi: { common: { hello: 'Hei {{name}}', rows_one: '{{count}} rivi', rows_other: '{{count}} riviä' } },
    },
    load,
  });
}

function loadStored(language: string, namespace: string): Promise<TextTree> {
  const tree = stored[`${language}/${namespace}`];
  return tree ? Promise.resolve(tree) : Promise.reject(new Error(`no ${language}/${namespace}`));
}

describe('Translator', () => {
  it('reads a key namespace first, walks nested texts and fills in the values', async () => {
    const i18n = translator();
    await i18n.loadNamespaces(['tickets']);
    expect(i18n.t('tickets.form.subject')).toBe('Aihe');
    expect(i18n.t('common.hello', { name: 'Anna' })).toBe('Hei Anna');
    expect(i18n.t('hello', { name: 'Anna' })).toBe('Hei Anna');
    expect(i18n.t('common.hello', { name: '$& <b>' })).toBe('Hei $& <b>');
    expect(i18n.t('common.hello')).toBe('Hei {{name}}');
  });

  it('picks the plural form by the count and the language’s rules', async () => {
    const i18n = translator();
    expect(i18n.t('common.rows', { count: 1 })).toBe('1 rivi');
    expect(i18n.t('common.rows', { count: 0 })).toBe('0 riviä');
    await i18n.changeLanguage('en');
    expect(i18n.t('common.rows', { count: 1 })).toBe('1 row');
    expect(i18n.t('common.rows', { count: 21 })).toBe('21 rows');
  });

  it('takes a text missing in the language from Finnish, and shows the key when no language has it', async () => {
    const i18n = translator();
    await i18n.loadNamespaces(['tickets']);
    await i18n.changeLanguage('en');
    expect(i18n.t('tickets.form.subject')).toBe('Subject');
    expect(i18n.t('tickets.form.body')).toBe('Kuvaus');
    expect(i18n.t('tickets.no-such-text')).toBe('no-such-text');
    expect(i18n.t('tickets.no-such-text', { defaultValue: 'Oletus' })).toBe('Oletus');
    expect(i18n.t('tickets.form')).toBe('form');
    expect(i18n.exists('tickets.only')).toBe(true);
    expect(i18n.exists('tickets.only', { lng: 'en', fallbackLng: false })).toBe(false);
    expect(i18n.exists('common.rows')).toBe(false);
    expect(i18n.exists('common.rows', { count: 2 })).toBe(true);
  });

  it('loads the namespaces in use in a new language before switching, and tells the listeners', async () => {
    const load = vi.fn(loadStored);
    const i18n = translator(load);
    await i18n.loadNamespaces(['tickets']);
    const listener = vi.fn();
    i18n.subscribe(listener);
    await i18n.changeLanguage('en');
    expect(load.mock.calls).toEqual([
      ['fi', 'tickets'],
      ['en', 'common'],
      ['en', 'tickets'],
    ]);
    expect(i18n.language).toBe('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.hasLoadedNamespaces(['common', 'tickets'])).toBe(true);
  });

  it('switches language even when its texts cannot be loaded, showing them in Finnish', async () => {
    const i18n = translator();
    await i18n.loadNamespaces(['tickets']);
    await i18n.changeLanguage('sv');
    expect(i18n.language).toBe('sv');
    expect(i18n.t('common.hello', { name: 'Anna' })).toBe('Hej Anna');
    expect(i18n.t('tickets.form.subject')).toBe('Aihe');
  });

  it('keeps the last language asked for when two changes overlap', async () => {
    const i18n = translator();
    const first = i18n.changeLanguage('en');
    const second = i18n.changeLanguage('sv');
    await Promise.all([first, second]);
    expect(i18n.language).toBe('sv');
  });

  it('reports a namespace that fails to load, and loads it when asked again', async () => {
    const load = vi
      .fn<(language: string, namespace: string) => Promise<TextTree>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(loadStored);
    const i18n = translator(load);
    await expect(i18n.loadNamespaces(['tickets'])).rejects.toThrow('offline');
    expect(i18n.hasLoadedNamespaces(['tickets'])).toBe(false);
    await i18n.loadNamespaces(['tickets']);
    expect(i18n.t('tickets.only')).toBe('Vain suomeksi');
  });

  it('loads a namespace asked for twice at once only once', async () => {
    const load = vi.fn(loadStored);
    const i18n = translator(load);
    await Promise.all([i18n.loadNamespaces(['tickets']), i18n.loadNamespaces(['tickets'])]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
