// Journeys of the notification centre (issue 19): B writes to A while A is away; after the delay A gets one
// mail with a link into the conversation and the bell shows it; A unsubscribes through the mail's
// List-Unsubscribe address without signing in, and a further message is not mailed; a saved search gets a
// match when an admin approves a fitting offer.
import { describe, expect, it } from 'vitest';
import { request, type Browser } from 'playwright-core';
import { letters, navigate, newContext, signUpViaApi, useBrowser, visible } from './journey';
import { approveOffers, baseURL, createOfferViaApi } from './fixtures';
import { mailHeaders, mailsTo, waitForMailLink } from './mailbox';

let browser: Browser;
useBrowser((launched) => (browser = launched));

/** the e2e server mails a message still unread after 3 s (global-setup.ts); the worker polls every 2 s */
const MAIL_MS = 30_000;
const messageSubject = (name: string) => `Nytt meddelande från ${name}`;

describe('notifications', () => {
  it('a message to an absent user is mailed once after the delay, the bell shows it, and one-click unsubscribe stops the mails', async () => {
    const ctxA = await newContext(browser);
    const ctxB = await newContext(browser);
    const a = await signUpViaApi(ctxA, 'association');
    const b = await signUpViaApi(ctxB, 'business');
    const send = async (text: string) => {
      const res = await ctxB.request.post(`/api/messages/${a.id}`, { data: { text }, headers: { origin: baseURL() } });
      expect(res.status()).toBe(201);
    };

    // A is away: nothing open. B writes twice.
    await send('Hej! Vi vill gärna sponsra er.');
    await send('Hör av er när ni kan.');
    const link = await waitForMailLink(a.email, messageSubject(b.username), `/chat/${b.id}`, MAIL_MS);
    expect(new URL(link).pathname).toBe(`/chat/${b.id}`);
    expect(await mailsTo(a.email, messageSubject(b.username))).toHaveLength(1);
    const [unsubscribe] = await mailHeaders(a.email, messageSubject(b.username), 'List-Unsubscribe');
    expect(unsubscribe).toMatch(/^<http.+\/api\/unsubscribe\?token=.+>$/);
    expect(await mailHeaders(a.email, messageSubject(b.username), 'List-Unsubscribe-Post')).toEqual([
      'List-Unsubscribe=One-Click',
    ]);

    // A comes back: the bell shows the entry; it leads into the conversation
    const page = await ctxA.newPage();
    await navigate(page, '/dashboard');
    const bell = page.getByTestId('notification-bell').first();
    await expect
      .poll(() => page.getByTestId('notification-count').first().textContent(), { timeout: 15_000 })
      .toBe('1');
    expect(await bell.getAttribute('aria-label')).toBe('Notiser, 1 olästa');
    await bell.focus();
    await page.keyboard.press('Enter');
    const entry = page.getByRole('link', { name: new RegExp(messageSubject(b.username)) });
    await visible(entry);
    await page.getByRole('button', { name: 'Markera alla som lästa' }).waitFor();
    await entry.click();
    await page.waitForURL((url) => url.pathname === `/chat/${b.id}`);
    await visible(page.getByText('Hör av er när ni kan.'));
    await expect.poll(() => page.getByTestId('notification-count').count(), { timeout: 15_000 }).toBe(0);
    await page.close();

    // the one-click unsubscribe as a mail program sends it: POST, form-encoded, no cookie, no Origin
    const mailProgram = await request.newContext();
    const res = await mailProgram.post(unsubscribe!.slice(1, -1), { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { message: string }).message).toContain('Nya meddelanden');
    await mailProgram.dispose();

    // a new message while A is away again: no further mail
    await send('En fråga till.');
    await new Promise((r) => setTimeout(r, 10_000));
    expect(await mailsTo(a.email, messageSubject(b.username))).toHaveLength(1);
    await ctxA.close();
    await ctxB.close();
  }, 90_000);

  it('a saved search gets a match when an admin approves a fitting offer', async () => {
    const ctxA = await newContext(browser);
    const ctxB = await newContext(browser);
    await signUpViaApi(ctxA, 'business');
    await signUpViaApi(ctxB, 'association');
    const word = letters();
    const page = await ctxA.newPage();
    await navigate(page, `/explore/association?q=${word}`);
    await page.getByRole('button', { name: 'Spara sökning' }).click();
    await visible(page.getByText('Sökningen är sparad.', { exact: false }));

    const id = await createOfferViaApi(ctxB, 'association', { title: `Lag ${word} söker sponsor`, tags: ['idrott'] });
    await approveOffers([id]);

    // live: the bell rises without a reload
    await expect
      .poll(() => page.getByTestId('notification-count').first().textContent(), { timeout: 30_000 })
      .toBe('1');
    await navigate(page, '/settings');
    const saved = page.getByRole('list', { name: 'Sparade sökningar' });
    await visible(saved.getByText(`"${word}"`));
    await visible(saved.getByText('1 ny träff'));
    await navigate(page, '/notifications');
    const entry = page.getByRole('link', { name: /matchar din sparade sökning/ });
    await visible(entry);
    await entry.click();
    await page.waitForURL((url) => url.pathname === `/sponsorship/${id}`);
    await ctxA.close();
    await ctxB.close();
  }, 90_000);
});
