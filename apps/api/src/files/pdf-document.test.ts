import { describe, expect, it } from 'vitest';
import { printedLines } from '../test/pdf-lines';
import { newPdfDocument, toWinAnsi } from './pdf-document';

describe('a PDF in the standard fonts', () => {
  it('keeps what WinAnsi holds and gives other characters their base letter, else a question mark', () => {
    expect(toWinAnsi('Yhteensä 1 234,50 € – “Öljy” Å')).toBe('Yhteensä 1 234,50 € – “Öljy” Å');
    expect(toWinAnsi('\u22123,90\u00a0€')).toBe('-3,90\u00a0€');
    expect(toWinAnsi('Łukasz Żak, Dvořák, İstanbul')).toBe('Lukasz Zak, Dvorák, Istanbul');
    expect(toWinAnsi('日本 ✓')).toBe('?? ?');
  });

  it('prints a Finnish negative amount with its minus and a foreign name readably', async () => {
    const doc = await newPdfDocument({ size: 'A4' });
    doc.text('\u22123,90 €').text('Łukasz Żak');
    doc.end();
    const lines = await printedLines(doc);
    expect(lines).toContain('-3,90 €');
    expect(lines).toContain('Lukasz Zak');
  });
});
