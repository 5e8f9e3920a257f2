// Journeys of moderation and profiles: a new offer stays hidden until the admin (password checked by the
// server) approves it, then shows on /explore and the owner's profile; removing it with a reason takes it
// away everywhere and leaves the owner a notice. The owner edits 'Om mig' and sees the pending badge.
import { describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { navigate, newContext, signUpViaApi, useBrowser } from './journey';
import { adminPassword, approveOffers, baseURL } from './fixtures';

let browser: Browser;
useBrowser((launched) => (browser = launched));

const visible = (locator: Locator, timeout = 10_000) => expect.poll(() => locator.isVisible(), { timeout }).toBe(true);
const gone = (locator: Locator, timeout = 10_000) => expect.poll(() => locator.count(), { timeout }).toBe(0);

async function createOffer(context: BrowserContext, title: string): Promise<string> {
  const res = await context.request.post('/api/offers', {
    headers: { origin: baseURL() },
    data: {
      type: 'business',
      title,
      organization: 'Granskningsbolaget AB',
      location: 'Uppsala',
      description: 'Vi sponsrar ungdomsidrott i Uppsala med matchställ och resor till cuper.',
      tags: ['idrott'],
      phone: '018-123456',
      contact_info: 'sponsring@exempel.se',
    },
  });
  if (res.status() !== 201) throw new Error(`create offer: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

async function publicOfferIds(request: APIRequestContext, word: string): Promise<string[]> {
  const res = await request.get(`/api/offers?type=business&q=${encodeURIComponent(word)}`);
  return ((await res.json()) as { items: { id: string }[] }).items.map((o) => o.id);
}

/** WCAG 2 A/AA problems of serious or critical impact inside <main>. */
async function seriousA11yProblems(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const offerCard = (page: Page, title: string) => page.getByTestId('offer-card').filter({ hasText: title });

describe('moderation', () => {
  it('hidden until approved, public after, gone everywhere after removal with a notice for the owner', async () => {
    const ownerCtx = await newContext(browser);
    const visitorCtx = await newContext(browser);
    const adminCtx = await newContext(browser);
    const owner = await signUpViaApi(ownerCtx, 'business');
    const word = `granskning${Date.now().toString(36)}`;
    const title = `Sponsring ${word}`;
    const offerId = await createOffer(ownerCtx, title);

    // the visitor cannot see it: not in the public list, not on the owner's profile
    expect(await publicOfferIds(visitorCtx.request, word)).toEqual([]);
    expect((await visitorCtx.request.get(`/api/offers/${offerId}`)).status()).toBe(404);
    const visitor = await visitorCtx.newPage();
    await navigate(visitor, `/user/${owner.id}`);
    await visible(visitor.getByRole('heading', { name: owner.username }));
    await visible(visitor.getByText('Medlem sedan'));
    await visitor.getByRole('tab', { name: 'Erbjudanden' }).click();
    await visible(visitor.getByText('Användaren har inga publicerade erbjudanden ännu.'));
    expect(await visitor.getByRole('tab', { name: /Väntar på godkännande/ }).count()).toBe(0);
    expect(await visitor.getByText(owner.email).count()).toBe(0);

    // the admin: a wrong password is refused, the right one opens the dashboard
    const admin = await adminCtx.newPage();
    await navigate(admin, '/admin');
    await admin.getByLabel('Lösenord').fill('fel-lösenord');
    await admin.getByRole('button', { name: 'Logga in' }).click();
    await visible(admin.getByText('Fel lösenord'));
    await visible(admin.getByText('Kontrollera att du angett rätt lösenord.'));
    await admin.getByLabel('Lösenord').fill(adminPassword());
    await admin.getByRole('button', { name: 'Logga in' }).click();
    await visible(admin.getByText('Inloggning lyckades'));
    await visible(admin.getByRole('tab', { name: /Väntar på godkännande/ }));
    const pendingCard = admin.getByTestId('admin-offer').filter({ hasText: title });
    await visible(pendingCard);
    await visible(pendingCard.getByText(`@${owner.username}`));
    await visible(pendingCard.getByText('Granskningsbolaget AB'));
    expect(await seriousA11yProblems(admin)).toEqual([]);
    await pendingCard.getByRole('button', { name: `Godkänn: ${title}` }).click();
    await visible(admin.getByText('Erbjudande godkänt'));
    await gone(pendingCard);

    // now public: on /explore and on the owner's profile
    expect(await publicOfferIds(visitorCtx.request, word)).toEqual([offerId]);
    await navigate(visitor, `/explore/business?q=${word}`);
    await visible(offerCard(visitor, title));
    await navigate(visitor, `/user/${owner.id}`);
    await visitor.getByRole('tab', { name: 'Erbjudanden' }).click();
    await visible(offerCard(visitor, title));

    // the admin removes it from the approved tab, with a reason for the owner
    await admin.getByRole('tab', { name: 'Godkända' }).click();
    const approvedCard = admin.getByTestId('admin-offer').filter({ hasText: title });
    await visible(approvedCard);
    await approvedCard.getByRole('button', { name: `Ta bort: ${title}` }).click();
    const dialog = admin.getByRole('alertdialog');
    await visible(dialog.getByText('Ta bort erbjudandet?'));
    // the dialog holds the keyboard focus; Escape closes it, and cancelling keeps the offer
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await admin.keyboard.press('Escape');
    await gone(admin.getByRole('alertdialog'));
    await approvedCard.getByRole('button', { name: `Ta bort: ${title}` }).focus();
    await admin.keyboard.press('Enter');
    await visible(dialog.getByText('Ta bort erbjudandet?'));
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await gone(admin.getByRole('alertdialog'));
    await visible(approvedCard);
    await approvedCard.getByRole('button', { name: `Ta bort: ${title}` }).click();
    await admin.getByLabel('Anledning till ägaren (valfritt)').fill('Erbjudandet bryter mot villkoren.');
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Ta bort', exact: true }).click();
    await visible(admin.getByText('Erbjudande raderat'));
    await gone(approvedCard);

    // gone from the public list, the detail, /explore and the profile
    expect(await publicOfferIds(visitorCtx.request, word)).toEqual([]);
    expect((await visitorCtx.request.get(`/api/offers/${offerId}`)).status()).toBe(404);
    await navigate(visitor, `/explore/business?q=${word}`);
    await visible(visitor.getByText('Inga resultat hittades'));
    expect(await offerCard(visitor, title).count()).toBe(0);
    await navigate(visitor, `/user/${owner.id}`);
    await visitor.getByRole('tab', { name: 'Erbjudanden' }).click();
    await visible(visitor.getByText('Användaren har inga publicerade erbjudanden ännu.'));

    // the owner sees the reason until dismissing it
    const ownerPage = await ownerCtx.newPage();
    await navigate(ownerPage, `/user/${owner.id}`);
    const notice = ownerPage.getByTestId('rejection-notice');
    await visible(notice.getByText(`Ditt erbjudande "${title}" togs bort av en administratör.`));
    await visible(notice.getByText('Erbjudandet bryter mot villkoren.'));
    await notice.getByRole('button', { name: `Stäng meddelandet: ${title}` }).click();
    await gone(ownerPage.getByTestId('rejection-notice'));
    await navigate(ownerPage, `/user/${owner.id}`);
    await visible(ownerPage.getByRole('heading', { name: owner.username }));
    expect(await ownerPage.getByTestId('rejection-notice').count()).toBe(0);

    // the admin logs out: the password form is back and the API refuses
    await admin.getByRole('button', { name: 'Logga ut' }).click();
    await visible(admin.getByLabel('Lösenord'));
    expect((await adminCtx.request.get('/api/admin/offers')).status()).toBe(401);

    await Promise.all([ownerCtx.close(), visitorCtx.close(), adminCtx.close()]);
  });

  it('an edit of an approved offer waits for review: the approved text stays public until the admin publishes it', async () => {
    const ownerCtx = await newContext(browser);
    const visitorCtx = await newContext(browser);
    const adminCtx = await newContext(browser);
    await signUpViaApi(ownerCtx, 'business');
    const word = `redigering${Date.now().toString(36)}`;
    const title = `Godkänd ${word}`;
    const offerId = await createOffer(ownerCtx, title);
    await approveOffers([offerId]);

    // the owner edits the title in the form
    const owner = await ownerCtx.newPage();
    await navigate(owner, `/edit-offer/${offerId}`);
    const titleField = owner.getByLabel('Titel', { exact: true });
    await expect.poll(() => titleField.inputValue()).toBe(title);
    const edited = `Ändrad ${word}`;
    await titleField.fill(edited);
    await owner.getByRole('button', { name: 'Spara ändringar' }).click();
    await visible(owner.getByText('Ändringarna skickade för granskning'));

    // the public still sees the approved text; the owner sees that the edit waits
    const publicTitle = async () =>
      ((await (await visitorCtx.request.get(`/api/offers/${offerId}`)).json()) as { title: string }).title;
    expect(await publicTitle()).toBe(title);
    await navigate(owner, '/my-pages');
    const card = owner.getByTestId('my-offer-card').filter({ hasText: title });
    await visible(card.getByText('Ändringar väntar på granskning'));
    await navigate(owner, `/edit-offer/${offerId}`);
    await expect.poll(() => owner.getByLabel('Titel', { exact: true }).inputValue()).toBe(edited);

    // the admin sees old and new side by side and publishes the edit
    const admin = await adminCtx.newPage();
    await navigate(admin, '/admin');
    await admin.getByLabel('Lösenord').fill(adminPassword());
    await admin.getByRole('button', { name: 'Logga in' }).click();
    await admin.getByRole('tab', { name: /Ändringar/ }).click();
    const review = admin.getByTestId('offer-edit').filter({ hasText: edited });
    await visible(review);
    await visible(review.getByRole('cell', { name: title }));
    await visible(review.getByRole('cell', { name: edited }));
    expect(await seriousA11yProblems(admin)).toEqual([]);
    await review.getByRole('button', { name: 'Publicera ändringen' }).click();
    await visible(admin.getByText('Ändringen publicerad'));
    await gone(review);
    await expect.poll(publicTitle).toBe(edited);
    const visitor = await visitorCtx.newPage();
    await navigate(visitor, `/explore/business?q=${word}`);
    await visible(offerCard(visitor, edited));

    await Promise.all([ownerCtx.close(), visitorCtx.close(), adminCtx.close()]);
  });

  it('the owner edits the description, sees the e-mail and the pending badge; visitors see neither', async () => {
    const ownerCtx = await newContext(browser);
    const owner = await signUpViaApi(ownerCtx, 'business');
    const title = `Väntande ${Date.now().toString(36)}`;
    await createOffer(ownerCtx, title);
    const page = await ownerCtx.newPage();
    await navigate(page, '/dashboard');
    // the header's 'Min profil' leads to the own profile
    await page.getByRole('link', { name: 'Min profil' }).first().click();
    await page.waitForURL((url) => url.pathname === `/user/${owner.id}`);
    await visible(page.getByRole('heading', { name: owner.username }));
    await visible(page.getByTestId('profile-type').getByText('Företag'));
    await visible(page.getByTestId('profile-email').getByText(owner.email));
    await visible(page.getByText('Du har inte skrivit någon beskrivning ännu.'));

    // edit, cancel, edit again and save
    await page.getByRole('button', { name: 'Redigera beskrivning' }).click();
    const textarea = page.getByRole('textbox', { name: 'Beskrivning' });
    expect(await textarea.getAttribute('rows')).toBe('4');
    await textarea.fill('Något jag ångrar');
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await visible(page.getByText('Du har inte skrivit någon beskrivning ännu.'));
    await page.getByRole('button', { name: 'Redigera beskrivning' }).click();
    await page
      .getByRole('textbox', { name: 'Beskrivning' })
      .fill('Vi är ett familjeföretag i Uppsala som gärna stöttar lokal idrott.');
    await page.getByRole('button', { name: 'Spara' }).click();
    await visible(page.getByText('Sparad!'));
    await visible(page.getByText('Din profilbeskrivning har uppdaterats.'));
    await visible(
      page
        .getByTestId('profile-description')
        .getByText('Vi är ett familjeföretag i Uppsala som gärna stöttar lokal idrott.'),
    );

    // the pending tab with its badge, and the offer waiting there (not under 'Erbjudanden')
    const pendingTab = page.getByRole('tab', { name: /Väntar på godkännande/ });
    await visible(pendingTab);
    await expect.poll(() => page.getByTestId('pending-count').textContent()).toBe('1');
    await pendingTab.click();
    await visible(page.getByText('Dessa erbjudanden är bara synliga för dig tills en administratör har godkänt dem.'));
    await visible(offerCard(page, title));
    await page.getByRole('tab', { name: 'Erbjudanden' }).click();
    await visible(page.getByText('Du har inga publicerade erbjudanden ännu.'));
    await visible(page.getByRole('link', { name: 'Skapa erbjudande' }));
    expect(await seriousA11yProblems(page)).toEqual([]);

    // a visitor sees the new description but no e-mail, pending tab or edit button
    const visitorCtx = await newContext(browser);
    const visitor = await visitorCtx.newPage();
    await navigate(visitor, `/user/${owner.id}`);
    await visible(visitor.getByText('Vi är ett familjeföretag i Uppsala som gärna stöttar lokal idrott.'));
    expect(await visitor.getByRole('button', { name: 'Redigera beskrivning' }).count()).toBe(0);
    expect(await visitor.getByRole('tab', { name: /Väntar på godkännande/ }).count()).toBe(0);
    expect(await visitor.getByText(owner.email).count()).toBe(0);
    expect(await visitor.getByRole('button', { name: 'Logga ut' }).count()).toBe(0);

    // an unknown id
    await navigate(visitor, '/user/finns-inte-alls');
    await visible(visitor.getByText('Ingen profilinformation hittades.'));

    // the owner signs out from the profile and lands on /
    await page.getByRole('tab', { name: 'Profil' }).click();
    await page.locator('main').getByRole('button', { name: 'Logga ut' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await Promise.all([ownerCtx.close(), visitorCtx.close()]);
  });
});
