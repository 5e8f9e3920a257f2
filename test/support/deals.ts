// Helpers of the deal tests: two parties, a deal between them, signing and reading a PDF's text back.
import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  type PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFString,
} from 'pdf-lib';
import type { TestContext, TestUser } from '@test/support/harness.js';
import type { TDeal } from '@shared/schemas/deal.response.js';
import type { TDealTermsInput } from '@shared/schemas/deal.js';

export const PASSWORD = 'hemligt-lösenord';

export function dealApi(t: TestContext) {
  const json = async <T>(res: Response) => (await res.json()) as T;
  const api = {
    signUp: async (type: Parameters<TestContext['signUp']>[0]) => {
      await t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'signup:%'`);
      return t.signUp(type);
    },
    create: (me: TestUser, counterpartyId: string, template = 'sponsorship', offerId?: number) =>
      t.request('/api/deals', { method: 'POST', cookie: me.cookie, json: { counterpartyId, template, offerId } }),
    get: (me: TestUser | null, id: string) => t.request(`/api/deals/${id}`, { cookie: me?.cookie }),
    deal: async (me: TestUser, id: string) => json<TDeal>(await api.get(me, id)),
    edit: (me: TestUser, id: string, terms: Partial<TDealTermsInput>, baseVersion?: number) =>
      t.request(`/api/deals/${id}`, { method: 'PATCH', cookie: me.cookie, json: { terms, baseVersion } }),
    sign: (me: TestUser, id: string, versionHash: string, extra: Record<string, unknown> = {}) =>
      t.request(`/api/deals/${id}/sign`, {
        method: 'POST',
        cookie: me.cookie,
        json: { versionHash, name: 'Anna Andersson', password: PASSWORD, ...extra },
        headers: { 'user-agent': 'vitest-agent' },
      }),
    decline: (me: TestUser, id: string, reason = 'Vi valde en annan partner.') =>
      t.request(`/api/deals/${id}/decline`, { method: 'POST', cookie: me.cookie, json: { reason } }),
    complete: (me: TestUser, id: string, mid: string) =>
      t.request(`/api/deals/${id}/milestones/${mid}/complete`, {
        method: 'POST',
        cookie: me.cookie,
        json: { proof: 'https://exempel.se/bevis' },
      }),
    confirm: (me: TestUser, id: string, mid: string, body: Record<string, unknown> = {}) =>
      t.request(`/api/deals/${id}/milestones/${mid}/confirm`, { method: 'POST', cookie: me.cookie, json: body }),
    review: (me: TestUser, id: string, rating = 5, text = 'Ett mycket bra samarbete från början till slut.') =>
      t.request(`/api/deals/${id}/reviews`, { method: 'POST', cookie: me.cookie, json: { rating, text } }),
    /** a draft between a new business (a) and a new association (b), with terms set */
    async draft(terms: Partial<TDealTermsInput> = {}) {
      const a = await api.signUp('business');
      const b = await api.signUp('association');
      const created = await api.create(a, b.id);
      if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
      const { id } = await json<{ id: string }>(created);
      const current = await api.deal(a, id);
      const res = await api.edit(a, id, { ...current.versions[0]!.terms, ...terms });
      if (res.status !== 200) throw new Error(`edit: ${res.status} ${await res.text()}`);
      return { a, b, id, deal: await json<TDeal>(res) };
    },
    /** a deal both parties signed */
    async signed(terms: Partial<TDealTermsInput> = {}) {
      const d = await api.draft(terms);
      expect200(await api.sign(d.a, d.id, d.deal.hash));
      const res = await api.sign(d.b, d.id, d.deal.hash);
      expect200(res);
      return { ...d, deal: await json<TDeal>(res) };
    },
  };
  return api;
}

function expect200(res: Response) {
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}`);
}

/** The text a PDF page draws (pdf-lib writes Helvetica text as hex strings in Flate streams). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    let text = '';
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const raw = Buffer.from(stream.contents);
      const filter = stream.dict.get(PDFName.of('Filter'));
      const data = filter ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
      for (const m of data.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        text += Buffer.from(m[1]!, 'hex').toString('latin1') + '\n';
    }
    return text;
  });
}

/** The files attached to a PDF: name → content. */
export async function pdfAttachments(bytes: Uint8Array): Promise<Map<string, string>> {
  const doc = await PDFDocument.load(bytes);
  const out = new Map<string, string>();
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const files = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const list = files?.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let i = 0; list && i < list.size(); i += 2) {
    const name = (list.lookup(i) as PDFHexString | PDFString).decodeText();
    const spec = list.lookup(i + 1, PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')) as PDFRawStream;
    const raw = Buffer.from(stream.contents);
    out.set(name, (stream.dict.get(PDFName.of('Filter')) ? inflateSync(raw) : raw).toString('utf8'));
  }
  return out;
}
