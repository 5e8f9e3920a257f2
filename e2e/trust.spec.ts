// Journeys of trust and safety (issue 14): a user reports an offer from its dialog (keyboard and labels),
// the admin sees it under 'Rapporter' and removes the offer, which leaves /explore and tells the reporter;
// a user blocks another from the chat, who then cannot send, and unblocks from Mina sidor.
import { afterAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { gone, letters, navigate, newContext, signUpViaApi, useBrowser, visible } from './journey';
import { adminPassword, approveOffers, baseURL, createOfferViaApi } from './fixtures';

let browser: Browser;
useBrowser((launched) => (browser = launched));

/**
 * A context whose pages record every style violation of the Content Security Policy (dialogs, menus and
 * toasts included). Script violations are left out: zod probes `new Function` once and falls back.
 */
async function watchedContext() {
  const context = await newContext(browser);
  await context.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      if (e.violatedDirective.startsWith('style-src')) w.cspViolations.push(`${e.violatedDirective} ${e.sample}`);
    });
  });
  return context;
}
/** WCAG 2 A/AA problems of serious or critical impact inside `selector`. */
async function seriousA11yProblems(page: Page, selector: string): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
afterAll(async () => {
  await browser?.close();
});

describe('reports', () => {
  it('a reported offer is removed by the admin from the Rapporter tab and leaves explore', async () => {
    const ownerCtx = await newContext(browser);
    const reporterCtx = await watchedContext();
    const adminCtx = await watchedContext();
    await signUpViaApi(ownerCtx, 'business');
    await signUpViaApi(reporterCtx, 'association');
    const word = letters();
    const title = `Rapporterad sponsring ${word}`;
    const offerId = await createOfferViaApi(ownerCtx, 'business', { title, tags: ['idrott'] });
    await approveOffers([offerId]);

    // the reporter opens the offer from explore and reports it, choosing the reason by keyboard
    const page = await reporterCtx.newPage();
    await navigate(page, `/explore/business?q=${word}`);
    const card = page.getByTestId('offer-card').filter({ hasText: title });
    await visible(card);
    await card.getByRole('button', { name: 'Visa detaljer' }).click();
    const offerDialog = page.getByRole('dialog', { name: title });
    await visible(offerDialog);
    await offerDialog.getByRole('button', { name: `Rapportera "${title}"` }).click();
    const reportDialog = page.getByRole('dialog', { name: `Rapportera "${title}"` });
    await visible(reportDialog.getByText('Berätta för oss vad som är fel.'));
    const reasons = reportDialog.getByRole('radiogroup', { name: 'Anledning' });
    expect(await reasons.getByRole('radio').count()).toBe(4);
    expect(await seriousA11yProblems(page, '[role="dialog"]')).toEqual([]);
    // sending without a reason says what is missing, in Swedish
    await reportDialog.getByRole('button', { name: 'Skicka rapport' }).click();
    await visible(reportDialog.getByText('Välj en anledning: Bedrägeri, Olämpligt innehåll, Spam eller Annat.'));
    await reasons.getByRole('radio', { name: 'Bedrägeri' }).focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => reasons.getByRole('radio', { name: 'Bedrägeri' }).getAttribute('aria-checked'))
      .toBe('true');
    await reportDialog.getByLabel('Beskrivning').fill('Ber om betalning i förskott via Swish.');
    await reportDialog.getByRole('button', { name: 'Skicka rapport' }).click();
    await visible(page.getByText('Tack! Din rapport har skickats till en administratör.'));
    expect(await violations(page)).toEqual([]);

    // the admin sees it under 'Rapporter' and removes the offer
    const admin = await adminCtx.newPage();
    await navigate(admin, '/admin');
    await admin.getByLabel('Lösenord').fill(adminPassword());
    await admin.getByRole('button', { name: 'Logga in' }).click();
    await admin.getByRole('tab', { name: /Rapporter/ }).click();
    const report = admin.getByTestId('admin-report').filter({ hasText: title });
    await visible(report);
    await visible(report.getByText('Bedrägeri'));
    await visible(report.getByText('Ber om betalning i förskott via Swish.'));
    expect(await seriousA11yProblems(admin, 'main')).toEqual([]);
    await report.getByRole('button', { name: 'Ta bort erbjudandet' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Ta bort erbjudandet' }).click();
    await visible(admin.getByText('Erbjudandet är borttaget och rapporten stängd'));
    await gone(admin.getByTestId('admin-report').filter({ hasText: title }));
    expect(await violations(admin)).toEqual([]);

    // gone from explore, and the reporter is told on Mina sidor
    expect((await reporterCtx.request.get(`/api/offers/${offerId}`)).status()).toBe(404);
    await navigate(page, `/explore/business?q=${word}`);
    await visible(page.getByText('Inga resultat hittades'));
    expect(await page.getByTestId('offer-card').filter({ hasText: title }).count()).toBe(0);
    await navigate(page, '/my-pages');
    const notice = page.getByTestId('rejection-notice').filter({ hasText: 'Din rapport har hanterats' });
    await visible(notice.getByText('Vi har granskat den och tagit bort erbjudandet.'));
    await Promise.all([ownerCtx.close(), reporterCtx.close(), adminCtx.close()]);
  });
});

describe('blocking', () => {
  it('a blocked user cannot send to the blocker; the blocker unblocks from Mina sidor', async () => {
    const blockerCtx = await watchedContext();
    const blockedCtx = await newContext(browser);
    const blocker = await signUpViaApi(blockerCtx, 'business');
    const blocked = await signUpViaApi(blockedCtx, 'influencer');
    const hello = await blockedCtx.request.post(`/api/messages/${blocker.id}`, {
      headers: { origin: baseURL() },
      data: { text: 'Hej! Vill du samarbeta?' },
    });
    expect(hello.status()).toBe(201);

    // the blocker blocks from the chat header, after a confirmation
    const page = await blockerCtx.newPage();
    await navigate(page, `/chat/${blocked.id}`);
    await visible(page.getByText('Hej! Vill du samarbeta?'));
    await page.getByRole('button', { name: 'Blockera' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Blockera ${blocked.username}?` });
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Blockera' }).click();
    await visible(page.getByText(`${blocked.username} är blockerad`));
    await gone(page.getByRole('complementary', { name: 'Kontakter' }).getByText(blocked.username));
    expect(await violations(page)).toEqual([]);

    // the blocked user cannot send: the server refuses with a Swedish message
    const other = await blockedCtx.newPage();
    await navigate(other, `/chat/${blocker.id}`);
    const box = other.getByRole('textbox', { name: /^Meddelande/ });
    await visible(box);
    await box.fill('Varför svarar du inte?');
    await other.getByRole('button', { name: 'Skicka' }).click();
    await visible(other.getByText('Du kan inte skicka meddelanden till den här användaren.'));
    const sent = await blockedCtx.request.post(`/api/messages/${blocker.id}`, {
      headers: { origin: baseURL() },
      data: { text: 'Igen' },
    });
    expect(sent.status()).toBe(403);

    // unblock from Mina sidor
    await navigate(page, '/my-pages');
    await page.getByRole('tab', { name: 'Kontoinställningar' }).click();
    const list = page.getByRole('list', { name: 'Blockerade användare' });
    await visible(list.getByText(blocked.username));
    await list.getByRole('button', { name: `Avblockera ${blocked.username}` }).click();
    await visible(page.getByText(`${blocked.username} är avblockerad`));
    await visible(page.getByText('Du har inte blockerat någon.'));
    const again = await blockedCtx.request.post(`/api/messages/${blocker.id}`, {
      headers: { origin: baseURL() },
      data: { text: 'Tack!' },
    });
    expect(again.status()).toBe(201);
    await Promise.all([blockerCtx.close(), blockedCtx.close()]);
  });
});
