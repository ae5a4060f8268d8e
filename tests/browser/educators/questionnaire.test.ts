/**
 * The special-project questionnaire to a grant, in the browser (docs/architecture.md#sessions-and-accounts, docs/product.md#content-and-engagement): the landing
 * leads a signed-in reader without access to the profile's questionnaire; empty fields are named
 * beside them; the sent questionnaire shows as pending and cannot be sent twice; an administrator
 * grants it with the admin command on the running API; then, without a reload, the questionnaire
 * says so, the profile menu offers the tool, the landing stops offering the questionnaire, and the
 * tool opens.
 */
import t from 'tap';
import { admin } from '../../api/admin/helpers.ts';
import { seriousViolations } from '../browse/setup.ts';
import { startEducatorsHarness } from './harness.ts';

const harness = await startEducatorsHarness();
t.teardown(() => harness.close());
const asker = await harness.user('asker@example.org', 'Ида', false);

t.test('questionnaire sent, granted by admin command, then the tool opens', async (t) => {
  const { page, problems } = await harness.openAs(asker, '/ru/hashtags-landing');
  await page.getByRole('link', { name: 'Перейти к заполнению анкеты' }).click();
  await page.waitForURL('**/ru/profile/access');
  await page.getByRole('heading', { level: 1, name: 'Доступ к спецпроекту' }).waitFor();
  const sidebar = page.getByTestId('profile-sidebar');
  t.equal(
    await sidebar.getByRole('link', { name: 'Доступ к спецпроекту' }).getAttribute('aria-current'),
    'page',
    'the profile menu marks the questionnaire as the current entry',
  );
  t.same(await seriousViolations(page), [], 'axe finds nothing serious on the questionnaire');

  const form = page.getByTestId('access-form');
  await form.getByRole('button', { name: 'Отправить анкету' }).click();
  t.equal(await form.getByText('Заполните это поле.').count(), 3, 'each empty field says so beside it');
  await form.getByLabel('Кто вы').fill('Учительница литературы');
  await form.getByLabel('Где вы преподаёте или учитесь').fill('Гимназия № 1, Минск');
  await form.getByLabel('Как вы будете использовать инструмент').fill('<b>Уроки</b> о еврейской литературе');
  t.ok(await form.getByText('35 из 2000').isVisible(), 'the counter follows the text');
  await form.getByRole('button', { name: 'Отправить анкету' }).click();

  await page.getByTestId('access-status').getByText('Ждёт решения').waitFor();
  t.equal(await page.getByTestId('access-form').count(), 0, 'no second questionnaire while one is pending');
  t.ok(
    await page.getByText('<b>Уроки</b> о еврейской литературе').isVisible(),
    'the answers are shown as typed, as text',
  );

  const env = { DATA_DIR: harness.apiDataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
  const listed = await admin(env, 'access-requests');
  t.equal(listed.code, 0, listed.stderr);
  const id = /#(\d+) {2}asker@example\.org/.exec(listed.stdout)?.[1];
  t.ok(id, 'the administrator sees the request');
  const granted = await admin(env, 'access-grant', id ?? '');
  t.match(granted.stdout, /granted, mail sent/);

  // No reload and no click: the open access page and its menu follow the grant within the frame's
  // 10 s reader-state interval (docs/product.md#states).
  await page.getByTestId('access-status').getByText('Доступ открыт').waitFor({ timeout: 15_000 });
  await sidebar.getByRole('link', { name: 'DA for Educators' }).waitFor({ timeout: 15_000 });
  t.equal(
    await sidebar.getByRole('link', { name: 'Доступ к спецпроекту' }).count(),
    0,
    'the menu offers the tool instead of the questionnaire',
  );

  await page.getByRole('link', { name: 'Что даёт инструмент' }).click();
  await page.waitForURL('**/ru/hashtags-landing');
  await page.getByText('У вас уже есть доступ к инструменту.').waitFor();
  t.equal(
    await page.getByRole('link', { name: 'Перейти к заполнению анкеты' }).count(),
    0,
    'the landing no longer offers the questionnaire',
  );

  await page.getByRole('link', { name: 'Открыть инструмент' }).click();
  await page.waitForURL('**/ru/da-for-educators');
  await page.getByRole('combobox', { name: 'Хэштеги' }).waitFor();
  t.pass('the tool opens');
  t.same(problems, [], 'no console problems');
});
