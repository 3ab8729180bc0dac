import { describe, expect, it } from 'vitest';
import { firstPaintHtml } from './first-paint';

describe('the static first paint', () => {
  const brand = { name: 'Operaattori & Co', logoUrl: '/logo.svg' };
  const person = (companyName: string | null, tourDismissed = true) => ({
    companyName,
    greetingName: 'Matti $& <i>',
    tourDismissed,
  });

  it('writes names as text, never as markup', () => {
    const html = firstPaintHtml({ brand, headedByCompany: true }, 'fi', person('<b>Yhtiö</b> "A" & B'));
    expect(html).toContain('Operaattori &#38; Co');
    expect(html).toContain('<h1>&#60;b&#62;Yhtiö&#60;/b&#62; &#34;A&#34; &#38; B</h1>');
    expect(html).not.toContain('<b>');
  });

  it("heads the page in the user's language, in Finnish when the language has no text, and not at all without one", () => {
    const headings = { fi: 'Tukipyynnöt', sv: 'Ärenden' };
    expect(firstPaintHtml({ brand, headings }, 'sv', person('Aurora'))).toContain('<h1>Ärenden</h1>');
    expect(firstPaintHtml({ brand, headings }, 'en', person('Aurora'))).toContain('<h1>Tukipyynnöt</h1>');
    expect(firstPaintHtml({ brand }, 'fi', person('Aurora'))).not.toContain('<h1>');
  });

  it("greets the user by name and opens a first visit's tour at its first step, in the user's language", () => {
    const tour = {
      progress: 'Vaihe 1/5',
      skip: 'Ohita',
      title: 'Tervetuloa',
      text: 'Etusivusi.',
      next: 'Seuraava',
    };
    const facts = {
      brand,
      greetings: { fi: 'Tervetuloa, {{name}}', sv: 'Välkommen, {{name}}' },
      tours: { fi: tour },
    };
    const first = firstPaintHtml(facts, 'sv', person('Aurora', false));
    expect(first).toContain('<p class="fp-greeting">Välkommen, Matti $&#38; &#60;i&#62;</p>');
    expect(first).toContain('<h2>Tervetuloa</h2><p class="fp-text">Etusivusi.</p>');
    expect(first).toContain('<span class="fp-button">Seuraava</span>');
    const later = firstPaintHtml(facts, 'fi', person('Aurora', true));
    expect(later).toContain('Tervetuloa, Matti');
    expect(later).not.toContain('fp-tour');
  });
});
