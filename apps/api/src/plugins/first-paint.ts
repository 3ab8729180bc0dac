/** The id of the static first paint in the served index.html; the app removes it when it draws its shell. */
export const FIRST_PAINT_ID = 'first-paint';

export interface FirstPaintFacts {
  brand: { name: string; logoUrl: string };
  /** The page's heading in each language; absent for a page the table gives none. */
  headings?: Record<string, string>;
  /** The page is headed by the company's name once it is known (home). */
  headedByCompany?: boolean;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// Sizes are the app's own (app-shell, header, primary-nav and page modules, through the design tokens of the
// entry's style sheet), so the app's shell takes the place of this one without anything moving.
export const FIRST_PAINT_STYLE = `<style>
#${FIRST_PAINT_ID}{position:fixed;inset:0;z-index:100;overflow:hidden;background:var(--color-surface-muted)}
#${FIRST_PAINT_ID} .fp-header{background:var(--color-surface);border-bottom:1px solid var(--color-border)}
#${FIRST_PAINT_ID} .fp-top{display:flex;align-items:center;gap:var(--space-3);max-width:1200px;height:64px;margin:0 auto;padding:0 var(--space-4)}
#${FIRST_PAINT_ID} .fp-toggle{display:none;width:44px;height:44px}
#${FIRST_PAINT_ID} .fp-logo{display:inline-flex;align-items:center;gap:var(--space-2);font-size:var(--font-size-lg);font-weight:var(--font-weight-strong)}
#${FIRST_PAINT_ID} .fp-company{min-width:0;padding-left:var(--space-3);border-left:1px solid var(--color-border);overflow:hidden;color:var(--color-text-muted);text-overflow:ellipsis;white-space:nowrap}
#${FIRST_PAINT_ID} .fp-nav{height:57px;border-top:1px solid var(--color-border)}
#${FIRST_PAINT_ID} .fp-main{max-width:1200px;margin:0 auto;padding:var(--space-5) var(--space-4)}
#${FIRST_PAINT_ID} h1{margin:0;font-size:var(--font-size-xl);overflow-wrap:anywhere}
@media (max-width:767px){#${FIRST_PAINT_ID} .fp-top{height:var(--header-height-mobile);padding:0 var(--space-2);gap:var(--space-2)}#${FIRST_PAINT_ID} .fp-toggle{display:block}#${FIRST_PAINT_ID} .fp-nav,#${FIRST_PAINT_ID} .fp-company{display:none}}
</style>`;

/**
 * What a page the visit starts on shows before the app has run (LCP and FCP, issue 17): the header (logo,
 * operator, company, the navigation's place) and the page's heading in the user's language, drawn by the
 * browser from the HTML alone. It covers the app's root, so the app's loading states underneath are not seen,
 * and is hidden from assistive technology, which meets the page once the app has drawn it.
 */
export function firstPaintHtml(facts: FirstPaintFacts, language: string, companyName: string | null): string {
  const heading =
    (facts.headedByCompany ? companyName : null) ?? facts.headings?.[language] ?? facts.headings?.fi ?? null;
  const company = companyName ? `<span class="fp-company">${escapeHtml(companyName)}</span>` : '';
  return [
    `<div id="${FIRST_PAINT_ID}" aria-hidden="true"><header class="fp-header"><div class="fp-top">`,
    `<span class="fp-toggle"></span><span class="fp-logo"><img src="${escapeHtml(facts.brand.logoUrl)}" alt="" width="32" height="32">`,
    `${escapeHtml(facts.brand.name)}</span>${company}</div><div class="fp-nav"></div></header>`,
    `<main class="fp-main">${heading ? `<h1>${escapeHtml(heading)}</h1>` : ''}</main></div>`,
  ].join('');
}
