// Journeys of offers in the browser: publish (pending, hidden from others), edit, delete; search, tag filter
// and sort on /explore/business with the state in the URL; favourites; /sponsorship/:id; and offline safety:
// with the API unreachable the offer is kept locally and is submitted by itself once the server is back.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PREMIUM_PRICE_ID } from '@shared/plans';
import { field, gone, letters, navigate, newContext, signUpViaApi, useBrowser, visible } from './journey';
import { approveOffers, baseURL, createOfferViaApi, fillOfferForm } from './fixtures';

let browser: Browser;
useBrowser((launched) => (browser = launched));

const cardTitles = (page: Page) => page.getByTestId('offer-card').locator('[data-slot="card-title"]').allInnerTexts();

describe('publish, edit and delete', () => {
  it('an association publishes an offer: pending on /my-pages, invisible to others; then edits and deletes it', async () => {
    const ownerCtx = await newContext(browser);
    await signUpViaApi(ownerCtx, 'association');
    const page = await ownerCtx.newPage();
    const word = `forening${letters()}`;
    const title = `Vi söker tröjsponsor ${word}`;

    await navigate(page, '/create-offer?type=association');
    await visible(page.getByRole('heading', { name: 'Skapa erbjudande', level: 1 }));
    expect(await page.getByRole('radio', { name: 'Förening - Vi söker sponsring' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    for (const label of [
      'Titel',
      'Organisation',
      'Plats',
      'Budget',
      'Tidsram',
      'Beskrivning',
      'Taggar',
      'Telefon',
      'E-post',
    ]) {
      expect(await field(page, label).count(), label).toBe(1);
    }
    // only the user's own type is offered, and the influencer fields stay away
    await expect.poll(() => page.getByRole('radio').count()).toBe(1);
    expect(await field(page, 'Målgrupp').count()).toBe(0);
    // before typing: how many offers the Basic plan has left, with the way to Premium
    const quota = page.getByTestId('offer-quota');
    await visible(quota.getByText('3 av 3 erbjudanden kvar'));
    expect(await quota.getByRole('link', { name: 'Se Premium' }).getAttribute('href')).toBe('/pricing');

    // errors show after the first blur, and go away while typing
    await field(page, 'Titel').fill('Kort');
    await field(page, 'Organisation').focus();
    await visible(page.getByText('Titeln måste vara minst 5 tecken'));
    await field(page, 'Titel').fill(title);
    await gone(page.getByText('Titeln måste vara minst 5 tecken'));
    // submitting an incomplete form names what is missing and keeps what was typed
    await page.getByRole('button', { name: 'Skapa erbjudande' }).click();
    await visible(page.getByText('Ofullständig information'));
    await visible(page.getByText('Beskrivningen måste vara minst 20 tecken'));
    expect(await field(page, 'Titel').inputValue()).toBe(title);

    await fillOfferForm(page, {
      title,
      organization: 'IFK Provstad',
      description: 'Vår förening söker en sponsor till nya matchtröjor för flick- och pojklagen.',
      tag: 'fotboll',
    });
    await field(page, 'Taggar').fill('FOTBOLL');
    await page.getByRole('button', { name: 'Lägg till tagg' }).click();
    await visible(page.getByRole('button', { name: 'Ta bort taggen fotboll' }));
    expect(await page.getByRole('button', { name: /^Ta bort taggen/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Skapa erbjudande' }).click();
    await page.waitForURL('**/dashboard');
    await visible(page.getByText('Erbjudande skapat!'));

    await navigate(page, '/my-pages');
    await visible(page.getByRole('tab', { name: 'Mina erbjudanden' }));
    const mine = page.getByTestId('my-offer-card').filter({ hasText: title });
    await visible(mine);
    await visible(mine.getByText('Väntar på godkännande'));
    await visible(mine.getByText('Förening', { exact: true }));

    // another user does not see it on /explore/association
    const otherCtx = await newContext(browser);
    await signUpViaApi(otherCtx, 'business');
    const other = await otherCtx.newPage();
    await navigate(other, `/explore/association?q=${word}`);
    await visible(other.getByRole('heading', { name: 'Utforska föreningserbjudanden' }));
    await visible(other.getByText('Inga resultat hittades'));
    expect(await other.getByText(title).count()).toBe(0);
    await otherCtx.close();

    // edit
    await mine.getByRole('link', { name: 'Redigera' }).click();
    await page.waitForURL('**/edit-offer/*');
    await visible(page.getByRole('heading', { name: 'Redigera erbjudande' }));
    await expect.poll(() => field(page, 'Titel').inputValue()).toBe(title);
    const edited = `${title} uppdaterad`;
    await field(page, 'Titel').fill(edited);
    await page.getByRole('button', { name: 'Spara ändringar' }).click();
    await visible(page.getByText('Erbjudande uppdaterat'));
    await navigate(page, '/my-pages');
    const editedCard = page.getByTestId('my-offer-card').filter({ hasText: edited });
    await visible(editedCard);

    // delete, after a confirmation (cancel first: nothing happens)
    await editedCard.getByRole('button', { name: 'Ta bort' }).click();
    await visible(page.getByRole('alertdialog'));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Avbryt' }).click();
    await gone(page.getByRole('alertdialog'));
    await visible(editedCard);
    await editedCard.getByRole('button', { name: 'Ta bort' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ta bort' }).click();
    await visible(page.getByText('Borttaget!'));
    await gone(page.getByTestId('my-offer-card').filter({ hasText: edited }));
    await visible(page.getByText('Inga erbjudanden hittades'));
    const api = await ownerCtx.request.get('/api/me/offers');
    expect(((await api.json()) as { items: unknown[] }).items).toEqual([]);
    await ownerCtx.close();
  });
});

describe('explore, favourites and the detail dialog', () => {
  const word = `sokprov${letters()}`;
  const tag = `tagg${letters()}`;
  const otherTag = `annan${letters()}`;
  const titles = { beta: `Beta ${word}`, ost: `Öst ${word}`, alfa: `Alfa ${word}` };
  let ids: Record<keyof typeof titles, string>;

  beforeAll(async () => {
    const ctx = await newContext(browser);
    await signUpViaApi(ctx, 'business');
    // created in this order: Beta, Öst, Alfa (Alfa newest)
    ids = {
      beta: await createOfferViaApi(ctx, 'business', { title: titles.beta, tags: [otherTag] }),
      ost: await createOfferViaApi(ctx, 'business', { title: titles.ost, tags: [tag, 'idrott'] }),
      alfa: await createOfferViaApi(ctx, 'business', { title: titles.alfa, tags: [tag] }),
    };
    await approveOffers(Object.values(ids));
    await ctx.close();
  });

  it('search, tag filter and sort live in the URL and survive a reload', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await navigate(page, '/explore/business');
    await visible(page.getByRole('heading', { name: 'Utforska företagserbjudanden' }));
    await visible(page.getByRole('tab', { name: 'Sponsorerbjudande' }));
    const search = page.getByPlaceholder('Sök efter nyckelord, organisation...');
    await search.fill(word);
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    await expect
      .poll(async () => (await cardTitles(page)).sort())
      .toEqual([titles.alfa, titles.beta, titles.ost].sort());
    // a search without a chosen order is ranked by relevance
    await visible(page.getByRole('button', { name: 'Sortera: Mest relevant' }));

    await page.getByRole('button', { name: 'Filtrera efter ämne' }).click();
    await page.getByRole('checkbox', { name: new RegExp(`^${tag}`) }).check();
    await page.waitForURL((url) => url.searchParams.get('tags') === tag);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await cardTitles(page)).sort()).toEqual([titles.alfa, titles.ost].sort());

    await page.getByRole('button', { name: /^Sortera/ }).click();
    await page.getByRole('menuitemradio', { name: 'Äldst först' }).click();
    await visible(page.getByText('Sortering ändrad'));
    await page.waitForURL((url) => url.searchParams.get('sort') === 'oldest');
    await expect.poll(() => cardTitles(page)).toEqual([titles.ost, titles.alfa]);
    await page.getByRole('button', { name: /^Sortera/ }).click();
    await page.getByRole('menuitemradio', { name: 'Alfabetisk ordning' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'alphabetical');
    await expect.poll(() => cardTitles(page)).toEqual([titles.alfa, titles.ost]);

    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => cardTitles(page)).toEqual([titles.alfa, titles.ost]);
    expect(await page.getByPlaceholder('Sök efter nyckelord, organisation...').inputValue()).toBe(word);
    await visible(page.getByRole('button', { name: `Ta bort filtret ${tag}` }));
    await visible(page.getByRole('button', { name: /Alfabetisk ordning/ }));

    // 'Rensa filter' clears search and tags but keeps the order
    await page.getByRole('button', { name: 'Rensa filter' }).click();
    await page.waitForURL((url) => !url.searchParams.has('q') && !url.searchParams.has('tags'));
    await expect.poll(() => page.getByPlaceholder('Sök efter nyckelord, organisation...').inputValue()).toBe('');
    // a search without results
    await page.getByPlaceholder('Sök efter nyckelord, organisation...').fill(`${word}finnsinte${letters()}`);
    await visible(page.getByText('Inga resultat hittades'));
    // several words that no offer has all of, ranked by relevance: the offers with some of them, under a heading
    const several = `${word} ${letters()}finnsinte`;
    await page.getByPlaceholder('Sök efter nyckelord, organisation...').fill(several);
    await page.waitForURL((url) => url.searchParams.get('q') === several);
    await page.getByRole('button', { name: /^Sortera/ }).click();
    await page.getByRole('menuitemradio', { name: 'Mest relevant' }).click();
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    await visible(page.getByRole('button', { name: 'Sortera: Mest relevant' }));
    await visible(page.getByRole('heading', { name: 'Matchar några av orden' }));
    await visible(
      page.getByText('Inget erbjudande innehåller alla orden i din sökning. Här är de som matchar några av dem.'),
    );
    await visible(
      page
        .getByRole('list', { name: 'Erbjudanden som matchar några av orden' })
        .getByTestId('offer-card')
        .filter({ hasText: word }),
    );

    // refresh
    await page.getByRole('button', { name: 'Uppdatera' }).click();
    await visible(page.getByText('Uppdaterad'));
    await ctx.close();
  });

  // issue 16: the visitor comes back to the list, not /favorites, and the star is kept through sign-up
  it('favourites: anonymous goes to sign in and back, the star kept; a user unstars and stars, finds it on /favorites', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await navigate(page, `/explore/business?q=${word}&tags=idrott`);
    const card = page.getByTestId('offer-card').filter({ hasText: titles.ost });
    await visible(card);
    await card.getByRole('button', { name: 'Lägg till i favoriter' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/auth' && (url.searchParams.get('returnTo') ?? '').startsWith('/explore/business?q='),
    );

    await signUpViaApi(ctx, 'association');
    await navigate(page, `/explore/business?q=${word}&tags=idrott`);
    await visible(card.getByRole('button', { name: 'Ta bort från favoriter' }));
    await card.getByRole('button', { name: 'Ta bort från favoriter' }).click();
    await visible(card.getByRole('button', { name: 'Lägg till i favoriter' }));
    await expect
      .poll(async () => ((await (await ctx.request.get('/api/me/favorites')).json()) as { items: unknown[] }).items)
      .toEqual([]);
    await card.getByRole('button', { name: 'Lägg till i favoriter' }).click();
    await visible(card.getByRole('button', { name: 'Ta bort från favoriter' }));
    await expect
      .poll(async () =>
        ((await (await ctx.request.get('/api/me/favorites')).json()) as { items: { id: string }[] }).items.map(
          (o) => o.id,
        ),
      )
      .toEqual([ids.ost]);

    await navigate(page, '/favorites');
    const favCard = page.getByTestId('offer-card').filter({ hasText: titles.ost });
    await visible(favCard);
    // details from the card open the global dialog
    await favCard.getByRole('button', { name: 'Visa detaljer' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('heading', { name: titles.ost }));
    await visible(dialog.getByText('Sponsorerbjudande'));
    await visible(dialog.getByText('prov@exempel.se'));
    await dialog.getByRole('button', { name: 'Stäng' }).first().click();
    await gone(page.getByRole('dialog'));

    await favCard.getByRole('button', { name: 'Ta bort från favoriter' }).click();
    await visible(page.getByRole('link', { name: 'Utforska föreningserbjudanden' }));
    const after = (await (await ctx.request.get('/api/me/favorites')).json()) as { items: unknown[] };
    expect(after.items).toEqual([]);
    await ctx.close();
  });

  // issue 16 replaced the spec's redirect to /dashboard: the offer has a page of its own whose address stays
  it('/sponsorship/:id is the offer page and its address stays; a list dialog takes the address and Back closes it', async () => {
    const ctx = await newContext(browser);
    await signUpViaApi(ctx, 'association');
    const page = await ctx.newPage();
    await navigate(page, `/sponsorship/${ids.alfa}`);
    const main = page.locator('main');
    await visible(main.getByRole('heading', { level: 1, name: titles.alfa }));
    await visible(main.getByRole('button', { name: 'Tillbaka till utforskning' }));
    await visible(main.getByRole('button', { name: 'Kontakta' }));
    await visible(main.getByText(/^Publicerat av @/));
    expect(new URL(page.url()).pathname).toBe(`/sponsorship/${ids.alfa}`);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // from a list: the dialog puts the offer's address in the bar, Back closes it and keeps the list
    await navigate(page, `/explore/business?q=${encodeURIComponent(titles.alfa)}`);
    const card = page.getByTestId('offer-card').filter({ hasText: titles.alfa });
    await card.getByRole('button', { name: 'Visa detaljer' }).click();
    await visible(page.getByRole('dialog').getByRole('heading', { name: titles.alfa }));
    await page.waitForURL(`**/sponsorship/${ids.alfa}`);
    await page.goBack();
    await gone(page.getByRole('dialog'));
    await page.waitForURL('**/explore/business?**');
    await visible(card);
    // the close button goes back the same way
    await card.getByRole('button', { name: 'Visa detaljer' }).click();
    await page.waitForURL(`**/sponsorship/${ids.alfa}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Stäng' }).first().click();
    await gone(page.getByRole('dialog'));
    await page.waitForURL('**/explore/business?**');

    await navigate(page, `/sponsorship/${ids.alfa}`);
    await main.getByRole('button', { name: 'Tillbaka till utforskning' }).click();
    await page.waitForURL('**/explore/business');
    await ctx.close();
  });
});

describe('offline safety', () => {
  it('with the API unreachable: banner and local save; when it is back the local offer is submitted', async () => {
    const ctx = await newContext(browser);
    await signUpViaApi(ctx, 'foundation');
    const page = await ctx.newPage();
    const word = `lokal${letters()}`;
    const title = `Bidrag till läxhjälp ${word}`;

    await navigate(page, '/explore/foundation');
    await visible(page.getByRole('heading', { name: 'Utforska stiftelsemöjligheter' }));
    await visible(page.getByTestId('offer-card'));

    // the server can no longer be reached; the app notices at its next connection check
    await ctx.route('**/api/**', (route) => route.abort());
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await visible(page.getByText('Databasanslutning saknas'));
    await visible(page.getByText('Ingen anslutning till databasen. Du ser endast lokal data.'));
    await visible(page.getByTestId('offer-card'));

    // create while offline (client-side navigation: the page itself is already loaded)
    await page.evaluate(() => {
      window.history.pushState({}, '', '/create-offer?type=foundation');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await visible(page.getByRole('heading', { name: 'Skapa erbjudande', level: 1 }));
    await visible(page.getByText('Databasanslutning saknas'));
    await fillOfferForm(page, {
      title,
      organization: 'Stiftelsen Provfonden',
      description: 'Vi delar ut bidrag till föreningar som ordnar läxhjälp för barn och unga.',
      tag: 'utbildning',
    });
    await page.getByRole('button', { name: 'Skapa erbjudande' }).click();
    await visible(page.getByText('Erbjudande sparat lokalt'));
    await page.waitForURL('**/my-pages');
    const local = page.getByTestId('local-offer').filter({ hasText: title });
    await visible(local);
    const stored = await page.evaluate(() => localStorage.getItem('samverka-local-offers'));
    expect(stored).toContain(title);
    expect(JSON.parse(stored!)[0].id).toMatch(/^local-/);

    // the server is back: the local entry is submitted by itself and the user is told
    await ctx.unroute('**/api/**');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await visible(page.getByText('Ditt lokalt sparade erbjudande har skickats'), 20_000);
    await gone(page.getByTestId('local-offer'));
    await visible(page.getByTestId('my-offer-card').filter({ hasText: title }));
    expect(await page.evaluate(() => localStorage.getItem('samverka-local-offers'))).toBe('[]');
    const mine = (await (await ctx.request.get('/api/me/offers')).json()) as {
      items: { title: string; is_approved: boolean }[];
    };
    expect(mine.items.filter((o) => o.title === title)).toEqual([
      expect.objectContaining({ title, is_approved: false }),
    ]);
    await ctx.close();
  });

  it('what is typed in the offer form survives a reload', async () => {
    const ctx = await newContext(browser);
    await signUpViaApi(ctx, 'business');
    const page = await ctx.newPage();
    await navigate(page, '/create-offer');
    await visible(field(page, 'Titel'));
    await field(page, 'Titel').fill('Sparat utkast före omladdning');
    await field(page, 'Beskrivning').fill('En text som inte får försvinna när sidan laddas om.');
    await field(page, 'Taggar').fill('utkast');
    await field(page, 'Taggar').press('Enter');
    await page.waitForTimeout(600); // the draft is written 300 ms after the last change
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => field(page, 'Titel').inputValue()).toBe('Sparat utkast före omladdning');
    expect(await field(page, 'Beskrivning').inputValue()).toBe('En text som inte får försvinna när sidan laddas om.');
    await visible(page.getByRole('button', { name: 'Ta bort taggen utkast' }));
    // Avbryt forgets the draft
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await page.waitForURL('**/dashboard');
    await navigate(page, '/create-offer');
    await visible(field(page, 'Titel'));
    expect(await field(page, 'Titel').inputValue()).toBe('');
    await ctx.close();
  });

  it('influencer rules, an uploaded image, and edit access for other users and visitors', async () => {
    const ctx = await newContext(browser);
    await signUpViaApi(ctx, 'influencer');
    const page = await ctx.newPage();
    const title = `Matvideor söker partner ${letters()}`;
    await navigate(page, '/create-offer?type=influencer');
    await visible(field(page, 'Målgrupp'));
    await fillOfferForm(page, {
      title,
      organization: 'Kanalen Provsmak',
      description: 'Jag gör matvideor och söker samarbeten med lokala producenter i Mälardalen.',
      tag: 'mat',
    });
    await page.getByRole('button', { name: 'Skapa erbjudande' }).click();
    await visible(page.getByText('För influencer-erbjudanden måste du ange målgrupp och förväntade visningar.'));
    await visible(page.getByText('Målgrupp och förväntade visningar är obligatoriska för influencers'));
    await field(page, 'Målgrupp').fill('Hemmakockar 25–45 år');
    await field(page, 'Förväntade visningar').fill('40 000 per månad');
    await gone(page.getByText('Målgrupp och förväntade visningar är obligatoriska för influencers'));

    // a real PNG (1×1) is uploaded and stored as the logo
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByLabel('Bild eller logotyp')
      .setInputFiles({ name: 'logga.png', mimeType: 'image/png', buffer: png });
    await visible(page.getByRole('button', { name: 'Ta bort bild' }));
    await page.getByRole('button', { name: 'Skapa erbjudande' }).click();
    await page.waitForURL('**/dashboard');
    const mine = (await (await ctx.request.get('/api/me/offers')).json()) as {
      items: { id: string; title: string; logo: string | null; target_audience: string | null }[];
    };
    const created = mine.items.find((o) => o.title === title)!;
    expect(created.target_audience).toBe('Hemmakockar 25–45 år');
    expect(created.logo).toMatch(/^(\/uploads\/|https?:)/);
    expect(
      (await ctx.request.get(created.logo!.startsWith('/') ? created.logo! : new URL(created.logo!).pathname)).ok(),
    ).toBe(true);
    await approveOffers([created.id]);

    // another user may see it, but not edit it
    const otherCtx = await newContext(browser);
    await signUpViaApi(otherCtx, 'influencer');
    const other = await otherCtx.newPage();
    await navigate(other, `/edit-offer/${created.id}`);
    await visible(other.getByText('Du har inte behörighet att redigera detta erbjudande.'));
    await other.waitForURL((url) => url.pathname !== `/edit-offer/${created.id}`);
    // an unknown offer
    await navigate(other, '/edit-offer/999999999');
    await visible(other.getByText('Det begärda erbjudandet kunde inte hittas.'));
    await other.waitForURL((url) => !url.pathname.startsWith('/edit-offer'));
    await otherCtx.close();

    // a visitor is sent to sign in, coming back here afterwards
    const anonCtx = await newContext(browser);
    const anon = await anonCtx.newPage();
    await navigate(anon, `/edit-offer/${created.id}`);
    await visible(anon.getByText('Du måste vara inloggad för att redigera erbjudanden.'));
    await anon.waitForURL(
      (url) => url.pathname === '/auth' && url.searchParams.get('returnTo') === `/edit-offer/${created.id}`,
    );
    await anonCtx.close();

    // the owner's offer page shows the influencer fields and the logo
    await navigate(page, `/sponsorship/${created.id}`);
    const dialog = page.locator('main');
    await visible(dialog.getByText('Influencer samarbete'));
    await visible(dialog.getByText('Hemmakockar 25–45 år'));
    await visible(dialog.getByText('40 000 per månad'));
    await visible(dialog.getByRole('img', { name: 'Logotyp för Kanalen Provsmak' }));
    await ctx.close();
  });

  it("the owner's /my-pages follows an approval made elsewhere without a reload (realtime)", async () => {
    const ctx = await newContext(browser);
    await signUpViaApi(ctx, 'association');
    const title = `Realtidsprov ${letters()}`;
    const id = await createOfferViaApi(ctx, 'association', { title, tags: ['realtid'] });
    const page = await ctx.newPage();
    await navigate(page, '/my-pages');
    const card = page.getByTestId('my-offer-card').filter({ hasText: title });
    await visible(card.getByText('Väntar på godkännande'));
    await approveOffers([id]);
    await gone(card.getByText('Väntar på godkännande'), 15_000);
    await visible(card);
    await ctx.close();
  });

  it("'Visa fler' loads the next page with the cursor (24 a page)", async () => {
    const tag = `sida${letters()}`;
    const ids: string[] = [];
    // a Basic account may hold 3 offers: 9 publishers for 25 offers
    for (let u = 0; u < 9 && ids.length < 25; u++) {
      const ctx = await newContext(browser);
      await signUpViaApi(ctx, 'business');
      for (let i = 0; i < 3 && ids.length < 25; i++) {
        ids.push(await createOfferViaApi(ctx, 'business', { title: `Sidprov ${ids.length + 1} ${tag}`, tags: [tag] }));
      }
      await ctx.close();
    }
    await approveOffers(ids);
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await navigate(page, `/explore/business?tags=${tag}&sort=oldest`);
    await expect.poll(() => page.getByTestId('offer-card').count()).toBe(24);
    expect((await cardTitles(page))[0]).toBe(`Sidprov 1 ${tag}`);
    await page.getByRole('button', { name: 'Visa fler' }).click();
    await expect.poll(() => page.getByTestId('offer-card').count()).toBe(25);
    expect((await cardTitles(page))[24]).toBe(`Sidprov 25 ${tag}`);
    await gone(page.getByRole('button', { name: 'Visa fler' }));
    await ctx.close();
  });

  it('Premium adds several places at once and budget filters, kept in the URL; Basic does not see them', async () => {
    const word = `premiumprov${letters()}`;
    const owner = await newContext(browser);
    await signUpViaApi(owner, 'business');
    const id = await createOfferViaApi(owner, 'business', { title: `Filterprov ${word}`, tags: ['filter'] });
    await approveOffers([id]);
    await owner.close();

    const basic = await newContext(browser);
    await signUpViaApi(basic, 'association');
    const basicPage = await basic.newPage();
    await navigate(basicPage, `/explore/business?q=${word}`);
    await visible(basicPage.getByTestId('offer-card').filter({ hasText: word }));
    expect(await basicPage.getByText('Avancerade filter').count()).toBe(0);
    await basic.close();

    const ctx = await newContext(browser);
    await signUpViaApi(ctx, 'association');
    const post = async (path: string, data: unknown) => {
      const res = await ctx.request.post(path, { headers: { origin: baseURL() }, data });
      if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
      return res.json();
    };
    await post('/api/billing/customer', {});
    const { sessionId } = (await post('/api/billing/checkout', { priceId: PREMIUM_PRICE_ID })) as { sessionId: string };
    await post(`/api/billing/checkout/${sessionId}/pay`, { cardNumber: '4242424242424242' });
    const page = await ctx.newPage();
    await navigate(page, `/explore/business?q=${word}`);
    await visible(page.getByText('Avancerade filter'));
    await field(page, 'Plats').fill('Malmö');
    await field(page, 'Budget från (kr)').fill('15000');
    await page.waitForURL(
      (url) => url.searchParams.get('location') === 'Malmö' && url.searchParams.get('budget_min') === '15000',
    );
    await visible(page.getByTestId('offer-card').filter({ hasText: word }));
    // several places at once: an offer in any of them
    await field(page, 'Flera platser').fill('Lund, Malmö');
    await page.waitForURL((url) => url.searchParams.get('places') === 'Lund, Malmö');
    await visible(page.getByTestId('offer-card').filter({ hasText: word }));
    await field(page, 'Flera platser').fill('Kiruna, Luleå');
    await page.waitForURL((url) => url.searchParams.get('places') === 'Kiruna, Luleå');
    await visible(page.getByText('Inga resultat hittades'));
    await field(page, 'Flera platser').fill('');
    await page.waitForURL((url) => !url.searchParams.has('places'));
    await visible(page.getByTestId('offer-card').filter({ hasText: word }));
    await field(page, 'Budget till (kr)').fill('5000');
    await page.waitForURL((url) => url.searchParams.get('budget_max') === '5000');
    await visible(page.getByText('Inga resultat hittades'));
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => field(page, 'Budget till (kr)').inputValue()).toBe('5000');
    await visible(page.getByText('Inga resultat hittades'));
    await ctx.close();
  });
});
