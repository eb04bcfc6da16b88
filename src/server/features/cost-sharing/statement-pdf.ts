// pdfkit: maintained (releases through 2025), pure JavaScript with no native build, streams its
// output, and its standard fonts need no font file, which keeps a month's statement a few KB.
import PDFDocument from 'pdfkit';
import { NAIROBI_TIME_ZONE } from '../../../shared/constants.ts';
import { formatKsh } from '../../../shared/format-money.ts';
import { intlLocale, type Language } from '../../../shared/language.ts';
import { formatNairobiDateTime } from '../../../shared/nairobi-time.ts';
import type { CostSharingStatement } from '../../../shared/schemas/cost-sharing.ts';
import { statementWords } from './statement-words.ts';

export interface StatementPdfInput {
  statement: CostSharingStatement;
  driver: { fullName: string; phoneNumber: string };
  plates: string[];
  language: Language;
  madeAt: Date;
}

// The standard fonts write Windows-1252 only: an address in another script keeps its Latin
// letters (accents dropped) and shows '?' for the rest rather than garbage.
const WIN_ANSI_EXTRAS = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
const printable = (text: string) =>
  [...text.normalize('NFC')]
    .map((ch) => {
      if (ch.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRAS.has(ch)) return ch;
      const bare = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      return [...bare].every((c) => c.charCodeAt(0) <= 0xff) ? bare : '?';
    })
    .join('');

/** 'November 2026' / 'Novemba 2026'. */
function monthInWords(month: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T00:00:00Z`));
}

/**
 * The driver's monthly cost-sharing statement as a PDF in their language: an A5 page (read on a
 * phone at its width, 9-point text is as large as 12-point on A4), who and which car, why the
 * price is capped, whether passengers ever paid more than the car's cost, then one row per ride
 * and the totals. Answers the document, already ended, to stream.
 */
export function statementPdf(input: StatementPdfInput): PDFKit.PDFDocument {
  const { statement, language } = input;
  const words = statementWords(language);
  const month = monthInWords(statement.month, language);
  const doc = new PDFDocument({
    size: 'A5',
    margin: 28,
    info: { Title: `Pamoja: ${words.title}, ${month}`, Author: 'Pamoja' },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const write = (text: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(printable(text), { width, ...options });

  doc.font('Helvetica-Bold').fontSize(15).fillColor('#0f5132');
  write(`Pamoja: ${words.title}`);
  doc.font('Helvetica').fontSize(10).fillColor('#111111').moveDown(0.4);
  write(`${words.month}: ${month}`);
  write(`${words.driver}: ${input.driver.fullName}   ${words.phone}: ${input.driver.phoneNumber}`);
  if (input.plates.length > 0) write(`${words.vehicles}: ${input.plates.join(', ')}`);
  doc.moveDown(0.6).fontSize(9);
  write(words.why);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(10);
  write(statement.paidNeverAboveCost ? words.neverAbove(month) : words.notShown);
  doc.moveDown(0.6);

  if (statement.rides.length === 0) {
    doc.font('Helvetica').fontSize(9);
    write(words.noRides);
  } else {
    // Date | Route | Km | Car cost | Paid: the route wraps, the figures stay right-aligned.
    const columns = [78, width - 78 - 34 - 52 - 52, 34, 52, 52];
    const row = (cells: string[], bold = false) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
      const texts = cells.map(printable);
      const heights = texts.map((text, i) => doc.heightOfString(text, { width: columns[i] }));
      const height = Math.max(...heights) + 4;
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const y = doc.y;
      let x = left;
      texts.forEach((text, i) => {
        doc.text(text, x, y, { width: (columns[i] ?? 0) - 3, align: i >= 2 ? 'right' : 'left' });
        x += columns[i] ?? 0;
      });
      doc
        .moveTo(left, y + height - 2)
        .lineTo(left + width, y + height - 2)
        .lineWidth(0.3)
        .strokeColor('#bbbbbb')
        .stroke();
      doc.x = left;
      doc.y = y + height;
    };
    row([words.date, words.route, words.km, words.carCost, words.paid], true);
    for (const ride of statement.rides) {
      row([
        formatNairobiDateTime(ride.departureTime, language),
        `${ride.pickupAddress} – ${ride.destinationAddress}`,
        ride.distanceKm === null ? '–' : ride.distanceKm.toFixed(1),
        ride.carCostKsh === null ? words.notRecorded : formatKsh(ride.carCostKsh),
        formatKsh(ride.paidKsh),
      ]);
    }
    const { totals } = statement;
    row(
      [
        words.total(totals.rides),
        '',
        totals.distanceKm.toFixed(1),
        formatKsh(totals.carCostKsh),
        formatKsh(totals.paidKsh),
      ],
      true,
    );
  }

  doc.moveDown(0.8).font('Helvetica').fontSize(7.5).fillColor('#444444');
  write(words.carCostNote);
  const madeOn = new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: NAIROBI_TIME_ZONE,
  }).format(input.madeAt);
  write(words.made(madeOn));
  doc.end();
  return doc;
}
