/**
 * The personal area in the browser (docs/product.md#screens "Profile area"; docs/architecture.md#sessions-and-accounts, docs/product.md#content-and-engagement): the sign-in
 * prompt without a session, every tab and form signed in, exact resume across two browsers, the
 * privacy controls, and the polished account flows (logout language, sign-up, registration-completed,
 * social buttons, the header's account menu).
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { openDialog } from '../accounts/harness.ts';
import { realProblems } from '../browse/setup.ts';
import { openSignedIn, registerReader, startReadersHarness } from '../reading/session.ts';
import { call, readSomething } from './reader.ts';

const harness = await startReadersHarness({ COMMENT_INTERVAL_SECONDS: '0' });
const { origin } = harness.site;
const PAGES = ['data', 'favorites', 'courses', 'materials', 'reviews', 'help'];

const signedIn = (email: string, path: string, width?: number) =>
  openSignedIn(harness, email, path, { width });

const alerts = (page: Page) => page.locator('[role="alert"]').allTextContents();

t.test(
  'without a session every profile page is the sign-in prompt, private and without user data',
  async (t) => {
    for (const name of PAGES) {
      const answer = await fetch(`${origin}/en/profile/${name}`);
      t.equal(answer.status, 200, name);
      t.equal(answer.headers.get('cache-control'), 'private, no-store', `${name}: never cached`);
      const html = await answer.text();
      t.match(html, /data-testid="profile-sign-in"/, `${name}: the sign-in prompt`);
      t.notMatch(html, /data-testid="profile-sidebar"/, `${name}: no area navigation`);
    }
    const { page, problems } = await harness.open('/en/profile/favorites', { cookiesAccepted: true });
    const prompt = page.locator('[data-testid="profile-sign-in"]');
    t.equal(await prompt.locator('input[type="email"]').count(), 1, 'the login form');
    t.equal(await page.locator('[data-testid="social-google"]').count(), 0, 'no unconfigured provider');
    t.same(realProblems(problems), []);
  },
);

t.test('signing in from the prompt shows the page with its navigation', async (t) => {
  const email = await registerReader(harness, 'prompt@example.org', 'Лея');
  const { page } = await harness.open('/en/profile/favorites', { cookiesAccepted: true });
  const prompt = page.locator('[data-testid="profile-sign-in"]');
  await prompt.getByLabel('E-mail').fill(email);
  await prompt.getByLabel('Password', { exact: true }).fill('menorah-7-lights');
  await prompt.getByRole('button', { name: 'Log in' }).click();
  await page.locator('[data-testid="profile-sidebar"]').waitFor();
  t.equal(await page.locator('[data-testid="profile-empty"]').count(), 2, 'both empty lists say so');
  const nav = await page.locator('[data-testid="profile-sidebar"] a').allTextContents();
  t.same(nav, [
    'Account details',
    'My courses',
    'My content',
    'My reviews',
    'Favourites',
    'Follows',
    'Access to a special project',
    'Support',
  ]);
  t.notOk(nav.includes('DA for Educators'), 'only with card_access = 1');
});

t.test(
  'account details: fields saved with the product’s message, the e-mail refused, errors by the field',
  async (t) => {
    const email = await registerReader(harness, 'details@example.org', 'Сара');
    const { page, problems } = await signedIn(email, '/en/profile/data');
    const form = page.locator('[data-testid="details-form"]');
    await form.getByLabel('First name').fill('Sarah');
    await form.getByLabel('Last name').fill('Levin');
    await form.getByLabel('Country').fill('Latvia');
    await form.getByLabel('City').fill('Riga');
    await form.getByLabel('Music').check();
    await form.getByLabel('E-mail').press('a');
    t.same(await form.locator('[role="alert"]').allTextContents(), [
      'Unfortunately, you cannot change your e-mail.',
    ]);
    t.equal(await form.getByLabel('E-mail').inputValue(), email, 'the e-mail stays');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.locator('[data-testid="details-saved"]').waitFor();
    t.equal(
      await form.locator('[data-testid="details-saved"]').textContent(),
      'The changes were successfully saved.',
    );
    await page.locator('[data-testid="account-menu"]', { hasText: 'Sarah Levin' }).waitFor();
    await page.reload();
    t.equal(await form.getByLabel('City').inputValue(), 'Riga', 'kept');
    t.ok(await form.getByLabel('Music').isChecked(), 'the interesting tag is kept');

    await form.getByLabel('City').fill('x'.repeat(120));
    await form.getByLabel('City').evaluate((input: HTMLInputElement) => input.removeAttribute('maxlength'));
    await form.getByLabel('City').fill('x'.repeat(120));
    await form.getByRole('button', { name: 'Save' }).click();
    await form.locator('[role="alert"]').first().waitFor();
    t.same(await form.locator('[role="alert"]').allTextContents(), [
      'Please check this field: at most 100 characters.',
    ]);
    t.same(
      realProblems(problems).filter((line) => !/status of 400/.test(line)),
      [],
    );
  },
);

t.test('change of password: the product’s rules and messages, then success', async (t) => {
  const email = await registerReader(harness, 'password@example.org', 'Ноах');
  const { page } = await signedIn(email, '/en/profile/data');
  const form = page.locator('[data-testid="password-form"]');
  const save = form.getByRole('button', { name: 'Save password' });
  await save.click();
  t.same(await alerts(form.page()), ['Enter your password.', 'Enter a new password.']);
  await form.getByLabel('Current password', { exact: true }).fill('menorah-7-lights');
  await form.getByLabel('New password', { exact: true }).fill('12345678901');
  await save.click();
  const rule = await form.locator('[role="alert"]').allTextContents();
  t.same(rule, [
    'Password must be more than 8 characters and contain at least one digit and one Latin letter.',
  ]);
  t.match(rule[0], /digit and one Latin letter/, 'a digits-only password is told the rule it breaks');
  await form.getByLabel('New password', { exact: true }).fill('purim-mask-5786');
  await form.getByLabel('Confirm password', { exact: true }).fill('purim-mask-5787');
  await save.click();
  t.same(await form.locator('[role="alert"]').allTextContents(), [
    'The passwords you entered do not match. Please re-enter your password.',
  ]);
  const toggle = form.getByRole('button', { name: 'Show password' }).nth(1);
  await toggle.click();
  t.equal(await form.getByLabel('New password', { exact: true }).getAttribute('type'), 'text', 'show/hide');
  await form.getByLabel('Confirm password', { exact: true }).fill('purim-mask-5786');
  await form.getByLabel('Current password', { exact: true }).fill('wrong-password-1');
  await save.click();
  await form.locator('[role="alert"]').first().waitFor();
  t.same(await form.locator('[role="alert"]').allTextContents(), ['Wrong password.']);
  await form.getByLabel('Current password', { exact: true }).fill('menorah-7-lights');
  await save.click();
  await form.locator('[data-testid="password-changed"]').waitFor();
  t.equal(await form.getByLabel('New password', { exact: true }).inputValue(), '', 'fields cleared');
});

t.test('favourites, my courses and my content show what the reader saved and read', async (t) => {
  const email = await registerReader(harness, 'lists@example.org', 'Мирьям');
  const seed = await signedIn(email, '/ru');
  await readSomething(harness, seed.context, seed.page, 'ru');

  const { page } = await signedIn(email, '/ru/profile/favorites');
  t.equal(await page.locator('[data-testid="favourite-material"]').count(), 1);
  t.equal(await page.locator('[data-testid="favourite-course"]').count(), 1);
  await page.locator('[data-testid="favourite-material"] button[aria-pressed="true"]').click();
  await page.locator('[data-testid="favourite-material"]').waitFor({ state: 'detached' });
  t.match(await page.locator('[data-testid="profile-empty"]').first().textContent(), /нет материалов/);

  await page.goto(`${origin}/ru/profile/courses`);
  t.equal(await page.locator('[data-testid="course-progress"]').count(), 1, 'one course in progress');
  t.match(await page.locator('[data-testid="course-progress"]').textContent(), /Мир местечка/);
  await page.locator('[data-testid="tab-archive"]').click();
  await page.locator('[data-testid="panel-archive"]').waitFor();
  t.match(
    await page.locator('[data-testid="course-progress"]').textContent(),
    /Музыка|музык/i,
    'the finished course',
  );
  await page.locator('[data-testid="tab-recommendations"]').click();
  await page.locator('[data-testid="panel-recommendations"] [data-testid="material-card"]').first().waitFor();
  const recommended = await page.locator('[data-testid="panel-recommendations"] h3').allTextContents();
  t.notOk(
    recommended.some((title) => /Неделя в местечке/.test(title)),
    'a read material is not recommended',
  );
  await page.locator('[data-testid="tab-history"]').click();
  await page.locator('[data-testid="panel-history"]').waitFor();
  await page.locator('[data-testid="continue-link"]').click();
  await page.waitForURL(/\/ru\/courses\/shtetl-world\?material=0/);
  t.equal(await page.locator('[data-testid="active-material"]').getAttribute('data-index'), '0');

  await page.goto(`${origin}/en/profile/materials`);
  const written = page.locator('[data-testid="my-comment"]');
  t.match(
    await written.locator('p[lang="ru"]').textContent(),
    /Очень живо написано\./,
    'on the English profile, the comment written in Russian is marked so',
  );
  t.equal(await written.locator('a').getAttribute('lang'), 'ru', "and so is its page's title");
  t.notMatch(await written.locator('time').textContent(), /[а-яё]/i, "the date is in the reader's language");
  // A material written only in Russian, read too: on the English page its row says so.
  const synagogues = (await (
    await page.request.get(`${origin}/api/materials/wooden-synagogues?lang=ru`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    })
  ).json()) as { id: number };
  await call(seed.context, origin, '/api/user/add-to-active', { material_id: String(synagogues.id) }, true);
  await page.reload();
  const read = page
    .locator('[data-testid="history-item"]')
    .filter({ has: page.locator('a[href="/en/materials/wooden-synagogues"]') });
  t.equal(await read.locator('h3').getAttribute('lang'), 'ru', 'its title is marked Russian');
  t.equal(await read.locator('[data-testid="fallback-marker"]').count(), 1, 'and the list says so');

  await page.goto(`${origin}/ru/profile/materials`);
  t.ok((await page.locator('[data-testid="history-item"]').count()) >= 5);
  const comment = page.locator('[data-testid="my-comment"]');
  t.match(await comment.textContent(), /Очень живо написано\./);
  t.equal(
    await comment.locator('a').getAttribute('href'),
    '/ru/materials/shtetl-everyday-life#material-comments',
  );

  const download = page.waitForEvent('download');
  await page.locator('[data-testid="export"]').click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const data = JSON.parse(await readFile(file, 'utf8'));
  t.equal(data.user.email, email, 'the export is my data');
  t.equal(data.comments.length, 1);

  const before = await page.locator('[data-testid="history-item"]').count();
  await page.locator('[data-testid="history-item"] [data-testid="forget"]').first().click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="history-item"]').length === n - 1,
    before,
  );
  await page.locator('[data-testid="tracking"]').click();
  await page.locator('[data-testid="tracking"][aria-pressed="true"]').waitFor();
  await page.locator('[data-testid="tracking"]').click();
  await page.locator('[data-testid="tracking"][aria-pressed="false"]').waitFor();
  page.once('dialog', (dialog) => dialog.accept());
  await page.locator('[data-testid="clear-history"]').click();
  await page.locator('[data-testid="history-item"]').first().waitFor({ state: 'detached' });
  t.equal(await page.locator('[data-testid="profile-empty"]').count(), 1, 'the empty history says so');
});

t.test('exact resume: the place kept in one browser reopens in another', async (t) => {
  const email = await registerReader(harness, 'resume@example.org', 'Ханна');
  const first = await signedIn(email, '/en/materials/shtetl-everyday-life');
  const chapters = first.page.locator('[data-testid="chapter"]');
  const saved = first.page.waitForResponse((r) => r.url().endsWith('/api/user/position') && r.ok(), {
    timeout: 10_000,
  });
  const target = await chapters.nth(2).evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const top = window.scrollY + rect.top + rect.height * 0.5 - 120;
    window.scrollTo(0, top);
    return top;
  });
  await saved;

  const second = await signedIn(email, '/en');
  const shelf = second.page.locator('[data-testid="continue-shelf"]');
  t.match(await shelf.textContent(), /A week in the shtetl/i, 'the main page offers to continue');
  await shelf.locator('[data-testid="continue-link"]').click();
  await second.page.waitForURL(/\/en\/materials\/shtetl-everyday-life#material-content\d+$/);
  await second.page.waitForFunction((y) => Math.abs(window.scrollY - y) < 80, target, { timeout: 5000 });
  t.pass('scrolled to the same place');
});

t.test(
  'each entry of the account menu names the page it opens and counts what that page lists',
  async (t) => {
    const email = await registerReader(harness, 'menu@example.org', 'Реувен');
    const { page, problems } = await signedIn(email, '/ru/materials/shtetl-everyday-life');
    await page.locator('[data-testid="item-actions"] button[aria-pressed="false"]').first().click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="item-actions"] button[aria-pressed]')
          ?.getAttribute('aria-pressed') === 'true',
    );
    await page.locator('[data-testid="account-menu"] button').first().click();
    // The dropdown's code comes with its first opening (docs/architecture.md#first-visit).
    await page.locator('[data-testid="account-menu"] li a').first().waitFor();
    const menu = await page.locator('[data-testid="account-menu"] li a').evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href') ?? '',
        label: link.querySelector('span:not([data-testid])')?.textContent ?? '',
        count: link.querySelector('[data-testid="counter"]')?.textContent ?? null,
      })),
    );
    t.same(
      menu.map((entry) => entry.href),
      ['courses', 'materials', 'reviews', 'favorites', 'help', 'data'].map((name) => `/ru/profile/${name}`),
      'favourites are in the menu',
    );
    for (const entry of menu) {
      await page.goto(`${origin}${entry.href}`);
      const here = page.locator('[data-testid="profile-sidebar"] a[aria-current="page"]');
      t.equal(await here.textContent(), entry.label, `${entry.href}: the entry bears the page's name`);
    }
    t.same(
      menu.filter((entry) => entry.count !== null).map((entry) => [entry.href, entry.count]),
      [
        ['/ru/profile/favorites', '1'],
        ['/ru/profile/help', '0'],
      ],
      'only the favourites (the one saved material) and the unread replies are counted',
    );
    await page.goto(`${origin}/ru/profile/favorites`);
    t.equal(
      await page.locator('[data-testid="favourite-material"]').count(),
      1,
      'which the favourites page lists',
    );
    t.same(realProblems(problems), []);
  },
);

t.test(
  'account flows: logout keeps the language, sign-up opens registration, no false success',
  async (t) => {
    const email = await registerReader(harness, 'flows@example.org', 'Давид');
    const { page } = await signedIn(email, '/en/profile/data');
    await page.locator('[data-testid="profile-sidebar"]').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${origin}/en`);
    t.equal(await page.locator('html').getAttribute('lang'), 'en');
    // The frame reloads the user once the navigation has landed.
    await page.locator('header').getByRole('button', { name: 'Log in' }).waitFor({ timeout: 5000 });
    t.equal(
      await page.locator('header').getByRole('button', { name: 'Log in' }).count(),
      1,
      'signed out, in English',
    );

    const main = await harness.open('/ru', { cookiesAccepted: true });
    await main.page.locator('[data-testid="signup-prompt"] button').click();
    const dialog = await openDialog(main.page);
    t.equal(await dialog.locator('h2').first().textContent(), 'Регистрация', 'the registration window');

    const completed = await harness.open('/ru/registration-completed', { cookiesAccepted: true });
    const state = await completed.page.locator('[data-testid="registration-state"]').textContent();
    t.notMatch(state, /подтвержд[её]н/i, 'no claim of success without a confirmed link');
    t.match(state, /по ссылке из письма/);
  },
);

t.test('on a phone the area navigation is a menu', async (t) => {
  const email = await registerReader(harness, 'phone@example.org', 'Юдифь');
  const { page } = await signedIn(email, '/ru/profile/courses', 375);
  t.notOk(await page.locator('[data-testid="profile-sidebar"]').isVisible());
  const menu = page.locator('[data-testid="profile-menu"]');
  await menu.locator('summary').click();
  await menu.getByRole('link', { name: 'Избранное' }).click();
  await page.waitForURL(/\/ru\/profile\/favorites$/);
  await page.locator('h1', { hasText: 'Избранное' }).waitFor({ timeout: 5000 });
  t.equal(await page.locator('h1').textContent(), 'Избранное');
});
