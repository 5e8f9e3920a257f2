// The deal journey (issue 23 §6): a business and an association agree in the chat to draft a deal, the
// business edits it, the association sees what changed, both sign, the PDF downloads, the milestone is
// done and confirmed, the deal is completed, both review, the reviews show on both profiles and the
// dashboards count one completed collaboration.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { field, gone, letters, navigate, newContext, signUpViaApi, useBrowser, visible } from './journey';
import { DEAL_TEXTS } from '@shared/deal-texts';
import { adminPassword, approveOffers, baseURL, createOfferViaApi, type E2EUser } from './fixtures';

let browser: Browser;
useBrowser((launched) => (browser = launched));

const status = (page: Page) => page.getByTestId('deal-status');

/** a small photo of the shirt: a real PNG the server re-encodes */
const photo = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#1e6ec8' } })
    .png()
    .toBuffer();

async function sign(page: Page, name: string, user: E2EUser, { wrongFirst = false } = {}) {
  await page.getByRole('button', { name: 'Underteckna', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Underteckna avtalet' });
  await visible(dialog.getByText('inte BankID'));
  await dialog.getByLabel('Ditt fullständiga namn').fill(name);
  const password = dialog.getByLabel('Ditt lösenord');
  if (wrongFirst) {
    // the server's answer stands under the password, which points at it, and goes as the signer types
    await password.fill(`${user.password}x`);
    await dialog.getByRole('button', { name: /Underteckna version/ }).click();
    const wrong = dialog.getByText('Fel lösenord. Avtalet är inte undertecknat.');
    await visible(wrong);
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await password.getAttribute('aria-describedby')).toBe(await wrong.getAttribute('id'));
    await password.fill(user.password);
    await gone(wrong);
  }
  await password.fill(user.password);
  await dialog.getByRole('button', { name: /Underteckna version/ }).click();
  await visible(page.getByText('Avtalet är undertecknat'));
}

async function review(page: Page, text: string, { tooShortFirst = false } = {}) {
  await visible(page.getByRole('heading', { name: 'Lämna omdöme' }));
  await page.getByLabel('5 av 5 stjärnor').click();
  const box = page.getByLabel('Ditt omdöme (20–1000 tecken)');
  if (tooShortFirst) {
    // the schema's message stands under the text, which points at it, and goes as the reviewer types
    await box.fill('Bra.');
    await page.getByRole('button', { name: 'Skicka omdöme' }).click();
    const message = page.getByText(DEAL_TEXTS.errors.reviewText);
    await visible(message);
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(await box.getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
    await box.fill(text);
    await gone(message);
  }
  await box.fill(text);
  await page.getByRole('button', { name: 'Skicka omdöme' }).click();
  await visible(page.getByText('Tack för ditt omdöme'));
}

describe('deals', () => {
  it('from the chat to a signed, completed and reviewed agreement', async () => {
    const ctxA = await newContext(browser);
    const ctxB = await newContext(browser);
    const a = await signUpViaApi(ctxA, 'business');
    const b = await signUpViaApi(ctxB, 'association');
    // the conversation exists (made through the API: the chat itself is tested in chat.spec.ts)
    const sent = await ctxB.request.post(`/api/messages/${a.id}`, {
      data: { text: 'Hej! Ska vi skriva ett avtal om tröjreklamen?' },
      headers: { origin: baseURL() },
    });
    expect(sent.status()).toBe(201);
    const pageA = await ctxA.newPage();
    const pageB = await ctxB.newPage();

    // the business proposes a deal from the conversation's header
    await navigate(pageA, `/chat/${b.id}?add=1`);
    await pageA.waitForURL((url) => url.pathname === `/chat/${b.id}` && !url.search.includes('add'));
    await pageA.getByRole('button', { name: 'Föreslå avtal' }).click();
    const propose = pageA.getByRole('dialog');
    expect(await propose.getByLabel('Sponsringsavtal (företag och förening)').isChecked()).toBe(true);
    await propose.getByRole('button', { name: 'Skapa utkast' }).click();
    await pageA.waitForURL(/\/deals\/\d+$/);
    const dealPath = new URL(pageA.url()).pathname;
    await visible(status(pageA).getByText('Utkast'));

    // the association opens the draft (version 1), then the business edits it
    await navigate(pageB, dealPath);
    await visible(pageB.getByRole('heading', { name: 'Sponsringsavtal', level: 1 }));
    await field(pageA, 'Belopp (SEK exkl. moms)').fill('25000');
    await pageA.getByRole('button', { name: 'Lägg till delmål' }).click();
    // a milestone without a title: the schema's message stands under it, which points at it, until typed
    await pageA.getByRole('button', { name: 'Spara ny version' }).click();
    const untitled = pageA.getByText(DEAL_TEXTS.errors.milestoneTitle);
    await visible(untitled);
    expect(await field(pageA, 'Delmål 1').getAttribute('aria-invalid')).toBe('true');
    expect(await field(pageA, 'Delmål 1').getAttribute('aria-describedby')).toBe(await untitled.getAttribute('id'));
    await field(pageA, 'Delmål 1').fill('Logotyp på matchtröjan');
    await gone(untitled);
    await pageA.getByRole('button', { name: 'Spara ny version' }).click();
    await visible(pageA.getByText('Ny version sparad'));

    // the association sees what changed since the version it saw
    await pageB.reload();
    const changes = pageB.getByRole('region', { name: 'Ändrat sedan version 1, som du såg senast' });
    await visible(changes.getByText('Belopp (SEK exkl. moms)'));
    await visible(changes.getByText('25 000 kr'));

    // both sign version 2
    await sign(pageA, 'Anna Företagsson', a, { wrongFirst: true });
    await visible(status(pageA).getByText('Väntar på underskrift'));
    await pageB.reload();
    await sign(pageB, 'Bertil Föreningsson', b);
    await visible(status(pageB).getByText('Signerat'));

    // the agreement downloads as a PDF
    const [download] = await Promise.all([
      pageB.waitForEvent('download'),
      pageB.getByRole('link', { name: 'Ladda ner PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^avtal-\d+-v2\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // the association delivers the milestone with a link and a photo, the business sees the photo and
    // confirms: the deal is completed
    const milestone = pageB.getByRole('listitem', { name: 'Logotyp på matchtröjan' });
    await milestone.getByLabel('Länk som bevis (valfritt)').fill('https://exempel.se/trojan.jpg');
    await milestone
      .getByLabel(/Bild som bevis/)
      .setInputFiles({ name: 'trojan.png', mimeType: 'image/png', buffer: await photo() });
    await milestone.getByRole('button', { name: 'Markera som klart' }).click();
    await visible(status(pageB).getByText('Pågår'));
    await pageA.reload();
    const delivered = pageA.getByRole('listitem', { name: 'Logotyp på matchtröjan' });
    const image = delivered.getByRole('img', { name: 'Bild som bevis för delmålet Logotyp på matchtröjan' });
    await visible(image);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
    expect(await image.getAttribute('src')).toMatch(/^\/api\/deals\/\d+\/milestones\/\d+\/proof-image$/);
    await delivered.getByRole('button', { name: 'Bekräfta' }).click();
    await visible(status(pageA).getByText('Avslutat'));

    // both review each other
    await review(pageA, 'Ett engagerat lag som levererade allt i tid.', { tooShortFirst: true });
    await pageB.reload();
    await review(pageB, 'Tydlig sponsor som betalade direkt, varmt rekommenderad.');

    // the reviews show on both profiles, and the dashboards count one completed collaboration
    for (const [page, other, text] of [
      [pageA, b, 'Ett engagerat lag som levererade allt i tid.'],
      [pageB, a, 'Tydlig sponsor som betalade direkt, varmt rekommenderad.'],
    ] as const) {
      await navigate(page, `/user/${other.id}`);
      await visible(page.getByTestId('reviews-summary').getByText('5 av 5 (1 omdöme)'));
      await visible(page.getByText(text));
      await navigate(page, '/dashboard');
      const stat = page.locator('div', { has: page.getByText('Avslutade samarbeten', { exact: true }) }).last();
      await expect.poll(() => stat.textContent()).toContain('Avslutade samarbeten1');
    }

    // the deal is listed under Avslutat
    await navigate(pageA, '/deals');
    await visible(pageA.getByRole('list', { name: 'Avslutat' }).getByRole('link', { name: 'Sponsringsavtal' }));
    await ctxA.close();
    await ctxB.close();
  });

  it("on a phone the conversation's header proposes a deal: a labelled button, reached by keyboard", async () => {
    const phone = { width: 375, height: 812 };
    const ctxA = await newContext(browser, { viewport: phone });
    const ctxB = await newContext(browser, { viewport: phone });
    await signUpViaApi(ctxA, 'business');
    const b = await signUpViaApi(ctxB, 'association');
    const sent = await ctxA.request.post(`/api/messages/${b.id}`, {
      data: { text: 'Hej! Vill ni ha oss som tröjsponsor?' },
      headers: { origin: baseURL() },
    });
    expect(sent.status()).toBe(201);
    const page = await ctxA.newPage();
    await navigate(page, `/chat/${b.id}`);
    const propose = page.getByRole('button', { name: 'Föreslå avtal' });
    await visible(propose);
    // inside the screen, and the page does not scroll sideways
    const box = (await propose.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    // reached with Tab from the profile link before it
    await page.getByRole('link', { name: 'Se profil' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => propose.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Sponsringsavtal (företag och förening)').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Skapa utkast' }).click();
    await page.waitForURL(/\/deals\/\d+$/);
    await Promise.all([ctxA.close(), ctxB.close()]);
  });

  it("an offer's page proposes a deal with the keyboard; the calendar feed's address is in /settings", async () => {
    const owner = await newContext(browser);
    const club = await newContext(browser);
    await signUpViaApi(owner, 'business');
    await signUpViaApi(club, 'association');
    const title = `Sponsor till ungdomslaget ${letters()}`;
    const offerId = await createOfferViaApi(owner, 'business', { title, tags: ['fotboll'] });
    await approveOffers([offerId]);
    const page = await club.newPage();
    await navigate(page, `/sponsorship/${offerId}`);
    const propose = page.getByRole('button', { name: 'Föreslå avtal' });
    await visible(propose);
    await propose.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Sponsringsavtal (företag och förening)').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Skapa utkast' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/deals\/\d+$/);
    const dealId = new URL(page.url()).pathname.split('/').pop()!;
    const deal = (await (await club.request.get(`/api/deals/${dealId}`)).json()) as { offer_id: string; me: string };
    expect(deal).toMatchObject({ offer_id: offerId, me: 'a' });

    // the private calendar address: made, shown, readable by a calendar app without a session
    await navigate(page, '/settings');
    await page.getByRole('button', { name: 'Skapa kalenderadress' }).click();
    const address = page.getByLabel('Din kalenderadress');
    await expect.poll(() => address.inputValue()).toMatch(/\/api\/calendar\/[\w-]+\.ics$/);
    const feed = await fetch(await address.inputValue());
    expect(feed.status).toBe(200);
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR/);
    await owner.close();
    await club.close();
  });

  it('the admin reads a deal only after a party reports it, from the Rapporter tab', async () => {
    const ctxA = await newContext(browser);
    const ctxB = await newContext(browser);
    const adminCtx = await newContext(browser);
    await signUpViaApi(ctxA, 'business');
    const b = await signUpViaApi(ctxB, 'association');
    const created = await ctxA.request.post('/api/deals', {
      data: { counterpartyId: b.id, template: 'sponsorship' },
      headers: { origin: baseURL() },
    });
    const { id } = (await created.json()) as { id: string };

    const admin = await adminCtx.newPage();
    await navigate(admin, '/admin');
    await admin.getByLabel('Lösenord').fill(adminPassword());
    await admin.getByRole('button', { name: 'Logga in' }).click();
    // the dashboard answers the login: leaving before that would abort the request that sets the cookie
    await visible(admin.getByRole('tab', { name: /Rapporter/ }));
    await navigate(admin, `/admin/deals/${id}`);
    await visible(admin.getByRole('heading', { name: 'Avtalet hittades inte' }));

    // party b reports the deal from its page
    const page = await ctxB.newPage();
    await navigate(page, `/deals/${id}`);
    await page.getByRole('button', { name: 'Rapportera Sponsringsavtal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rapportera Sponsringsavtal' });
    await dialog.getByRole('radio', { name: 'Bedrägeri' }).click();
    await dialog.getByLabel('Beskrivning').fill('Motparten vill ha betalt i förskott utanför avtalet.');
    await dialog.getByRole('button', { name: 'Skicka rapport' }).click();
    await visible(page.getByText('Tack! Din rapport har skickats till en administratör.'));

    // the admin finds it under Rapporter and reads it, with nothing to sign or change
    await navigate(admin, '/admin');
    await admin.getByRole('tab', { name: /Rapporter/ }).click();
    await admin.getByRole('link', { name: 'Sponsringsavtal' }).first().click();
    await admin.waitForURL(`**/admin/deals/${id}`);
    await visible(status(admin).getByText('Utkast'));
    expect(await admin.getByRole('button', { name: 'Underteckna', exact: true }).count()).toBe(0);
    expect(await admin.getByRole('button', { name: 'Spara ny version' }).count()).toBe(0);
    await Promise.all([ctxA.close(), ctxB.close(), adminCtx.close()]);
  });
});
