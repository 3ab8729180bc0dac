import { zip } from './zip-builder';

export interface UploadCase {
  name: string;
  fileName: string;
  declaredType: string;
  content: Buffer;
}

const PDF_HEAD = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n';
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
/** A GIF header that is also JavaScript: `GIF89a` becomes a label, the rest a comment and a call. */
const GIF_JS = Buffer.concat([
  Buffer.from('GIF89a/*'),
  Buffer.from([0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00]),
  Buffer.from('*/=alert(document.domain);//'),
]);

const latin1 = (text: string) => Buffer.from(text, 'latin1');

const CONTENT_TYPES_XML = { name: '[Content_Types].xml', data: Buffer.from('<Types/>') };
export const DOCX = zip([
  CONTENT_TYPES_XML,
  { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
]);
export const PDF = latin1(`${PDF_HEAD}trailer << /Root 1 0 R >>\n%%EOF\n`);
export const PNG = Buffer.concat([PNG_HEAD, Buffer.alloc(64, 7)]);

/** Files that must each be refused: active content dressed as a document, bombs, hostile names. */
export const HOSTILE_UPLOADS: UploadCase[] = [
  {
    name: 'HTML declared as PDF',
    fileName: 'lasku.pdf',
    declaredType: 'application/pdf',
    content: latin1(HTML),
  },
  {
    name: 'SVG declared as PDF',
    fileName: 'kuva.pdf',
    declaredType: 'application/pdf',
    content: latin1(SVG),
  },
  { name: 'SVG declared as PNG', fileName: 'logo.png', declaredType: 'image/png', content: latin1(SVG) },
  { name: 'an HTML page', fileName: 'sivu.html', declaredType: 'text/html', content: latin1(HTML) },
  { name: 'an SVG image', fileName: 'kuva.svg', declaredType: 'image/svg+xml', content: latin1(SVG) },
  { name: 'HTML as text', fileName: 'muistio.txt', declaredType: 'text/plain', content: latin1(`\n${HTML}`) },
  {
    name: 'SVG as text',
    fileName: 'data.csv',
    declaredType: 'text/csv',
    content: latin1(`<?xml version="1.0"?>${SVG}`),
  },
  {
    name: 'PDF header then HTML',
    fileName: 'raportti.pdf',
    declaredType: 'application/pdf',
    content: latin1(`${PDF_HEAD}${HTML}\n%%EOF`),
  },
  {
    name: 'PDF with a script far past its head',
    fileName: 'iso.pdf',
    declaredType: 'application/pdf',
    content: Buffer.concat([
      latin1(PDF_HEAD),
      Buffer.alloc(100_000, 0x20),
      latin1(`<ScRiPt>alert(1)</script>%%EOF`),
    ]),
  },
  {
    name: 'PNG header then SVG',
    fileName: 'kuva.png',
    declaredType: 'image/png',
    content: Buffer.concat([PNG_HEAD, latin1(SVG)]),
  },
  { name: 'GIF/JS polyglot as PNG', fileName: 'kuva.png', declaredType: 'image/png', content: GIF_JS },
  {
    name: 'GIF/JS polyglot as text',
    fileName: 'kuva.txt',
    declaredType: 'text/plain',
    content: latin1('GIF89a=alert(document.domain)//'),
  },
  { name: 'GIF/JS polyglot as GIF', fileName: 'kuva.gif', declaredType: 'image/gif', content: GIF_JS },
  {
    name: 'zip bomb as DOCX (a member declaring 4 GB)',
    fileName: 'pommi.docx',
    declaredType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    content: zip([
      CONTENT_TYPES_XML,
      { name: 'word/document.xml', data: Buffer.alloc(1_000_000), declaredSize: 0xfffffffe },
    ]),
  },
  {
    name: 'zip bomb as XLSX (many members of 100 MB)',
    fileName: 'pommi.xlsx',
    declaredType: 'application/octet-stream',
    content: zip([
      CONTENT_TYPES_XML,
      ...[1, 2, 3].map((n) => ({
        name: `xl/s${n}.xml`,
        data: Buffer.alloc(10),
        declaredSize: 100 * 1024 * 1024,
      })),
    ]),
  },
  {
    name: 'a plain zip named .docx',
    fileName: 'paketti.docx',
    declaredType: 'application/octet-stream',
    content: zip([{ name: 'a.txt', data: Buffer.from('a') }]),
  },
  {
    name: 'a DOCX without its directory',
    fileName: 'rikki.docx',
    declaredType: 'application/octet-stream',
    content: DOCX.subarray(0, DOCX.length - 40),
  },
  {
    name: '../ in the name',
    fileName: '../../etc/passwd.txt',
    declaredType: 'text/plain',
    content: latin1('root:x:0:0'),
  },
  {
    name: '..\\ in the name',
    fileName: '..\\..\\web\\index.pdf',
    declaredType: 'application/pdf',
    content: PDF,
  },
  {
    name: 'CRLF in the name',
    fileName: 'a.pdf\r\nContent-Type: text/html',
    declaredType: 'application/pdf',
    content: PDF,
  },
  { name: 'a 0-byte PDF', fileName: 'tyhja.pdf', declaredType: 'application/pdf', content: Buffer.alloc(0) },
  { name: 'a 0-byte text', fileName: 'tyhja.txt', declaredType: 'text/plain', content: Buffer.alloc(0) },
  { name: 'a real PDF declared as HTML', fileName: 'ok.pdf', declaredType: 'text/html', content: PDF },
  { name: 'a real PNG declared as SVG', fileName: 'ok.png', declaredType: 'image/svg+xml', content: PNG },
  {
    name: 'a CSV declared as JavaScript',
    fileName: 'ok.csv',
    declaredType: 'text/javascript',
    content: latin1('a;b\n1;2\n'),
  },
  { name: 'a PDF declared as plain text', fileName: 'ok.pdf', declaredType: 'text/plain', content: PDF },
];
