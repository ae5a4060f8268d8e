/**
 * The special-project questionnaire's calls (docs/product.md#content-and-engagement; docs/rules.md R4, R17, R19): a session is needed;
 * each field is required and length-limited, refused with a 400 that names it; the request is the
 * session user's whatever the body's `user_id`/`userId` say; one pending request at a time, none once
 * the tool is open, and at most ACCESS_REQUESTS_PER_DAY a day (429 with Retry-After).
 */
import t from 'tap';
import { backends, postJson, reader, readerApi } from '../engagement/helpers/reader.ts';

const URL = '/api/user/special-access';
const ANSWERS = {
  occupation: 'Учитель истории',
  institution: 'Школа № 57, Москва',
  purpose: 'Подбирать тексты к урокам о штетле.\nИ к кружку по идишу.',
};

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const api = await readerApi(t, backend, { ACCESS_REQUESTS_PER_DAY: '2' });
    const { app } = api;
    const anna = await reader(api, 'anna@example.org', 'Анна');
    const boris = await reader(api, 'boris@example.org', 'Борис');
    const mine = async (headers: Record<string, string>) => {
      const answer = await app.inject({ method: 'GET', url: URL, headers });
      t.equal(answer.statusCode, 200);
      return answer.json();
    };

    t.test('both calls need a session', async (t) => {
      t.equal((await app.inject({ method: 'GET', url: URL })).statusCode, 401);
      const sent = await postJson(app, URL, ANSWERS);
      t.equal(sent.statusCode, 401);
      t.equal(sent.json().error, 'unauthorized');
      const [row] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM access_requests');
      t.equal(row?.n, 0, 'nothing stored');
    });

    t.test('a reader without a request sees none and no card access', async (t) => {
      t.same(await mine(anna.headers), { request: null, card_access: 0 });
    });

    t.test('each field is required and length-limited, refused naming the field', async (t) => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...ANSWERS, occupation: '' }, 'occupation'],
        [{ ...ANSWERS, institution: ' \n\u200b ' }, 'institution'],
        [{ occupation: 'x', institution: 'y' }, 'purpose'],
        [{ ...ANSWERS, occupation: 'ж'.repeat(201) }, 'occupation'],
        [{ ...ANSWERS, institution: 'ж'.repeat(301) }, 'institution'],
        [{ ...ANSWERS, purpose: '🎻'.repeat(2001) }, 'purpose'],
        [{ ...ANSWERS, purpose: 'nul\u0000' }, 'purpose'],
        [{ ...ANSWERS, card_access: 1 }, 'card_access'],
      ];
      for (const [body, field] of cases) {
        const answer = await postJson(app, URL, body, anna.headers);
        t.equal(answer.statusCode, 400, field);
        t.equal(answer.json().error, 'validation_failed');
        t.equal(answer.json().field, field, `names ${field}`);
        t.match(answer.json().message, new RegExp(`^${field}: `), 'with a message for the field');
      }
      t.equal((await mine(anna.headers)).request, null, 'nothing stored');
      const longest = {
        occupation: 'ж'.repeat(200),
        institution: '🎻'.repeat(300),
        purpose: 'я'.repeat(2000),
      };
      const ok = await postJson(app, URL, longest, boris.headers);
      t.equal(ok.statusCode, 200, 'each limit itself is accepted');
      await api.db.query('DELETE FROM access_requests');
    });

    t.test("the request is the session user's, never the body's user_id or userId", async (t) => {
      const answer = await postJson(
        app,
        URL,
        { ...ANSWERS, user_id: anna.id, userId: String(anna.id) },
        boris.headers,
      );
      t.equal(answer.statusCode, 200);
      const body = answer.json();
      t.equal(body.request.status, 'pending');
      t.equal(body.request.purpose, ANSWERS.purpose, 'stored as typed');
      const rows = await api.db.query<{ user_id: number }>('SELECT user_id FROM access_requests');
      t.same(
        rows.map((row) => row.user_id),
        [boris.id],
        'stored as Boris',
      );
      t.equal((await mine(anna.headers)).request, null, "Anna's state is unchanged");
      t.equal((await mine(boris.headers)).request.id, body.request.id, 'Boris sees his request');
      t.match(api.logs(), /access request user id ignored/, 'the mismatch is logged');
    });

    t.test('one pending request at a time', async (t) => {
      const again = await postJson(app, URL, { ...ANSWERS, purpose: 'Ещё раз' }, boris.headers);
      t.equal(again.statusCode, 409);
      t.equal(again.json().error, 'access_request_pending');
      const rows = await api.db.query('SELECT 1 FROM access_requests WHERE user_id = $1', [boris.id]);
      t.equal(rows.length, 1, 'still one request');

      const parallel = await Promise.all([1, 2, 3].map(() => postJson(app, URL, ANSWERS, anna.headers)));
      t.same(
        parallel.map((answer) => answer.statusCode).sort(),
        [200, 409, 409],
        'of three parallel submissions one is stored',
      );
    });

    t.test('after a refusal a new request may be sent, up to the daily limit (429)', async (t) => {
      await api.db.query(
        `UPDATE access_requests SET status = 'refused', decided_at = now() WHERE user_id = $1`,
        [boris.id],
      );
      const refused = await mine(boris.headers);
      t.equal(refused.request.status, 'refused');
      const second = await postJson(app, URL, ANSWERS, boris.headers);
      t.equal(second.statusCode, 200, 'the second request of the day');
      await api.db.query(`UPDATE access_requests SET status = 'refused' WHERE user_id = $1`, [boris.id]);
      const third = await postJson(app, URL, ANSWERS, boris.headers);
      t.equal(third.statusCode, 429, 'the third is over ACCESS_REQUESTS_PER_DAY=2');
      t.equal(third.json().error, 'rate_limited');
      t.ok(Number(third.headers['retry-after']) > 0, 'with Retry-After');
    });

    t.test('a reader whose tool is open cannot ask again', async (t) => {
      await api.db.query('DELETE FROM access_requests WHERE user_id = $1', [anna.id]);
      await api.db.query('UPDATE users SET card_access = 1 WHERE id = $1', [anna.id]);
      const answer = await postJson(app, URL, ANSWERS, anna.headers);
      t.equal(answer.statusCode, 409);
      t.equal(answer.json().error, 'access_already_open');
      t.same(await mine(anna.headers), { request: null, card_access: 1 });
    });
  });
}
