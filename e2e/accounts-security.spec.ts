// Browser journeys of issue 15 §3–6: two-factor on → sign out → sign in with a code from the app; the data
// export download; deleting the account → the other party's chat shows 'Borttagen användare'.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { gone, letters, navigate, newContext, signUpViaApi, useBrowser, visible } from './journey';
import { adminPassword, approveOffers, baseURL, createOfferViaApi } from './fixtures';
import { totp } from '../test/support/totp';

let browser: Browser;
useBrowser((launched) => (browser = launched));

describe('two-factor', () => {
  it('enable in /settings (QR code, code, backup codes) → sign out → sign in asks for a code → signed in', async () => {
    const context = await newContext(browser);
    const user = await signUpViaApi(context, 'foundation');
    const page = await context.newPage();
    await navigate(page, '/settings');
    const section = page.getByRole('region', { name: 'Tvåstegsverifiering' });
    await visible(section.getByText('Rekommenderas för företag och stiftelser'));
    await section.getByLabel('Ditt lösenord').fill(user.password);
    await section.getByRole('button', { name: 'Slå på tvåstegsverifiering' }).click();
    await visible(section.getByRole('img', { name: 'QR-kod för autentiseringsappen' }));
    const secret = (await section.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await section.getByLabel('Kod från appen').fill(totp(secret));
    await section.getByRole('button', { name: 'Bekräfta' }).click();
    const codes = section.getByRole('list', { name: 'Dina reservkoder' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await section.getByRole('button', { name: 'Jag har sparat koderna' }).click();
    await visible(section.getByText('Tvåstegsverifiering är på.'));

    await context.request.post('/api/auth/sign-out', { data: {}, headers: { origin: baseURL() } });
    await navigate(page, '/auth?tab=signin');
    await page.getByLabel('E-post').fill(user.email);
    await page.getByLabel('Lösenord', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await visible(page.getByRole('heading', { name: 'Ange koden från din app' }));
    await page.getByLabel('Kod från appen').fill('000000' === totp(secret) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await visible(page.getByText('Koden stämmer inte'));
    await page.getByLabel('Kod från appen').fill(totp(secret));
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL('**/dashboard');
    const me = await (await context.request.get('/api/me')).json();
    expect(me.user).toMatchObject({ email: user.email, two_factor_enabled: true });
    await context.close();
  });
});

describe('their own data', () => {
  it("'Ladda ner mina uppgifter' downloads one JSON file with the account in it", async () => {
    const context = await newContext(browser);
    const user = await signUpViaApi(context, 'association');
    const page = await context.newPage();
    await navigate(page, '/settings');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ladda ner mina uppgifter' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^samverka-mina-uppgifter-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
    expect(data.tables.users[0]).toMatchObject({ id: user.id, email: user.email });
    expect(data.tables.profiles[0].username).toBe(user.username);
    await context.close();
  });

  it("'Radera konto' → the other party's chat shows the messages from 'Borttagen användare'", async () => {
    const leaverContext = await newContext(browser);
    const leaver = await signUpViaApi(leaverContext, 'business');
    const otherContext = await newContext(browser);
    const other = await signUpViaApi(otherContext, 'association');
    const send = (ctx: typeof leaverContext, to: string, text: string) =>
      ctx.request.post(`/api/messages/${to}`, { data: { text }, headers: { origin: baseURL() } });
    expect((await send(leaverContext, other.id, 'Hej! Vi vill gärna sponsra er.')).status()).toBe(201);
    expect((await send(otherContext, leaver.id, 'Vad roligt, tack!')).status()).toBe(201);

    const page = await leaverContext.newPage();
    await navigate(page, '/settings');
    const section = page.getByRole('region', { name: 'Radera konto' });
    await section.getByLabel('Ditt lösenord').fill(leaver.password);
    await section.getByRole('button', { name: 'Radera mitt konto för gott' }).click();
    await visible(section.getByText('Skriv RADERA för att bekräfta att kontot ska raderas.'));
    expect(await section.getByLabel('Ditt lösenord').inputValue()).toBe(leaver.password);
    await section.getByLabel('Skriv RADERA för att bekräfta').fill('RADERA');
    await section.getByRole('button', { name: 'Radera mitt konto för gott' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await leaverContext.request.get('/api/me')).status()).toBe(401);

    const otherPage = await otherContext.newPage();
    await navigate(otherPage, `/chat/${leaver.id}`);
    await visible(otherPage.getByRole('heading', { name: 'Borttagen användare' }));
    await visible(otherPage.getByText('Hej! Vi vill gärna sponsra er.'));
    await leaverContext.close();
    await otherContext.close();
  });
});

describe('organisation verification', () => {
  it('a business enters its organisationsnummer → the admin approves it → the profile shows the badge', async () => {
    const context = await newContext(browser);
    const user = await signUpViaApi(context, 'business');
    const page = await context.newPage();
    await navigate(page, '/settings');
    const profile = page.getByRole('region', { name: 'Profil' });
    await profile.getByLabel('Organisationsnummer').fill('556036-0794');
    await profile.getByRole('button', { name: 'Spara profilen' }).click();
    await visible(profile.getByText('fel kontrollsiffra'));
    await profile.getByLabel('Organisationsnummer').fill('5560360793');
    await profile.getByRole('button', { name: 'Spara profilen' }).click();
    await visible(profile.getByText('Väntar på granskning'));

    const adminContext = await newContext(browser);
    const admin = await adminContext.newPage();
    await navigate(admin, '/admin');
    await admin.getByLabel('Lösenord').fill(adminPassword());
    await admin.getByRole('button', { name: 'Logga in' }).click();
    await admin.getByRole('tab', { name: 'Verifieringar' }).click();
    const row = admin.getByRole('listitem').filter({ hasText: user.username });
    await visible(row.getByText('556036-0793'));
    // a rejection wants a reason: the message stands under it, which points at it, until the admin types
    await row.getByRole('button', { name: 'Avslå' }).click();
    const reason = row.getByLabel('Skäl');
    const wanted = row.getByText('Ange ett skäl');
    await visible(wanted);
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    expect(await reason.getAttribute('aria-describedby')).toBe(await wanted.getAttribute('id'));
    await reason.fill('Fel');
    await gone(wanted);
    await row.getByRole('button', { name: 'Godkänn' }).click();
    await expect.poll(() => row.count()).toBe(0);

    await navigate(page, `/user/${user.id}`);
    await visible(page.getByTestId('org-verified'));
    // and its offers' cards in explore say so too
    const word = letters();
    await approveOffers([
      await createOfferViaApi(context, 'business', { title: `Verifierat prov ${word}`, tags: [word] }),
    ]);
    await navigate(page, `/explore/business?tags=${word}`);
    await visible(page.getByTestId('offer-card').getByTestId('card-org-verified'));
    await context.close();
    await adminContext.close();
  });
});
