import type { Readable } from 'node:stream';
import { BILLER } from '@kaista/domain/invoices';
import { formatServiceNumber } from '@kaista/domain/services';
import { formatDate, type Language } from '@kaista/domain/shared/formatting';
import { newPdfDocument } from '../files/pdf-document';

export interface PoaPaper {
  /** What the holder authorises: managing a service of the company, or porting the number in (decision 018). */
  kind: 'service' | 'port-in';
  companyName: string;
  number: string;
  holderName: string;
  holderPersonalId: string;
  validUntil: string;
  /** The day it is printed, an ISO date. */
  printedOn: string;
}

const TEXTS: Record<
  Language,
  {
    title: string;
    holder: string;
    personalId: string;
    number: string;
    portInNumber: string;
    company: string;
    validUntil: string;
    body: (paper: PoaPaper) => string;
    portInBody: (paper: PoaPaper) => string;
    placeAndDate: string;
    signature: string;
    nameInPrint: string;
    printed: string;
  }
> = {
  fi: {
    title: 'Valtakirja',
    holder: 'Valtuuttaja (numeron haltija)',
    personalId: 'Henkilötunnus',
    number: 'Liittymän numero',
    portInNumber: 'Siirrettävä numero',
    company: 'Valtuutettu yritys',
    validUntil: 'Voimassa',
    body: (paper) =>
      `Valtuutan yrityksen ${paper.companyName} hallinnoimaan liittymää ${formatServiceNumber(paper.number)} ` +
      `ja siirtämään sen omistuksen yritykselle ${BILLER.name}:n palvelussa. Valtakirja on voimassa ` +
      `${formatDate(paper.validUntil)} asti.`,
    portInBody: (paper) =>
      `Valtuutan yrityksen ${paper.companyName} siirtämään numeron ${formatServiceNumber(paper.number)} ` +
      `nykyiseltä operaattorilta ${BILLER.name}:n palveluun ja ottamaan sen omistukseensa. Valtakirja on ` +
      `voimassa ${formatDate(paper.validUntil)} asti.`,
    placeAndDate: 'Paikka ja päivämäärä',
    signature: 'Allekirjoitus',
    nameInPrint: 'Nimenselvennys',
    printed: 'Tulostettu',
  },
  en: {
    title: 'Power of attorney',
    holder: 'Principal (holder of the number)',
    personalId: 'Personal identity code',
    number: 'Subscription number',
    portInNumber: 'Number to be ported in',
    company: 'Authorised company',
    validUntil: 'Valid until',
    body: (paper) =>
      `I authorise ${paper.companyName} to manage the subscription ${formatServiceNumber(paper.number)} and ` +
      `to transfer its ownership to the company in the service of ${BILLER.name}. This power of attorney is ` +
      `valid until ${formatDate(paper.validUntil)}.`,
    portInBody: (paper) =>
      `I authorise ${paper.companyName} to port the number ${formatServiceNumber(paper.number)} from its ` +
      `current operator to the service of ${BILLER.name} and to take over its ownership. This power of ` +
      `attorney is valid until ${formatDate(paper.validUntil)}.`,
    placeAndDate: 'Place and date',
    signature: 'Signature',
    nameInPrint: 'Name in print',
    printed: 'Printed',
  },
  sv: {
    title: 'Fullmakt',
    holder: 'Fullmaktsgivare (nummerinnehavare)',
    personalId: 'Personbeteckning',
    number: 'Abonnemangets nummer',
    portInNumber: 'Nummer som flyttas',
    company: 'Befullmäktigat företag',
    validUntil: 'Giltig till',
    body: (paper) =>
      `Jag befullmäktigar ${paper.companyName} att förvalta abonnemanget ${formatServiceNumber(paper.number)} ` +
      `och att överföra dess ägande till företaget i ${BILLER.name}s tjänst. Fullmakten gäller till ` +
      `${formatDate(paper.validUntil)}.`,
    portInBody: (paper) =>
      `Jag befullmäktigar ${paper.companyName} att flytta numret ${formatServiceNumber(paper.number)} från ` +
      `dess nuvarande operatör till ${BILLER.name}s tjänst och att överta dess ägande. Fullmakten gäller ` +
      `till ${formatDate(paper.validUntil)}.`,
    placeAndDate: 'Ort och datum',
    signature: 'Underskrift',
    nameInPrint: 'Namnförtydligande',
    printed: 'Utskriven',
  },
};

const LEFT = 50;
const WIDTH = 495;

/**
 * §7 POST /poa/pdf: the power of attorney on one A4 page, to be printed and signed by the holder; a service's
 * and a port-in's differ only in what the holder authorises.
 */
export async function poaPdf(paper: PoaPaper, language: Language): Promise<Readable> {
  const texts = TEXTS[language];
  const doc = await newPdfDocument({
    size: 'A4',
    margin: 50,
    lang: language,
    info: { Creator: 'Kaista', Title: `${texts.title} ${formatServiceNumber(paper.number)}` },
  });
  doc.font('Helvetica-Bold').fontSize(18).text(texts.title, LEFT, 60);
  doc.moveDown(1.5);
  const field = (label: string, value: string) => {
    doc.font('Helvetica').fontSize(9).fillColor('#555555').text(label, LEFT, doc.y, { width: WIDTH });
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(value, LEFT, doc.y, { width: WIDTH });
    doc.moveDown(0.8);
  };
  field(texts.holder, paper.holderName);
  field(texts.personalId, paper.holderPersonalId);
  const portIn = paper.kind === 'port-in';
  field(portIn ? texts.portInNumber : texts.number, formatServiceNumber(paper.number));
  field(texts.company, paper.companyName);
  field(texts.validUntil, formatDate(paper.validUntil));
  doc.moveDown(1);
  const body = portIn ? texts.portInBody(paper) : texts.body(paper);
  doc.font('Helvetica').fontSize(11).text(body, LEFT, doc.y, { width: WIDTH, align: 'left' });
  doc.moveDown(4);
  for (const label of [texts.placeAndDate, texts.signature, texts.nameInPrint]) {
    const y = doc.y;
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + 300, y)
      .stroke();
    doc.fontSize(9).text(label, LEFT, y + 4, { width: 300 });
    doc.moveDown(3);
  }
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(`${texts.printed} ${formatDate(paper.printedOn)} · ${BILLER.name}`, LEFT, 780, { width: WIDTH });
  doc.end();
  return doc;
}
