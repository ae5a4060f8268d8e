/**
 * The waiting-work mail (docs/desk.md#the-waiting-work-mail): a chat or a questionnaire that waited
 * more than an hour mails every administrator who has not turned it off, with a link into the desk in
 * their language; at most one mail an hour; none at night in the site's time zone; none when nothing
 * waited an hour.
 */
import t from 'tap';
import { createDeskRepository } from '../../../../api/admin/desk/repository.ts';
import { createWaitingMail, hourIn, isNight } from '../../../../api/admin/desk/waiting-mail.ts';
import type { MailMessage } from '../../../../api/mail/mailer.ts';
import { backends, buildTestApi } from '../../../helpers/api/build.ts';

t.test('night is 22:00 to 08:00 in the site time zone, not the server one', async (t) => {
  const at = new Date('2026-03-01T19:30:00Z');
  t.equal(hourIn(at, 'Europe/Moscow'), 22);
  t.equal(isNight(at, 'Europe/Moscow'), true, '22:30 in Moscow');
  t.equal(isNight(at, 'Europe/London'), false, '19:30 in London');
  t.equal(isNight(new Date('2026-03-01T04:59:00Z'), 'Europe/Moscow'), true, '07:59 in Moscow');
  t.equal(isNight(new Date('2026-03-01T05:00:00Z'), 'Europe/Moscow'), false, '08:00 in Moscow');
});

for (const backend of backends()) {
  t.test(`${backend}: one mail an hour to the administrators who want it`, async (t) => {
    const { db } = await buildTestApi(t, backend, { DESK_MAIL_CHECK_SECONDS: '0' });
    const [reader, ru, en, quiet] = await db.query<{ id: number }>(
      `INSERT INTO users (email, name, locale, role, desk_mail) VALUES
         ('reader@example.org', 'Reader', 'ru', 'user', true),
         ('ru-admin@example.org', 'Ася', 'ru', 'admin', true),
         ('en-admin@example.org', 'Ed', 'en', 'admin', true),
         ('quiet-admin@example.org', 'Q', 'en', 'admin', false)
       RETURNING id`,
    );
    t.ok(reader && ru && en && quiet);
    const sent: MailMessage[] = [];
    let now = new Date('2026-03-01T10:00:00Z');
    const mail = createWaitingMail({
      desk: createDeskRepository(db),
      mailer: { queue: (message: MailMessage) => sent.push(message) } as never,
      publicOrigin: 'https://site.example',
      timeZone: 'Europe/Moscow',
      now: () => now,
    });

    const [thread] = await db.query<{ id: number }>(
      'INSERT INTO chat_threads (user_id) VALUES ($1) RETURNING id',
      [reader?.id],
    );
    await db.query(
      `INSERT INTO chat_messages (thread_id, from_admin, content, created_at) VALUES ($1, false, 'Help', now() - interval '10 minutes')`,
      [thread?.id],
    );
    t.equal(await mail.check(), 0, 'ten minutes of waiting: no mail');

    await db.query(`UPDATE chat_messages SET created_at = now() - interval '61 minutes'`);
    now = new Date('2026-03-01T20:00:00Z');
    t.equal(await mail.check(), 0, 'at 23:00 in Moscow: no mail');
    now = new Date('2026-03-01T10:00:00Z');
    t.equal(await mail.check(), 2, 'by day: both administrators who want it');
    t.same(
      sent.map((m) => m.to).sort(),
      ['en-admin@example.org', 'ru-admin@example.org'],
      'not the one who turned it off',
    );
    const english = sent.find((m) => m.to === 'en-admin@example.org');
    t.match(english?.text, /https:\/\/site\.example\/en\/desk/, 'a link into the desk in their language');
    t.match(english?.subject, /waiting/);
    t.match(sent.find((m) => m.to === 'ru-admin@example.org')?.text, /https:\/\/site\.example\/ru\/desk/);
    t.equal(await mail.check(), 0, 'a second look within the hour sends nothing');
    await db.query(`UPDATE desk_mail_state SET last_sent_at = now() - interval '61 minutes'`);
    t.equal(await mail.check(), 2, 'an hour later, again');
  });
}
