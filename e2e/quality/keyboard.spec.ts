// Keyboard-only journeys (issue 8 §5): after page.goto only the keyboard acts (locators only look). Every
// element Tab lands on must show a focus indicator; modal dialogs take focus, keep Tab and Shift+Tab inside,
// close on Escape and give focus back to the element that opened them.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BILLING_TEXTS } from '@shared/billing-texts';
import { CHAT_TEXTS } from '@shared/chat-texts';
import { TEXTS } from '@shared/texts';
import { EXPLORE_PAGES, OFFER_UI, SORT_LABELS, TYPE_OPTIONS } from '@client/features/offers/texts';
import { gone, letters, navigate, newContext, signUpViaApi, useBrowser, visible } from '../journey';
import { approveOffers, createOfferViaApi, uniqueUser } from '../fixtures';

let browser: Browser;
useBrowser((launched) => (browser = launched));

const typeLabel = (value: string) => TYPE_OPTIONS.find((o) => o.value === value)!.label;

/**
 * Runs in the page: why the focused element shows no focus indicator, or null when it shows one.
 * An indicator is an outline (style not none, width > 0, not transparent) or a ring: a box-shadow layer
 * with a positive spread and a visible colour (the elevation shadows every card and input carries have
 * none, so they do not count). A visually hidden control (the file input) must show it on its label.
 */
function missingFocusIndicator(): string | null {
  const el = document.activeElement;
  if (!el || el === document.body) return 'nothing has focus (it fell back to <body>)';
  const alpha = (color: string) => {
    if (color === 'transparent') return 0;
    const slash = color.match(/\/\s*([\d.]+)(%?)\s*\)$/);
    if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
    const rgba = color.match(/^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/);
    return rgba ? Number(rgba[1]) : 1;
  };
  const shows = (node: Element) => {
    const style = getComputedStyle(node);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && alpha(style.outlineColor) > 0)
      return true;
    if (style.boxShadow === 'none') return false;
    // layers are separated by commas outside the colour functions' parentheses
    const layers = style.boxShadow.split(/,(?![^(]*\))/);
    return layers.some((layer) => {
      const color = layer.match(/[a-z-]+\([^)]*\)|#[0-9a-f]{3,8}|transparent/i)?.[0] ?? 'black';
      const lengths = layer.replace(color, '').match(/-?[\d.]+px/g) ?? [];
      return lengths.length >= 4 && parseFloat(lengths[3]) > 0 && alpha(color) > 0;
    });
  };
  const box = el.getBoundingClientRect();
  const hidden = box.width <= 1 || box.height <= 1;
  const carriers = hidden ? Array.from((el as HTMLInputElement).labels ?? []) : [el];
  if (carriers.some(shows)) return null;
  const name =
    el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
  return `no focus indicator on <${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${name.trim().slice(0, 60)}"${hidden ? ' (visually hidden, nor on its label)' : ''}`;
}

/** The focused element, in words, for failure messages. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const name =
      el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${name.trim().slice(0, 60)}"`;
  });

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false);
const hasFocusWithin = (container: Locator) =>
  container.evaluate((el) => el.contains(document.activeElement), undefined, { timeout: 2_000 }).catch(() => false);

/** The focused element shows a focus indicator (polled: rings fade in with a short transition). */
async function expectFocusVisible(page: Page) {
  await expect.poll(() => page.evaluate(missingFocusIndicator), { timeout: 2_000 }).toBeNull();
}

async function expectFocusOn(page: Page, target: Locator) {
  await expect.poll(() => isFocused(target), { timeout: 5_000 }).toBe(true);
  await expectFocusVisible(page);
}

/** Presses Tab until `target` has focus; every element passed on the way must show a focus indicator. */
async function tabTo(page: Page, target: Locator, { max = 60 } = {}) {
  await target.waitFor({ state: 'attached' });
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    await expectFocusVisible(page);
    if (await isFocused(target)) return;
    passed.push(await describeFocus(page));
  }
  throw new Error(`${max} presses of Tab never reached ${target}; focus went through:\n  ${passed.join('\n  ')}`);
}

/**
 * A modal dialog just opened from `opener`: focus is inside; more presses of Tab, then of Shift+Tab, than it
 * has stops never leave it; Escape closes it and focus is back on `opener`.
 */
async function expectModalDialog(page: Page, dialog: Locator, opener: Locator) {
  await visible(dialog);
  await expect.poll(() => hasFocusWithin(dialog)).toBe(true);
  await expectFocusVisible(page);
  const stops = await dialog.evaluate(
    (el) =>
      el.querySelectorAll(
        'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])',
      ).length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press(key);
      expect(await hasFocusWithin(dialog), `${key} ×${i + 1} left the dialog for ${await describeFocus(page)}`).toBe(
        true,
      );
      await expectFocusVisible(page);
    }
  }
  await page.keyboard.press('Escape');
  await gone(dialog);
  await expectFocusOn(page, opener);
}

const checked = (radio: Locator) => radio.getAttribute('aria-checked');
/**
 * An arrow key held as long as a person holds it: Radix radio groups move focus in a timeout after keydown
 * and check the radio only while the key is still down, which an instant keydown+keyup can miss.
 */
const ARROW = { delay: 50 };

describe('keyboard only', () => {
  it('the focus check fails on an element without a focus indicator', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await navigate(page, '/auth');
    const skip = page.getByRole('link', { name: 'Hoppa till innehållet' });
    await tabTo(page, skip, { max: 1 });
    await page.addStyleTag({ content: 'a { outline: none !important; box-shadow: none !important; }' });
    expect(await page.evaluate(missingFocusIndicator)).toMatch(/^no focus indicator on <a> "Hoppa till innehållet"/);
    await context.close();
  });

  it('signs up on /auth: fields, user type with the arrow keys, submit; lands on the dashboard', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const user = uniqueUser('association');
    await navigate(page, '/auth');
    await visible(page.getByRole('heading', { name: `Välkommen till ${TEXTS.productName}` }));
    const form = page.getByRole('form', { name: 'Skapa konto' });

    await tabTo(page, form.getByLabel('E-post'));
    await page.keyboard.type(user.email);
    await tabTo(page, form.getByLabel('Användarnamn'));
    await page.keyboard.type(user.username);
    await tabTo(page, form.getByLabel('Lösenord'));
    await page.keyboard.type(user.password);
    // the group's one tab stop is the checked radio (Företag by default); the arrows move and choose
    const business = form.getByRole('radio', { name: 'Företag', exact: true });
    const association = form.getByRole('radio', { name: 'Förening', exact: true });
    await tabTo(page, business, { max: 1 });
    expect(await checked(business)).toBe('true');
    await page.keyboard.press('ArrowRight', ARROW);
    await expectFocusOn(page, association);
    expect(await checked(association)).toBe('true');
    expect(await checked(business)).toBe('false');

    await tabTo(page, form.getByRole('button', { name: 'Skapa konto' }), { max: 1 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await visible(page.getByText(TEXTS.auth.accountCreated));
    await visible(page.getByText(`Välkommen tillbaka ${user.username}!`));
    // the association's dashboard: the type chosen with the arrows was kept
    await visible(page.getByText('Skapa möjlighet'));
    await context.close();
  });

  it('creates an offer on /create-offer: its own type, every field, tags added and removed', async () => {
    const context = await newContext(browser);
    await signUpViaApi(context, 'association');
    const page = await context.newPage();
    const F = OFFER_UI.form;
    const field = (label: string) => page.getByLabel(label, { exact: true });
    const title = `Tangentbordsprov ${letters()}`;
    await navigate(page, '/create-offer');
    await visible(page.getByRole('heading', { name: F.createTitle, level: 1 }));

    // the association's own type is the only one offered, chosen, and reached with Tab
    const association = page.getByRole('radio', { name: typeLabel('association') });
    await tabTo(page, association);
    expect(await checked(association)).toBe('true');
    expect(await page.getByRole('radio').count()).toBe(1);
    await gone(field(F.targetAudience));

    const text: [string, string][] = [
      [F.title, title],
      [F.organization, 'IFK Tangentby'],
      [F.location, 'Gävle'],
      [F.budget, '5 000 - 10 000 kr'],
      [F.timeframe, 'Hösten 2027'],
      [F.description, 'Vår förening söker en sponsor till nya träningsoveraller för ungdomslagen.'],
    ];
    for (const [label, value] of text) {
      await tabTo(page, field(label), { max: 3 });
      await page.keyboard.type(value);
    }

    // a tag with Enter, another with the plus button; removing one gives focus back to the tag box
    const tags = field(F.tags);
    await tabTo(page, tags, { max: 1 });
    await page.keyboard.type('fotboll');
    await page.keyboard.press('Enter');
    await visible(page.getByRole('button', { name: F.removeTag('fotboll') }));
    expect(await isFocused(tags)).toBe(true);
    await page.keyboard.type('ungdom');
    await tabTo(page, page.getByRole('button', { name: F.addTag }), { max: 1 });
    await page.keyboard.press('Space');
    const removeUngdom = page.getByRole('button', { name: F.removeTag('ungdom') });
    await visible(removeUngdom);
    await tabTo(page, removeUngdom, { max: 3 });
    await page.keyboard.press('Enter');
    await gone(removeUngdom);
    await expectFocusOn(page, tags);

    await tabTo(page, field(F.phone), { max: 4 });
    await page.keyboard.type('026-123 45 67');
    await tabTo(page, field(F.email), { max: 1 });
    await page.keyboard.type('kansli@exempel.se');
    await tabTo(page, page.getByRole('button', { name: F.create }), { max: 4 });
    await page.keyboard.press('Enter');

    await page.waitForURL('**/dashboard');
    await visible(page.getByText(OFFER_UI.toasts.created));
    const mine = (await (await context.request.get('/api/me/offers')).json()) as {
      items: { title: string; type: string; tags: string[]; location: string; is_approved: boolean }[];
    };
    expect(mine.items.find((o) => o.title === title)).toMatchObject({
      type: 'association',
      tags: ['fotboll'],
      location: 'Gävle',
      is_approved: false,
    });
    await context.close();
  });

  it("a member's focus stays on the header link it is on when the session's answer arrives late", async () => {
    const context = await newContext(browser);
    await signUpViaApi(context, 'association');
    const page = await context.newPage();
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/session', async (route) => {
      await held;
      await route.continue();
    });
    await navigate(page, '/explore/business');
    // the links a visitor and a member both have; before the fix 'Hem' was drawn here and then taken away
    const grants = page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Stiftelsesök' });
    await tabTo(page, grants, { max: 5 });
    answer();
    await visible(page.getByRole('button', { name: 'Logga ut' }));
    expect(await describeFocus(page)).toBe('<a> "Stiftelsesök"');
    await expectFocusOn(page, grants);
    await context.close();
  });

  it('/explore/business: search, a tag from the filter popover, the sort menu, then the offer dialog', async () => {
    const E = OFFER_UI.explore;
    const term = `tangent${letters()}`;
    const tag = `kbd${letters()}`;
    const titles = { tagged: `Märkt ${term}`, other: `Annat ${term}` };
    const owner = await newContext(browser);
    await signUpViaApi(owner, 'business');
    await approveOffers([
      await createOfferViaApi(owner, 'business', { title: titles.other, tags: ['idrott'] }),
      await createOfferViaApi(owner, 'business', { title: titles.tagged, tags: [tag] }),
    ]);
    await owner.close();

    const context = await newContext(browser);
    await signUpViaApi(context, 'association');
    const page = await context.newPage();
    const card = (title: string) => page.getByTestId('offer-card').filter({ hasText: title });
    await navigate(page, '/explore/business');
    await visible(page.getByRole('heading', { name: EXPLORE_PAGES.business.title }));

    await tabTo(page, page.getByRole('searchbox', { name: E.searchLabel }));
    await page.keyboard.type(term);
    await page.waitForURL((url) => url.searchParams.get('q') === term);
    await visible(card(titles.tagged));
    await visible(card(titles.other));

    // the popover takes focus; Space ticks the tag; Escape closes it and focus is back on its button
    const filter = page.getByRole('button', { name: new RegExp(`^${E.filterButton}`) });
    await tabTo(page, filter, { max: 3 });
    await page.keyboard.press('Enter');
    const popover = page.locator('[data-slot="popover-content"]');
    await visible(popover);
    await expect.poll(() => hasFocusWithin(popover)).toBe(true);
    await expectFocusVisible(page);
    const box = popover.getByRole('checkbox', { name: tag });
    await tabTo(page, box, { max: (await popover.getByRole('checkbox').count()) + 2 });
    await page.keyboard.press('Space');
    await page.waitForURL((url) => url.searchParams.get('tags') === tag);
    expect(await box.isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await gone(popover);
    await expectFocusOn(page, filter);
    await gone(card(titles.other));
    await visible(card(titles.tagged));

    // the sort menu: Enter opens it on its first item (a search's own order), the arrows move, Enter chooses and closes it
    const sort = page.getByRole('button', { name: new RegExp(`^${E.sortLabel}:`) });
    await tabTo(page, sort, { max: 1 });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expectFocusOn(page, menu.getByRole('menuitemradio', { name: E.sortRelevance }));
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, menu.getByRole('menuitemradio', { name: SORT_LABELS.newest }));
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, menu.getByRole('menuitemradio', { name: SORT_LABELS.oldest }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'oldest');
    await gone(menu);
    await expectFocusOn(page, page.getByRole('button', { name: `${E.sortLabel}: ${SORT_LABELS.oldest}` }));

    // 'Visa detaljer' opens the offer dialog: focus trapped, Escape closes, focus back on the button
    const details = card(titles.tagged).getByRole('button', { name: OFFER_UI.card.details });
    await tabTo(page, details);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('heading', { name: titles.tagged }));
    await expectModalDialog(page, dialog, details);
    await context.close();
  });

  it('chat: adds a contact in the dialog and sends a message, all by keyboard', async () => {
    const P = CHAT_TEXTS.page;
    const peerContext = await newContext(browser);
    const peer = await signUpViaApi(peerContext, 'association');
    await peerContext.close();
    const context = await newContext(browser);
    await signUpViaApi(context, 'business');
    const page = await context.newPage();
    await navigate(page, '/chat');
    await visible(page.getByRole('heading', { name: P.title }));
    await visible(page.getByText(P.chooseContact, { exact: true }));

    // the add-contact dialog: trapped, Escape closes it; opened again it searches and adds with Enter
    const add = page.getByRole('complementary', { name: P.contacts }).getByRole('button', { name: P.addContact });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: CHAT_TEXTS.dialog.title });
    await expectModalDialog(page, dialog, add);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, dialog.getByRole('searchbox', { name: CHAT_TEXTS.dialog.searchLabel }));
    await page.keyboard.type(peer.username);
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('button', { name: `${CHAT_TEXTS.dialog.add} ${peer.username}` }), { max: 3 });
    await page.keyboard.press('Enter');
    await visible(page.getByText(CHAT_TEXTS.toasts.added));
    await page.waitForURL(`**/chat/${peer.id}`);
    await gone(dialog);
    await visible(page.getByText(P.noMessages));

    const message = `Hej ${peer.username}, skrivet helt med tangentbordet.`;
    // the new conversation's message box has focus: write at once
    const box = page.getByRole('textbox', { name: new RegExp(`^${P.messageLabel}`) });
    await expectFocusOn(page, box);
    await page.keyboard.type(message);
    await page.keyboard.press('Enter');
    await visible(page.locator('[data-message-id]').filter({ hasText: message }));
    await expect.poll(() => box.inputValue()).toBe('');
    expect(await isFocused(box)).toBe(true);
    await context.close();
  });

  it('upgrades to Premium on /pricing with the card form; the cancel confirmation traps focus and Escape keeps Premium', async () => {
    const context = await newContext(browser);
    await signUpViaApi(context, 'business');
    const page = await context.newPage();
    const premium = page.getByTestId('plan-premium');
    await navigate(page, '/pricing');
    const upgrade = premium.getByRole('button', { name: BILLING_TEXTS.upgrade });
    await expect.poll(() => upgrade.isEnabled()).toBe(true);
    await tabTo(page, upgrade);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\/cs_local_/);

    await tabTo(page, page.getByLabel('Kortnummer'));
    await page.keyboard.type('4242 4242 4242 4242');
    await tabTo(page, page.getByRole('button', { name: 'Betala 99 kr' }), { max: 1 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/pricing**');
    await visible(page.getByText(BILLING_TEXTS.activatedTitle));
    await visible(premium.getByText(BILLING_TEXTS.currentPlan));
    await visible(page.locator('header').getByText('Aktiv', { exact: true }));

    // 'Avsluta prenumeration' asks first; Escape keeps Premium
    const cancel = page.getByRole('button', { name: 'Avsluta prenumeration' });
    await tabTo(page, cancel);
    await page.keyboard.press('Enter');
    await expectModalDialog(page, page.getByRole('alertdialog'), cancel);
    const state = await (await context.request.get('/api/billing/subscription')).json();
    expect(state).toMatchObject({ active: true, cancel_at_period_end: false });
    await context.close();
  });

  it('the mobile menu opens with Enter, is next in the tab order, and Escape closes it', async () => {
    const context = await newContext(browser, { viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await navigate(page, '/about');
    const toggle = page.getByRole('button', { name: 'Öppna menyn' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobilmeny' });
    await visible(menu);
    expect(await isFocused(page.getByRole('button', { name: 'Stäng menyn' }))).toBe(true);
    await tabTo(page, menu.getByRole('link', { name: 'Om oss' }), { max: 2 });
    // focus is trapped in the menu: however far Tab goes, it stays inside the dialog
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await gone(menu);
    await expectFocusOn(page, toggle);
    await context.close();
  });
});
