/**
 * The portal's own translator (issue 17: i18next and react-i18next were 17.6 kB of the first load's gzipped
 * JavaScript, for the little of them the portal uses). What it does, all of it:
 * - a key names its namespace first when that part is a namespace (`tickets.form.subject`), else the
 *   default one; the rest walks the namespace's nested texts;
 * - a text missing in the language comes from the fallback language, a text missing in both shows the key
 *   without its namespace (or the caller's `defaultValue`);
 * - `{{name}}` takes the caller's value, `count` picks the plural form (`key_one`, `key_other`) by the
 *   language's plural rules;
 * - namespaces are loaded when asked for, in every language in use.
 */

/** One namespace's texts in one language. */
export type TextTree = { [key: string]: string | TextTree };
export type TOptions = { count?: number; defaultValue?: string; [value: string]: unknown };
export type TFunction = (key: string, options?: TOptions) => string;

export interface TranslatorSetup {
  language: string;
  fallback: string;
  namespaces: readonly string[];
  defaultNamespace: string;
  /** Namespaces that ship with the code, by language. */
  bundled: Record<string, Record<string, TextTree>>;
  load: (language: string, namespace: string) => Promise<TextTree>;
}

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in options ? String(options[name] ?? '') : whole,
  );
}

export class Translator {
  language: string;
  private readonly texts = new Map<string, TextTree>();
  private readonly loads = new Map<string, Promise<void>>();
  private readonly namespacesInUse: Set<string>;
  private readonly languagesInUse: Set<string>;
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private readonly listeners = new Set<() => void>();
  private languageRequest = 0;

  constructor(private readonly setup: TranslatorSetup) {
    this.language = setup.language;
    this.languagesInUse = new Set([setup.language, setup.fallback]);
    this.namespacesInUse = new Set();
    for (const [language, namespaces] of Object.entries(setup.bundled)) {
      for (const [namespace, tree] of Object.entries(namespaces)) {
        this.texts.set(`${language}/${namespace}`, tree);
        this.namespacesInUse.add(namespace);
      }
    }
  }

  /** Translates in the current language. */
  t: TFunction = (key, options) => this.translate(this.language, key, options);

  getFixedT(language: string): TFunction {
    return (key, options) => this.translate(language, key, options);
  }

  exists(key: string, options: { lng?: string; fallbackLng?: false; count?: number } = {}): boolean {
    const language = options.lng ?? this.language;
    const languages = options.fallbackLng === false ? [language] : [language, this.setup.fallback];
    const [namespace, path] = this.split(key);
    if (this.lookUp(languages, namespace, path, options.count) !== undefined) return true;
    return languages.some((each) => typeof this.find(each, namespace, path) === 'object');
  }

  /** Switches language once its texts are in; texts that fail to load show in the fallback language. */
  async changeLanguage(language: string): Promise<void> {
    const request = ++this.languageRequest;
    this.languagesInUse.add(language);
    await this.loadAll([language], [...this.namespacesInUse]).catch(() => undefined);
    if (request !== this.languageRequest || language === this.language) return;
    this.language = language;
    this.listeners.forEach((listener) => listener());
  }

  loadNamespaces(namespaces: readonly string[]): Promise<void> {
    namespaces.forEach((namespace) => this.namespacesInUse.add(namespace));
    return this.loadAll([...this.languagesInUse], namespaces);
  }

  loadLanguages(languages: readonly string[]): Promise<void> {
    languages.forEach((language) => this.languagesInUse.add(language));
    return this.loadAll(languages, [...this.namespacesInUse]);
  }

  hasLoadedNamespaces(namespaces: readonly string[]): boolean {
    return namespaces.every((namespace) => this.texts.has(`${this.language}/${namespace}`));
  }

  /** For useSyncExternalStore: called when the language changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private translate(language: string, key: string, options?: TOptions): string {
    const [namespace, path] = this.split(key);
    const languages = language === this.setup.fallback ? [language] : [language, this.setup.fallback];
    const text = this.lookUp(languages, namespace, path, options?.count) ?? options?.defaultValue;
    return text === undefined ? path : interpolate(text, options);
  }

  private split(key: string): [namespace: string, path: string] {
    const dot = key.indexOf('.');
    const first = key.slice(0, dot);
    return dot > 0 && this.setup.namespaces.includes(first)
      ? [first, key.slice(dot + 1)]
      : [this.setup.defaultNamespace, key];
  }

  /** The plural form in any of the languages comes before the plain text, as i18next had it. */
  private lookUp(languages: string[], namespace: string, path: string, count: unknown): string | undefined {
    const candidates = (language: string) =>
      typeof count === 'number' ? [`${path}_${this.pluralOf(language, count)}`, path] : [path];
    for (const index of [0, 1]) {
      for (const language of languages) {
        const candidate = candidates(language)[index];
        const text = candidate === undefined ? undefined : this.find(language, namespace, candidate);
        if (typeof text === 'string') return text;
      }
    }
    return undefined;
  }

  private find(language: string, namespace: string, path: string): string | TextTree | undefined {
    let node: string | TextTree | undefined = this.texts.get(`${language}/${namespace}`);
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return node;
  }

  private pluralOf(language: string, count: number): string {
    let rules = this.pluralRules.get(language);
    if (!rules) this.pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  }

  private loadAll(languages: readonly string[], namespaces: readonly string[]): Promise<void> {
    const loads = languages.flatMap((language) => namespaces.map((each) => this.loadOne(language, each)));
    return Promise.all(loads).then(() => undefined);
  }

  /** Each namespace loads once per language; a load that fails may be tried again. */
  private loadOne(language: string, namespace: string): Promise<void> {
    const name = `${language}/${namespace}`;
    if (this.texts.has(name)) return Promise.resolve();
    const pending = this.loads.get(name);
    if (pending) return pending;
    const load = this.setup.load(language, namespace).then(
      (tree) => void this.texts.set(name, tree),
      (error: unknown) => {
        this.loads.delete(name);
        throw error;
      },
    );
    this.loads.set(name, load);
    return load;
  }
}
