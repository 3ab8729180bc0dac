/** What the standard PDF fonts (Helvetica in WinAnsi encoding) hold beyond ASCII and Latin-1. */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Characters with no letter to fall back on when their marks are dropped, and the spaces and dashes of Intl. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2009': ' ',
  '\u202f': ' ',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
};

function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    code === 9 ||
    code === 10 ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.includes(character)
  );
}

/**
 * A text the standard fonts can print. They hold WinAnsi only, and pdfkit writes any other character as bytes
 * of another glyph: Intl's minus sign (U+2212, in Finnish and Swedish amounts) printed as `"3,90 €`, a
 * credit as a charge, and "Łukasz Żak" as `V¶7¢{ak`. A letter outside keeps its base letter (Ż as Z, Ł as L),
 * anything else is a question mark: readable, never another character.
 */
export function toWinAnsi(text: string): string {
  let printable = '';
  for (const character of text) {
    if (isWinAnsi(character)) {
      printable += character;
      continue;
    }
    const base = LOOK_ALIKES[character] ?? character.normalize('NFD').replace(/\p{M}/gu, '');
    printable += base !== '' && [...base].every(isWinAnsi) ? base : '?';
  }
  return printable;
}

type Text = (...args: unknown[]) => PDFKit.PDFDocument;

/**
 * A pdfkit document whose every text is made printable by the standard fonts first (`toWinAnsi`). pdfkit loads
 * with the first document asked for, not at every start.
 */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument(options);
  const text = doc.text.bind(doc) as Text;
  const printableText: Text = (value, ...rest) =>
    text(typeof value === 'string' ? toWinAnsi(value) : value, ...rest);
  doc.text = printableText as unknown as typeof doc.text;
  return doc;
}
