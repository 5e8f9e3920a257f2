// Talentfinder, the journey (issue 25 §5): a person signs up as Privatperson (16+ confirmed; the
// unchecked box is refused in Swedish and the form keeps what was typed), fills the skills profile in
// /settings and turns 'Synlig för organisationer' on → an association publishes a project needing those
// skills → the admin approves it → the person sees it under 'Projekt för dig' and says 'Jag är intresserad'
// → the association finds the person in /talanger (with the reasons), opens the profile, marks the person
// 'Vald' and proposes an assignment agreement (the deal draft opens). A visitor never sees the profile.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { field, letters, navigate, newContext, signUpViaApi, useBrowser, visible } from './journey';
import { approveProjects, baseURL } from './fixtures';
import { VERIFY_SUBJECT, waitForMailLink } from './mailbox';

let browser: Browser;
useBrowser((launched) => (browser = launched));

describe('Talentfinder', () => {
  it('sign up as Privatperson, skills profile, project for you, interest, found in /talanger, Vald, agreement', async () => {
    const personCtx = await newContext(browser);
    const clubCtx = await newContext(browser);
    const visitorCtx = await newContext(browser);
    const tag = letters();
    const username = `person${tag}`;
    const email = `person${tag}@exempel.se`;

    // sign-up offers Privatperson; the 16+ box is required, and the form keeps what was typed
    const me = await personCtx.newPage();
    await navigate(me, '/auth?tab=signup');
    await field(me, 'E-post').fill(email);
    await field(me, 'Användarnamn').fill(username);
    await field(me, 'Lösenord').fill('ett-riktigt-bra-lösenord-25');
    await me.getByRole('radio', { name: 'Privatperson' }).click();
    await me.getByRole('button', { name: 'Skapa konto' }).click();
    await visible(me.getByText('Bekräfta att du har fyllt 16 år för att skapa ett konto som privatperson'));
    expect(await field(me, 'Användarnamn').inputValue()).toBe(username);
    await me.getByLabel('Jag bekräftar att jag har fyllt 16 år').check();
    await me.getByRole('button', { name: 'Skapa konto' }).click();
    await me.waitForURL('**/dashboard');
    const link = await waitForMailLink(email, VERIFY_SUBJECT, '/api/auth/verify-email?token=');
    await personCtx.request.get(link, { maxRedirects: 0 });
    // no offers to create: the dashboard leads to the skills profile instead
    await visible(me.getByText('Bidra med det du kan'));
    await visible(me.getByText('Fyll i din kompetensprofil så visar vi projekt som passar dig.'));

    // the skills profile in /settings: a Swedish error keeps the input, then saved with visibility on
    await navigate(me, '/settings');
    const form = me.getByRole('form', { name: 'Kompetensprofil' });
    await form.getByLabel('Rubrik').fill('Fotograf som gillar idrott');
    await form.getByRole('button', { name: 'Spara kompetensprofilen' }).click();
    await visible(form.getByText('Lägg till minst en färdighet'));
    expect(await form.getByLabel('Rubrik').inputValue()).toBe('Fotograf som gillar idrott');
    await form.getByLabel('Lägg till färdighet').fill('Fotografering');
    await form.getByRole('button', { name: 'Lägg till', exact: true }).click();
    await form.getByLabel('Nivå för Fotografering').selectOption('expert');
    await form.getByLabel('Timmar per vecka').fill('5');
    await form.getByLabel('Ort', { exact: true }).fill('Gävle');
    expect(await form.getByLabel('Synlig för organisationer').isChecked()).toBe(false);
    await form.getByLabel('Synlig för organisationer').check();
    await form.getByRole('button', { name: 'Spara kompetensprofilen' }).click();
    await visible(me.getByText('Kompetensprofilen är sparad'));
    const saved = (await (await personCtx.request.get('/api/me/skill-profile')).json()) as {
      profile: { userId: string; visible: boolean };
    };
    expect(saved.profile.visible).toBe(true);
    const personId = saved.profile.userId;

    // a visitor never sees the profile, nor the person's page
    expect((await visitorCtx.request.get(`/api/talents/${personId}`)).status()).toBe(401);
    expect((await visitorCtx.request.get(`/api/profiles/${personId}`)).status()).toBe(404);

    // an association publishes a project needing those skills; the admin approves it
    await signUpViaApi(clubCtx, 'association');
    const title = `Matchfotograf ${tag}`;
    const created = await clubCtx.request.post('/api/projects', {
      headers: { origin: baseURL() },
      data: {
        organization: 'IK Provlaget',
        title,
        description: 'Vi är en fotbollsförening i Gävle som vill ha bilder från hemmamatcherna.',
        place: 'Gävle',
        roles: [{ title: 'Matchfotograf', skills: ['Fotografering'], hoursPerWeek: 4 }],
      },
    });
    expect(created.status()).toBe(201);
    const project = (await created.json()) as { id: string };
    await approveProjects([project.id]);

    // the person sees it under 'Projekt för dig', with the reasons, and says 'Jag är intresserad'
    await navigate(me, '/dashboard');
    const forYou = me.getByTestId('projects-for-you');
    await visible(forYou.getByRole('link', { name: title }));
    await visible(forYou.getByText('1 av 1 efterfrågade färdigheter'));
    await forYou.getByRole('link', { name: title }).click();
    await me.getByRole('button', { name: 'Jag är intresserad: Matchfotograf' }).click();
    const dialog = me.getByRole('dialog');
    await dialog.getByLabel('Meddelande').fill('Hej! Jag fotograferar gärna era hemmamatcher.');
    await dialog.getByRole('button', { name: 'Skicka intresseanmälan' }).click();
    await visible(me.getByText('en konversation med organisationen är öppen'));
    await navigate(me, '/dashboard');
    await visible(me.getByTestId('my-interests').getByText('Skickad'));

    // the association finds the person in /talanger, ranked against its project, and opens the profile
    const club = await clubCtx.newPage();
    await navigate(club, '/talanger');
    await club.getByLabel('Rangordna mot projekt').selectOption({ label: title });
    await field(club, 'Ort').fill('Gävle');
    await club.getByRole('button', { name: 'Sök', exact: true }).click();
    const card = club.getByTestId('talent-card').filter({ hasText: username });
    await visible(card);
    await visible(card.getByText('1 av 1 efterfrågade färdigheter'));
    await visible(card.getByText('Bor på samma ort'));
    await club.getByRole('button', { name: 'Spara sökning' }).click();
    await visible(club.getByText('Du får en notis när en ny person passar'));
    await card.getByRole('button', { name: `Visa ${username}` }).click();
    const profile = club.getByRole('dialog');
    await visible(profile.getByTestId('talent-profile'));
    await visible(profile.getByText('Expert'));
    expect(await profile.getByText(email).count()).toBe(0);
    await visible(profile.getByRole('link', { name: 'Skicka meddelande' }));
    await club.keyboard.press('Escape');

    // marks the person 'Vald' on the project page and proposes an assignment agreement
    await navigate(club, `/projekt/${project.id}`);
    const interest = club.getByTestId('interest');
    await visible(interest.getByText('Hej! Jag fotograferar gärna era hemmamatcher.'));
    await interest.getByRole('button', { name: `Markera ${username} som Vald` }).click();
    await visible(club.getByText('Markerad som Vald'));
    await club.getByRole('button', { name: 'Föreslå uppdragsavtal' }).click();
    await expect.poll(() => club.getByRole('radio', { name: /Uppdragsavtal/ }).isChecked()).toBe(true);
    await club.getByRole('button', { name: 'Skapa utkast' }).click();
    await expect.poll(() => new URL(club.url()).pathname).toMatch(/^\/deals\/\d+$/);

    // the person is told: 'Vald' under 'Mina intressen'
    await navigate(me, '/dashboard');
    await visible(me.getByTestId('my-interests').getByText('Vald'));

    for (const c of [personCtx, clubCtx, visitorCtx]) await c.close();
  });

  it('a person gets a clear message on /talanger, and the skills form fits a phone', async () => {
    const context = await newContext(browser, { viewport: { width: 375, height: 800 } });
    await signUpViaApi(context, 'individual');
    const page = await context.newPage();
    await navigate(page, '/talanger');
    await visible(page.getByText('Talentfinder är till för föreningar, företag och stiftelser.'));
    expect((await context.request.get('/api/talents')).status()).toBe(403);
    await navigate(page, '/settings');
    await visible(page.getByRole('form', { name: 'Kompetensprofil' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
