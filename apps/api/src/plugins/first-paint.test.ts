import { describe, expect, it } from 'vitest';
import { firstPaintHtml } from './first-paint';

describe('the static first paint', () => {
  const brand = { name: 'Operaattori & Co', logoUrl: '/logo.svg' };

  it('writes names as text, never as markup', () => {
    const html = firstPaintHtml({ brand, headedByCompany: true }, 'fi', '<b>Yhtiö</b> "A" & B');
    expect(html).toContain('Operaattori &#38; Co');
    expect(html).toContain('<h1>&#60;b&#62;Yhtiö&#60;/b&#62; &#34;A&#34; &#38; B</h1>');
    expect(html).not.toContain('<b>');
  });

  it("heads the page in the user's language, in Finnish when the language has no text, and not at all without one", () => {
    const headings = { fi: 'Tukipyynnöt', sv: 'Ärenden' };
    expect(firstPaintHtml({ brand, headings }, 'sv', 'Aurora')).toContain('<h1>Ärenden</h1>');
    expect(firstPaintHtml({ brand, headings }, 'en', 'Aurora')).toContain('<h1>Tukipyynnöt</h1>');
    expect(firstPaintHtml({ brand }, 'fi', 'Aurora')).not.toContain('<h1>');
  });
});
