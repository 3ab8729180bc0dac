/** The id of the static first paint in the served index.html; the app removes it when it draws its shell. */
export const FIRST_PAINT_ID = 'first-paint';

export interface FirstPaintFacts {
  brand: { name: string; logoUrl: string };
  /** The page's heading in each language; absent for a page the table gives none. */
  headings?: Record<string, string>;
  /** The page is headed by the company's name once it is known (home). */
  headedByCompany?: boolean;
  /** The greeting under the heading in each language, the user's name as {{name}} (home). */
  greetings?: Record<string, string>;
  /** The first step of the tour a first visit opens with, in each language (home). */
  tours?: Record<string, TourTexts>;
}

export interface TourTexts {
  progress: string;
  skip: string;
  title: string;
  text: string;
  next: string;
}

/** Who the page is for, from the session's answers in the page. */
export interface FirstPaintPerson {
  companyName: string | null;
  /** The name the app greets the user by (first name, or the whole name without one). */
  greetingName: string;
  tourDismissed: boolean;
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
#${FIRST_PAINT_ID} .fp-page{display:flex;flex-direction:column;gap:var(--space-4)}
#${FIRST_PAINT_ID} .fp-greeting{margin:var(--space-1) 0 0;color:var(--color-text-muted)}
#${FIRST_PAINT_ID} .fp-tour{display:flex;flex-direction:column;gap:var(--space-2);padding:var(--space-4);border:1px solid var(--brand);border-left-width:4px;border-radius:var(--radius-md);background:var(--color-surface)}
#${FIRST_PAINT_ID} .fp-tour-head,#${FIRST_PAINT_ID} .fp-actions{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--space-2)}
#${FIRST_PAINT_ID} .fp-actions{justify-content:flex-start}
#${FIRST_PAINT_ID} .fp-progress{margin:0;color:var(--color-text-muted);font-size:var(--font-size-sm)}
#${FIRST_PAINT_ID} h2{margin:0;font-size:var(--font-size-lg)}
#${FIRST_PAINT_ID} .fp-text{margin:0;max-width:60ch}
#${FIRST_PAINT_ID} .fp-button{display:inline-flex;align-items:center;justify-content:center;min-height:var(--control-height-sm);padding:0 var(--space-3);border:1px solid transparent;border-radius:var(--radius-sm);font-size:var(--font-size-sm);font-weight:var(--font-weight-strong);line-height:1.25;background:var(--brand);color:var(--on-brand)}
#${FIRST_PAINT_ID} .fp-tertiary{padding:0 var(--space-2);background:transparent;color:var(--color-accent-text)}
@media (max-width:767px){#${FIRST_PAINT_ID} .fp-top{height:var(--header-height-mobile);padding:0 var(--space-2);gap:var(--space-2)}#${FIRST_PAINT_ID} .fp-toggle{display:block}#${FIRST_PAINT_ID} .fp-nav,#${FIRST_PAINT_ID} .fp-company{display:none}}
@media (max-width:359px){#${FIRST_PAINT_ID} .fp-logo span{display:none}}
</style>`;

/** Home's greeting under the heading (home-page.tsx draws the same). */
function greetingHtml(facts: FirstPaintFacts, language: string, person: FirstPaintPerson): string {
  const greeting = facts.greetings?.[language] ?? facts.greetings?.fi;
  if (!greeting) return '';
  return `<p class="fp-greeting">${escapeHtml(greeting.replace('{{name}}', () => person.greetingName))}</p>`;
}

/**
 * The tour's first step a first visit opens with (home-tour.tsx draws the same), the largest text on home
 * before its data. Its buttons are drawn, not yet working: the app's take their place as it draws the page.
 */
function tourHtml(facts: FirstPaintFacts, language: string, person: FirstPaintPerson): string {
  const tour = person.tourDismissed ? undefined : (facts.tours?.[language] ?? facts.tours?.fi);
  if (!tour) return '';
  return [
    `<div class="fp-tour"><div class="fp-tour-head"><p class="fp-progress">${escapeHtml(tour.progress)}</p>`,
    `<span class="fp-button fp-tertiary">${escapeHtml(tour.skip)}</span></div>`,
    `<h2>${escapeHtml(tour.title)}</h2><p class="fp-text">${escapeHtml(tour.text)}</p>`,
    `<div class="fp-actions"><span class="fp-button">${escapeHtml(tour.next)}</span></div></div>`,
  ].join('');
}

/**
 * What a page the visit starts on shows before the app has run (LCP and FCP, issue 17): the header (logo,
 * operator, company, the navigation's place), the page's heading in the user's language and, on home, what it
 * shows under the heading before its data (the greeting, a first visit's tour), drawn by the browser from the
 * HTML alone. It covers the app's root, so the app's loading states underneath are not seen, and is hidden from
 * assistive technology, which meets the page once the app has drawn it.
 */
export function firstPaintHtml(facts: FirstPaintFacts, language: string, person: FirstPaintPerson): string {
  const { companyName } = person;
  const heading =
    (facts.headedByCompany ? companyName : null) ?? facts.headings?.[language] ?? facts.headings?.fi ?? null;
  const company = companyName ? `<span class="fp-company">${escapeHtml(companyName)}</span>` : '';
  return [
    `<div id="${FIRST_PAINT_ID}" aria-hidden="true"><header class="fp-header"><div class="fp-top">`,
    `<span class="fp-toggle"></span><span class="fp-logo"><img src="${escapeHtml(facts.brand.logoUrl)}" alt="" width="32" height="32">`,
    `${escapeHtml(facts.brand.name)}</span>${company}</div><div class="fp-nav"></div></header>`,
    `<main class="fp-main"><div class="fp-page"><div>${heading ? `<h1>${escapeHtml(heading)}</h1>` : ''}`,
    `${greetingHtml(facts, language, person)}</div>${tourHtml(facts, language, person)}</div></main></div>`,
  ].join('');
}
