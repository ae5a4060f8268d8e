/**
 * Social sign-in buttons on a site with one provider configured (docs/architecture.md#sessions-and-accounts): only
 * that provider is offered, in the login window, in a material's comment prompt (whose link returns to
 * the material) and in the profile's sign-in prompt; the account details offer to connect it and
 * say when connecting failed.
 */
import t from 'tap';
import { openDialog } from '../accounts/harness.ts';
import { openSignedIn, registerReader, startReadersHarness } from '../reading/session.ts';

const harness = await startReadersHarness({
  GOOGLE_CLIENT_ID: 'test-client',
  GOOGLE_CLIENT_SECRET: 'test-secret',
});

t.test('a guest is offered the configured provider only, and comes back to the material', async (t) => {
  const { page } = await harness.open('/ru/materials/shtetl-everyday-life', { cookiesAccepted: true });
  const prompt = page.locator('[data-testid="comments-guest"]');
  const google = prompt.locator('[data-testid="guest-google"]');
  await google.waitFor();
  t.equal(await google.getAttribute('href'), '/google_auth?back=%2Fru%2Fmaterials%2Fshtetl-everyday-life');
  t.equal(await prompt.locator('[data-testid="guest-facebook"]').count(), 0, 'Facebook is not configured');
  await prompt.getByRole('button', { name: 'Войти или зарегистрироваться' }).click();
  const dialog = await openDialog(page);
  t.equal(await dialog.locator('[data-testid="social-google"]').count(), 1);
  t.equal(await dialog.locator('[data-testid="social-facebook"]').count(), 0);
});

t.test('the profile sign-in prompt has the provider; the account details offer to connect it', async (t) => {
  const { page } = await harness.open('/en/profile/data', { cookiesAccepted: true });
  const link = page.locator('[data-testid="profile-sign-in"] [data-testid="social-google"]');
  await link.waitFor();
  t.equal(await link.getAttribute('href'), '/google_auth?back=%2Fen%2Fprofile%2Fdata');

  const email = await registerReader(harness, 'connect@example.org', 'Ривка');
  const probe = await openSignedIn(harness, email, '/en/profile/data');
  t.teardown(() => probe.context.close());
  const row = probe.page.locator('[data-testid="social-google"]');
  t.match(await row.textContent(), /Not connected/);
  t.equal(
    await row.getByRole('link', { name: 'Connect' }).getAttribute('href'),
    '/google_auth?back=%2Fen%2Fprofile%2Fdata&connect=1',
  );
  t.equal(await probe.page.locator('[data-testid="social-facebook"]').count(), 0);

  // Back from connecting, refused: said in the social section, not with a login window.
  await probe.page.goto(`${harness.site.origin}/en/profile/data?auth_error=social_taken`);
  await probe.page.locator('[data-testid="preloader"][data-state="done"]').waitFor({ state: 'attached' });
  await probe.page.getByText('This social network account is already connected to another user.').waitFor();
  t.equal(await probe.page.locator('dialog[open]').count(), 0, 'no login window for a signed-in reader');
});
