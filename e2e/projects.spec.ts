// Projects (issue 25 §2): an association publishes a project with two roles through the form → the admin
// approves it on the 'Projekt' tab → a visitor finds it on /projekt and opens its page (the server's HTML
// carries its preview tags) → a Privatperson with a skills profile says 'Jag är intresserad' with a message
// → the association sees the interest on its project page, marks the person 'Vald' and proposes an
// assignment agreement ('Uppdragsavtal').
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { field, letters, navigate, newContext, signUpViaApi, useBrowser, visible } from './journey';
import { adminPassword } from './fixtures';

let browser: Browser;
useBrowser((launched) => (browser = launched));

describe('projects', () => {
  it('publish with two roles, approve, find, express interest, choose, propose an agreement', async () => {
    const clubCtx = await newContext(browser);
    const adminCtx = await newContext(browser);
    const visitorCtx = await newContext(browser);
    const personCtx = await newContext(browser);
    await signUpViaApi(clubCtx, 'association');
    const person = await signUpViaApi(personCtx, 'individual');
    const title = `Matchfotograf ${letters()}`;

    // the association publishes through the form, two roles
    const club = await clubCtx.newPage();
    await navigate(club, '/projekt/ny');
    await field(club, 'Organisationens namn').fill('IK Provlaget');
    await field(club, 'Projektets titel').fill(title);
    await field(club, 'Beskrivning').fill(
      'Vi är en fotbollsförening i Gävle som vill ha bilder från hemmamatcherna och en enklare hemsida.',
    );
    await field(club, 'Ort').fill('Gävle');
    // a server-side rule the form also checks: the role needs a skill (the typed text stays)
    await club.getByRole('button', { name: 'Skicka för granskning' }).click();
    await visible(club.getByText('Ange 1–10 färdigheter för rollen'));
    await expect.poll(() => field(club, 'Projektets titel').inputValue()).toBe(title);

    const first = club.getByRole('group', { name: 'Roll 1' });
    await first.getByLabel('Rollens namn', { exact: true }).fill('Matchfotograf');
    await first.getByLabel('Lägg till färdighet', { exact: true }).fill('Fotografering');
    await first.getByRole('button', { name: 'Lägg till', exact: true }).click();
    await first.getByLabel('Timmar per vecka', { exact: true }).fill('4');
    await club.getByRole('button', { name: 'Lägg till roll' }).click();
    const second = club.getByRole('group', { name: 'Roll 2' });
    await second.getByLabel('Rollens namn', { exact: true }).fill('Webbansvarig');
    await second.getByLabel('Lägg till färdighet', { exact: true }).fill('bygger hemsidor');
    await second.getByLabel('Lägg till färdighet', { exact: true }).press('Enter');
    await second.getByLabel('Timmar per vecka', { exact: true }).fill('2');
    await second.getByLabel('Kan göras på distans').check();
    await second.getByLabel('Betalt uppdrag').check();
    await second.getByLabel('Arvode (kr)').fill('3000');
    await club.getByRole('button', { name: 'Skicka för granskning' }).click();
    await visible(club.getByText('Väntar på granskning'));
    const projectPath = new URL(club.url()).pathname;
    expect(projectPath).toMatch(/^\/projekt\/\d+$/);

    // hidden until approved: 404 to others, also in the server's HTML
    const visitor = await visitorCtx.newPage();
    expect((await visitorCtx.request.get(projectPath)).status()).toBe(404);

    // the admin approves it on the 'Projekt' tab
    const admin = await adminCtx.newPage();
    await navigate(admin, '/admin');
    await admin.getByLabel('Lösenord').fill(adminPassword());
    await admin.getByRole('button', { name: 'Logga in' }).click();
    await admin.getByRole('tab', { name: 'Projekt' }).click();
    await admin.getByRole('button', { name: `Godkänn ${title}` }).click();
    await visible(admin.getByText('Projektet är godkänt och publicerat'));

    // a visitor finds it on /projekt by a search and a filter, and opens its page
    await navigate(visitor, '/projekt');
    await field(visitor, 'Sök projekt').fill(title);
    await visitor.getByRole('button', { name: 'Sök', exact: true }).click();
    await visitor.getByLabel('Går att göra på distans').check();
    await visitor.getByRole('link', { name: title }).click();
    await visible(visitor.getByRole('heading', { name: 'Webbansvarig' }));
    await visible(visitor.getByText('Betalt, 3 000 kr'));
    await visible(visitor.getByRole('link', { name: 'Logga in' }).last());
    expect(await visitor.getByRole('button', { name: /Jag är intresserad/ }).count()).toBe(0);
    const html = await (await visitorCtx.request.get(projectPath)).text();
    expect(html).toContain(`<meta property="og:title" content="${title} – IK Provlaget | Samverka" />`);
    expect(html).toContain('<meta name="description" content="Vi är en fotbollsförening i Gävle');

    // a misspelt search is corrected from the sample offers' words and offered as 'Menade du …?'
    await navigate(visitor, '/projekt?q=innebandi');
    await visitor.getByRole('button', { name: 'innebandy', exact: true }).click();
    await expect.poll(() => field(visitor, 'Sök projekt').inputValue()).toBe('innebandy');
    expect(new URL(visitor.url()).searchParams.get('q')).toBe('innebandy');

    // the person (with a skills profile) says 'Jag är intresserad' on the photographer role
    const profile = await personCtx.request.put('/api/me/skill-profile', {
      data: {
        headline: 'Fotograf i Gävle',
        skills: [{ name: 'Fotografering', level: 'van' }],
        hoursPerWeek: 5,
        place: 'Gävle',
        visible: true,
      },
    });
    expect(profile.status()).toBe(200);
    const me = await personCtx.newPage();
    await navigate(me, projectPath);
    await me.getByRole('button', { name: 'Jag är intresserad: Matchfotograf' }).click();
    const dialog = me.getByRole('dialog');
    await dialog.getByLabel('Meddelande').fill('Hej! Jag fotograferar gärna era hemmamatcher.');
    await dialog.getByRole('button', { name: 'Skicka intresseanmälan' }).click();
    await visible(me.getByText('en konversation med organisationen är öppen'));
    await visible(me.getByRole('link', { name: 'Öppna konversationen' }));
    await navigate(me, projectPath);
    await visible(me.getByTestId('my-interest').getByText('Du har anmält intresse för rollen (Skickad).'));

    // the association sees the interest under the role, marks the person 'Vald' and proposes an agreement
    await navigate(club, projectPath);
    const interest = club.getByTestId('interest');
    await visible(interest.getByText('Hej! Jag fotograferar gärna era hemmamatcher.'));
    await interest.getByRole('button', { name: `Markera ${person.username} som Vald` }).click();
    await visible(club.getByText('Markerad som Vald'));
    await club.getByRole('button', { name: 'Föreslå uppdragsavtal' }).click();
    await expect.poll(() => club.getByRole('radio', { name: /Uppdragsavtal/ }).isChecked()).toBe(true);
    await club.getByRole('button', { name: 'Skapa utkast' }).click();
    await expect.poll(() => new URL(club.url()).pathname).toMatch(/^\/deals\/\d+$/);

    // the person is told, also on the project page
    await navigate(me, projectPath);
    await visible(me.getByText('Du har anmält intresse för rollen (Vald).'));
    const notes = (await (await personCtx.request.get('/api/me/notifications')).json()) as {
      items: { kind: string }[];
    };
    expect(notes.items.some((n) => n.kind === 'interest_status')).toBe(true);

    for (const c of [clubCtx, adminCtx, visitorCtx, personCtx]) await c.close();
  });
});
