import type { Readable } from 'node:stream';
import { inflateSync } from 'node:zlib';

// WinAnsi's 0x80–0x9F (Node's decoders read them as Latin-1's control characters); '?' where it has none.
const WIN_ANSI_80_9F = '€?‚ƒ„…†‡ˆ‰Š‹Œ?Ž??‘’“”•–—˜™š›œ?žŸ';
const fromWinAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80_9F[byte - 0x80] : String.fromCharCode(byte)))
    .join('');

/** The lines a PDF prints: each text run of its compressed page streams, its hex glyphs read as WinAnsi. */
export async function printedLines(pdfStream: Readable | Buffer): Promise<string[]> {
  const chunks: Buffer[] = [];
  if (Buffer.isBuffer(pdfStream)) chunks.push(pdfStream);
  else for await (const chunk of pdfStream) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks).toString('latin1');
  const streams = [...pdf.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].flatMap((match) => {
    try {
      return [inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1')];
    } catch {
      return []; // a font or image stream, not a page's text
    }
  });
  return streams.flatMap((stream) =>
    [...stream.matchAll(/\[(.*?)\] TJ/g)].map((run) =>
      [...(run[1] ?? '').matchAll(/<([0-9a-f]*)>/g)]
        .map((hex) => fromWinAnsi(Buffer.from(hex[1] ?? '', 'hex')))
        .join(''),
    ),
  );
}
