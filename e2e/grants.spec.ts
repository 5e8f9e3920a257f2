// Stiftelsesök (issue 24 §5): a foundation publishes a programme → the admin approves it → an association
// finds it by a compound query with 'Öppen nu' → watches it → drafts with AI (no model configured) → submits →
// the foundation grants it and turns the application into a draft agreement (the grant template) → the
// association sees the decision.
import { describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import { request, type Browser, type Page } from 'playwright-core';
import { field, gone, letters, navigate, newContext, signUpViaApi, useBrowser, visible } from './journey';
import { adminPassword, baseURL } from './fixtures';

/** WCAG 2 A/AA problems of serious or critical impact inside <main>. */
async function seriousA11yProblems(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

let browser: Browser;
useBrowser((launched) => (browser = launched));

describe('grants', () => {
  it('publish, approve, find, watch, draft, apply, grant', async () => {
    const foundationCtx = await newContext(browser);
    const adminCtx = await newContext(browser);
    const associationCtx = await newContext(browser);
    await signUpViaApi(foundationCtx, 'foundation');
    await signUpViaApi(associationCtx, 'association');
    const name = `Bidrag ${letters()}`;

    // the foundation asks to manage its entry of the (example) register
    const foundation = await foundationCtx.newPage();
    await navigate(foundation, '/my-pages');
    await foundation.getByRole('tab', { name: 'Stiftelser' }).click();
    await foundation.getByLabel('Sök stiftelse på namn eller ändamål').fill('Hjortronfonden');
    await foundation.getByRole('button', { name: /Begär att förvalta Stiftelsen Hjortronfonden/ }).click();
    await visible(foundation.getByText('Begäran väntar på granskning'));

    // the foundation publishes through the form
    await navigate(foundation, '/stiftelser/ny');
    await field(foundation, 'Stiftelsens namn').fill('Stiftelsen Provfonden');
    await field(foundation, 'Utlysningens namn').fill(name);
    await field(foundation, 'Syfte').fill(
      'Vi stödjer föreningar där ungdomar spelar fotboll i Västerbotten, med bidrag till cuper och utrustning.',
    );
    await field(foundation, 'Kriterier (ett per rad)').fill('Verksamheten är för ungdomar\nMiljöarbete');
    await foundation.getByRole('checkbox', { name: 'idrott', exact: true }).check();
    await foundation.getByRole('checkbox', { name: 'Västerbottens län', exact: true }).check();
    await foundation.getByRole('checkbox', { name: 'Förening', exact: true }).check();
    await field(foundation, 'Högsta belopp (kr)').fill('30000');
    await field(foundation, 'Datum').fill('2027-06-30');
    await foundation.getByRole('button', { name: 'Skicka för granskning' }).click();
    await visible(foundation.getByText('Väntar på granskning'));
    const grantPath = new URL(foundation.url()).pathname;
    expect(grantPath).toMatch(/^\/stiftelser\/\d+$/);

    // hidden until approved
    expect((await associationCtx.request.get(`/api${grantPath.replace('/stiftelser', '/grants')}`)).status()).toBe(404);

    // the admin approves it on the 'Utlysningar' tab
    const admin = await adminCtx.newPage();
    await navigate(admin, '/admin');
    await admin.getByLabel('Lösenord').fill(adminPassword());
    await admin.getByRole('button', { name: 'Logga in' }).click();
    await admin.getByRole('tab', { name: 'Utlysningar' }).click();
    await admin.getByRole('button', { name: `Godkänn ${name}` }).click();
    await visible(admin.getByText('Utlysningen är godkänd'));
    // and the claim: the register entry is the foundation's now
    await admin.getByRole('button', { name: 'Godkänn begäran' }).click();
    await visible(admin.getByText('Inga väntande begäranden.'));
    const entry = await associationCtx.request.get('/api/foundations?q=Hjortronfonden');
    expect(((await entry.json()) as { items: { claimed: boolean }[] }).items[0]).toMatchObject({ claimed: true });

    // the association finds it by a compound word, open now
    const association = await associationCtx.newPage();
    await navigate(association, '/stiftelser');
    await association.getByLabel('Sök utlysningar').fill('ungdomsfotboll');
    await association.getByRole('button', { name: 'Sök', exact: true }).click();
    // the filters live in the address: the search lands there before the next filter is set
    await expect.poll(() => new URL(association.url()).search).toContain('q=');
    // the box follows the address, so it is clicked and the address awaited (check() wants it at once)
    await association.getByLabel('Öppen nu').click();
    await expect.poll(() => new URL(association.url()).search).toContain('open=true');
    expect(await seriousA11yProblems(association)).toEqual([]);
    await association.getByRole('link', { name }).click();
    await visible(association.getByRole('heading', { name, level: 1 }));

    // watches it; it shows on /my-pages
    await association.getByRole('button', { name: 'Bevaka' }).click();
    await visible(association.getByRole('button', { name: 'Sluta bevaka' }));

    // drafts with AI (no model configured: the structured draft) and submits
    await association.getByRole('button', { name: 'Skriv ansökan med AI' }).click();
    const text = association.getByLabel(/Din ansökan/);
    await expect.poll(() => text.inputValue()).toContain('## Verksamheten är för ungdomar');
    expect(await text.inputValue()).toContain('[fyll i:');
    await visible(association.getByText(/Fyll i själv:.*Miljöarbete/));
    await text.fill(`${await text.inputValue()}\n\nVi har 120 spelare i åldern 8–16 år.`);
    // autosaved: a reload keeps the edit
    await association.reload();
    await expect.poll(() => association.getByLabel(/Din ansökan/).inputValue()).toContain('120 spelare');
    await association.getByRole('button', { name: 'Skicka ansökan' }).click();
    await visible(association.getByText('Din ansökan är skickad till Stiftelsen Provfonden.'));
    expect(await seriousA11yProblems(association)).toEqual([]);

    // the foundation grants it from the programme's inbox
    await foundation.reload();
    await visible(foundation.getByTestId('application'));
    await foundation.getByLabel(/Beviljat belopp/).fill('20000');
    await foundation.getByRole('button', { name: 'Bevilja' }).click();
    await visible(foundation.getByTestId('application').getByText('Beviljad'));
    // the granted application becomes an agreement in one click: the grant template, then the deal's page
    await foundation.getByTestId('application').getByRole('button', { name: 'Föreslå avtal' }).click();
    await foundation.getByRole('dialog').getByRole('button', { name: 'Skapa utkast' }).click();
    await foundation.waitForURL(/\/deals\/\d+$/);
    await navigate(foundation, grantPath);

    // the association sees the watch and the decision on /my-pages
    await navigate(association, '/my-pages');
    await association.getByRole('tab', { name: 'Stiftelser' }).click();
    await visible(association.getByTestId('watched-grants').getByRole('link', { name }));
    await visible(association.getByText('Beviljad'));
    const notes = await associationCtx.request.get('/api/me/applications');
    expect(((await notes.json()) as { items: { status: string; amount: number }[] }).items[0]).toMatchObject({
      status: 'granted',
      amount: 20000,
    });

    await Promise.all([foundationCtx.close(), adminCtx.close(), associationCtx.close()]);
  });

  it('a saved catalogue search alerts on a new programme; the foundation edits and deletes it', async () => {
    const foundationCtx = await newContext(browser);
    const associationCtx = await newContext(browser);
    await signUpViaApi(foundationCtx, 'foundation');
    await signUpViaApi(associationCtx, 'association');
    const name = `Kulturbidrag ${letters()}`;

    // the association saves a catalogue search: area kultur, open now
    const association = await associationCtx.newPage();
    await navigate(association, '/stiftelser');
    await association.getByLabel('Område').selectOption('kultur');
    await expect.poll(() => new URL(association.url()).search).toContain('area=kultur');
    await association.getByLabel('Öppen nu').click();
    await expect.poll(() => new URL(association.url()).search).toContain('open=true');
    await association.getByRole('button', { name: 'Spara sökning' }).click();
    await visible(association.getByText('Du får en notis när en ny utlysning matchar'));
    await navigate(association, '/my-pages');
    await visible(association.getByRole('link', { name: /Utlysningar: kultur · Öppen nu/ }));

    // the foundation publishes a programme (through the API: the form is tested above)
    const created = await foundationCtx.request.post('/api/grants', {
      headers: { origin: baseURL() },
      data: {
        organization: 'Stiftelsen Kulturfonden',
        name,
        purpose: 'Vi stödjer föreningar som ger barn och unga möjlighet att spela teater och musik.',
        criteria: ['Verksamheten är för barn och unga'],
        areas: ['kultur'],
        regions: ['Hela Sverige'],
        applicant_types: ['association'],
        amount_min: 5000,
        amount_max: 40000,
        deadline_kind: 'rolling',
        apply_mode: 'samverka',
        documents: [],
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // it edits it from its dashboard: the form is filled in, the server's rules answer in Swedish
    const foundation = await foundationCtx.newPage();
    await navigate(foundation, '/dashboard');
    await foundation.getByRole('link', { name: `Ändra ${name}` }).click();
    await foundation.waitForURL(`**/stiftelser/${id}/redigera`);
    await visible(foundation.getByTestId('grant-edit-review'));
    await expect.poll(() => field(foundation, 'Utlysningens namn').inputValue()).toBe(name);
    expect(await foundation.getByRole('checkbox', { name: 'kultur', exact: true }).isChecked()).toBe(true);
    expect(await foundation.getByRole('checkbox', { name: 'idrott', exact: true }).isChecked()).toBe(false);
    expect(await field(foundation, 'Högsta belopp (kr)').inputValue()).toBe('40000');
    await field(foundation, 'Lägsta belopp (kr)').fill('90000');
    await foundation.getByRole('button', { name: 'Spara och skicka för granskning' }).click();
    await visible(foundation.getByText('Lägsta belopp kan inte vara högre än högsta belopp.'));
    // the message stands under its field, which points at it, and goes as the foundation types
    const lowest = field(foundation, 'Lägsta belopp (kr)');
    expect(await lowest.getAttribute('aria-invalid')).toBe('true');
    expect(await lowest.getAttribute('aria-describedby')).toBe(
      await foundation.getByText('Lägsta belopp kan inte vara högre än högsta belopp.').getAttribute('id'),
    );
    await lowest.fill('10000');
    await gone(foundation.getByText('Lägsta belopp kan inte vara högre än högsta belopp.'));
    await field(foundation, 'Utlysningens namn').fill(`${name} 2027`);
    await foundation.getByRole('button', { name: 'Spara och skicka för granskning' }).click();
    await foundation.waitForURL(`**/stiftelser/${id}`);
    await visible(foundation.getByRole('heading', { name: `${name} 2027`, level: 1 }));

    // the admin publishes it: the association's saved search tells it
    const admin = await request.newContext({ baseURL: baseURL(), extraHTTPHeaders: { origin: baseURL() } });
    expect((await admin.post('/api/admin/login', { data: { password: adminPassword() } })).ok()).toBe(true);
    expect((await admin.post(`/api/admin/grants/${id}/approve`)).ok()).toBe(true);
    await admin.dispose();
    // the worker runs the match (it polls its queue every 2 s; slower on a loaded machine)
    await expect
      .poll(
        async () => {
          const res = await associationCtx.request.get('/api/me/notifications');
          const { items } = (await res.json()) as { items: { kind: string; link: string }[] };
          return items.filter((n) => n.kind === 'grant_new').map((n) => n.link);
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toEqual([`/stiftelser/${id}`]);
    await navigate(association, '/notifications');
    await association
      .getByRole('link', { name: /En ny utlysning matchar din sparade sökning/ })
      .first()
      .click();
    await association.waitForURL(`**/stiftelser/${id}`);
    // not the association's to change
    expect(await association.getByRole('link', { name: 'Ändra utlysningen' }).count()).toBe(0);

    // the foundation deletes it, after confirming
    // (from its programme's page, as its owner)
    await navigate(foundation, `/stiftelser/${id}`);
    await foundation.getByRole('link', { name: 'Ändra utlysningen' }).click();
    await foundation.waitForURL(`**/stiftelser/${id}/redigera`);
    await foundation.getByRole('button', { name: 'Ta bort utlysningen' }).click();
    const confirm = foundation.getByRole('alertdialog', { name: 'Ta bort utlysningen?' });
    await visible(confirm.getByText(`"${name} 2027" tas bort från Stiftelsesök`));
    await confirm.getByRole('button', { name: 'Ta bort utlysningen' }).click();
    await foundation.waitForURL('**/dashboard');
    expect((await associationCtx.request.get(`/api/grants/${id}`)).status()).toBe(404);
    await Promise.all([foundationCtx.close(), associationCtx.close()]);
  }, 180_000);
});
