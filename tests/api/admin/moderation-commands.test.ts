/**
 * The comment-safety admin commands against a running server (docs/architecture.md#sessions-and-accounts): the comments that
 * wait for moderation and the reported ones are listed; approving shows a waiting comment and closes a
 * reported one's reports; hiding takes a comment off the list and out of the counts (the item's and
 * the author's); each decision announces the item's cache tags and its author's reader tag for the web
 * tier (docs/architecture.md#the-reader-cache: the author's comment count changes). PGlite and, with
 * DATABASE_URL, PostgreSQL.
 */
import pg from 'pg';
import t from 'tap';
import { contentChangesOf } from '../../../api/app.ts';
import { DROP_CHANNEL } from '../../../shared/cache-drops.ts';
import { backends } from '../../helpers/api/build.ts';
import { bearer, form } from '../accounts/helpers/api.ts';
import { confirmedUser, loginToken } from '../accounts/helpers/users.ts';
import { admin, environment, startServer } from './helpers.ts';

t.setTimeout(360_000);

const POST = '/api/materials/klezmer-notes/';
const LIST = '/api/materials/klezmer-notes/comments?lang=ru';

for (const backend of backends()) {
  t.test(`${backend}: list, approve and hide comments while the server runs`, async (t) => {
    const env: Record<string, string> = { ...(await environment(t, backend)), COMMENT_INTERVAL_SECONDS: '0' };
    const app = await startServer(env);
    t.teardown(() => app.close());
    const changes: string[][] = [];
    contentChangesOf(app).on((tags) => changes.push([...tags]));
    const dataDir = env.DATA_DIR as string;
    const anna = bearer(await loginToken(app, await confirmedUser(app, dataDir, 'anna@example.org')));
    const boris = bearer(await loginToken(app, await confirmedUser(app, dataDir, 'boris@example.org')));
    // Accounts made here are new (the server runs on the real clock): a link from one of them waits.
    const fresh = bearer(await loginToken(app, await confirmedUser(app, dataDir, 'new@example.org')));
    const comment = async (headers: Record<string, string>, content: string) =>
      (await form(app, POST, { content, lang: 'ru' }, headers)).json().comment as { id: number };
    const list = async () => (await app.inject({ method: 'GET', url: LIST })).json();
    const user = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/api/user', headers })).json().user;

    t.equal((await admin(env, 'comments-flagged')).stdout.trim(), 'comments-flagged: nothing to moderate');
    const rude = await comment(anna, 'Грубый комментарий');
    const kind = await comment(anna, 'Добрый комментарий');
    const spam = await comment(fresh, 'Купите: https://spam.example/buy');
    t.same(
      (await list()).comments.map((c: { id: number }) => c.id),
      [kind.id, rude.id],
      'the new account’s link waits',
    );
    await app.inject({ method: 'POST', url: `/api/comments/${rude.id}/report`, headers: boris });
    await app.inject({ method: 'POST', url: `/api/comments/${kind.id}/report`, headers: boris });

    const flagged = await admin(env, 'comments-flagged');
    t.equal(flagged.code, 0, flagged.stderr);
    t.match(
      flagged.stdout,
      new RegExp(`#${rude.id}  reported ×1  materials/klezmer-notes \\(ru\\)  anna@example\\.org`),
    );
    t.match(
      flagged.stdout,
      new RegExp(`#${spam.id}  waiting  materials/klezmer-notes \\(ru\\)  new@example\\.org`),
    );
    t.match(flagged.stdout, /Купите: https:\/\/spam\.example\/buy/, 'with the text');

    const approve = await admin(env, 'comment-approve', String(spam.id));
    t.equal(approve.code, 0, approve.stderr);
    t.match(approve.stdout, `comment-approve: comment ${spam.id} is shown (it was pending)`);
    t.ok(
      (await list()).comments.some((c: { id: number }) => c.id === spam.id),
      'an approved comment is listed',
    );
    const keep = await admin(env, 'comment-approve', String(kind.id));
    t.match(keep.stdout, /is shown \(it was visible\)/);

    // On PostgreSQL the decision is also announced on the drop channel web instances listen to.
    const heard: string[] = [];
    if (backend === 'postgres') {
      const listener = new pg.Client({ connectionString: env.DATABASE_URL });
      await listener.connect();
      t.teardown(() => listener.end());
      listener.on('notification', (message) => heard.push(message.payload ?? ''));
      await listener.query(`LISTEN ${DROP_CHANNEL}`);
    }
    const countBefore = (await list()).countComments;
    const annaBefore = (await user(anna)).comments_count;
    const hide = await admin(env, 'comment-hide', String(rude.id), 'Оскорбление');
    t.equal(hide.code, 0, hide.stderr);
    t.match(hide.stdout, `comment-hide: comment ${rude.id} is hidden (it was visible)`);
    const after = await list();
    t.notOk(
      after.comments.some((c: { id: number }) => c.id === rude.id),
      'a hidden comment leaves the list',
    );
    t.equal(after.countComments, countBefore - 1, "and the item's count");
    t.equal((await user(anna)).comments_count, annaBefore - 1, "and the author's count");
    const myContent = (
      await app.inject({ method: 'GET', url: '/api/user/content?lang=ru', headers: anna })
    ).json();
    t.same(
      myContent.comments.map((c: { id: number }) => c.id),
      [kind.id],
      "and the author's own list in the profile",
    );
    const reported = await app.inject({
      method: 'POST',
      url: `/api/comments/${rude.id}/report`,
      headers: boris,
    });
    t.equal(reported.statusCode, 404, 'a hidden comment cannot be reported');

    t.equal(
      (await admin(env, 'comments-flagged')).stdout.trim(),
      'comments-flagged: nothing to moderate',
      'every flag answered',
    );
    const item = (await app.inject({ method: 'GET', url: '/api/materials/klezmer-notes?lang=ru' })).json();
    const tags = [`materials#${item.id}`, 'materials@klezmer-notes'];
    const annaTags = [...tags, `reader:${(await user(anna)).id}`];
    const freshTags = [...tags, `reader:${(await user(fresh)).id}`];
    t.same(
      changes,
      [freshTags, annaTags, annaTags],
      "each decision announced the item's cache tags and its author's reader",
    );
    if (backend === 'postgres') {
      for (let i = 0; i < 50 && heard.length === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
      t.same(
        heard.map((payload) => JSON.parse(payload).tags),
        [annaTags],
        'the hide was announced on the drop channel when it committed',
      );
    }

    const noReason = await admin(env, 'comment-hide', String(kind.id));
    t.equal(noReason.code, 2, 'hiding needs a reason');
    t.not((await admin(env, 'comment-hide', '999999', 'x')).code, 0, 'an unknown comment fails');
  });
}
