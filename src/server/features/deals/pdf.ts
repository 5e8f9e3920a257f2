// The agreement as a PDF (pdf-lib): the terms and parties, then an audit page with each signature's
// name, time and the SHA-256 of the signed version. The canonical JSON that hash is computed over is
// attached to the PDF, so anyone can recompute it (sha256sum) and see that these terms were signed.
// Text is set in Helvetica with WinAnsi encoding, which covers å ä ö é; other characters become '?'.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { DEAL_FIELD_LABELS, DEAL_STATUS_LABELS, SIGNATURE_NOTE, type DealField } from '@shared/deal-texts.js';
import { termText } from '@shared/deal-diff.js';
import type { TDeal } from '@shared/schemas/deal.response.js';
import { versionDocument } from './hash.js';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const stockholm = (iso: string) =>
  new Date(iso).toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm' }) + ' (svensk tid)';

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    private doc: PDFDocument,
    private font: PDFFont,
    private bold: PDFFont,
  ) {
    this.newPage();
  }
  private chars = new Set<number>();
  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }
  /** what the font cannot draw becomes '?' (pdf-lib would throw) */
  clean(s: string) {
    if (this.chars.size === 0) for (const c of this.font.getCharacterSet()) this.chars.add(c);
    return [...s.replace(/\t/g, ' ')].map((ch) => (this.chars.has(ch.codePointAt(0)!) ? ch : '?')).join('');
  }
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = [];
    for (const para of this.clean(text).split(/\r?\n/)) {
      let line = '';
      for (const word of para.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
        else {
          out.push(line);
          line = word;
        }
      }
      out.push(line);
    }
    return out;
  }
  text(s: string, { size = 10, bold = false, gap = 4 } = {}) {
    const font = bold ? this.bold : this.font;
    for (const line of this.wrap(s, font, size, A4.width - 2 * MARGIN)) {
      if (this.y - size < MARGIN) this.newPage();
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= size + 3;
    }
    this.y -= gap;
  }
  /** one unbroken line (a hash must stay whole to be compared) */
  line(s: string, size = 9) {
    if (this.y - size < MARGIN) this.newPage();
    this.page.drawText(this.clean(s), { x: MARGIN, y: this.y - size, size, font: this.font });
    this.y -= size + 5;
  }
}

export async function dealPdf(deal: TDeal): Promise<Uint8Array> {
  const version = deal.versions.find((v) => v.version === deal.version)!;
  const terms = version.terms;
  const doc = await PDFDocument.create();
  doc.setTitle(`${terms.title} (avtal ${deal.id}, version ${deal.version})`);
  doc.setSubject(`SHA-256 ${version.hash}`);
  doc.setProducer('Samverka');
  doc.setCreationDate(new Date(deal.signed_at ?? deal.updated_at));
  doc.setModificationDate(new Date(deal.signed_at ?? deal.updated_at));
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );

  w.text(terms.title, { size: 18, bold: true, gap: 6 });
  w.text(`Avtal nr ${deal.id}, version ${deal.version} · Status: ${DEAL_STATUS_LABELS[deal.status]}`, {
    size: 9,
    gap: 10,
  });
  for (const field of Object.keys(DEAL_FIELD_LABELS) as DealField[]) {
    if (field === 'title') continue;
    const value = termText(terms, field);
    if (!value) continue;
    w.text(DEAL_FIELD_LABELS[field], { size: 11, bold: true, gap: 1 });
    w.text(value, { gap: 8 });
  }
  w.text(`Part A: ${deal.parties.a.username} · Part B: ${deal.parties.b.username} (användare på Samverka)`, {
    size: 9,
  });

  w.newPage();
  w.text('Granskningssida', { size: 16, bold: true, gap: 6 });
  w.text(`Avtal nr ${deal.id}, version ${deal.version}. SHA-256 för versionens villkor:`, { gap: 1 });
  w.line(version.hash);
  w.text(
    `Kontrollsumman räknas över den bifogade filen avtal-${deal.id}-v${deal.version}.json (villkoren i kanonisk JSON). Samma summa betyder samma villkor.`,
    { size: 9, gap: 10 },
  );
  const standing = deal.signatures.filter((s) => !s.voided && s.version === deal.version);
  if (standing.length === 0) w.text('Avtalet är inte undertecknat.', { bold: true });
  for (const s of standing) {
    w.text(`Part ${s.party.toUpperCase()}: ${s.name}`, { size: 11, bold: true, gap: 1 });
    w.text(`Undertecknat ${stockholm(s.signed_at)}, version ${s.version}. SHA-256:`, { gap: 1 });
    w.line(s.hash);
    w.y -= 6;
  }
  w.text(SIGNATURE_NOTE, { size: 9, gap: 4 });

  await doc.attach(
    Buffer.from(versionDocument(Number(deal.id), deal.version, terms), 'utf8'),
    `avtal-${deal.id}-v${deal.version}.json`,
    {
      mimeType: 'application/json',
      description: 'Villkoren som kontrollsumman (SHA-256) räknas över',
    },
  );
  return doc.save();
}
