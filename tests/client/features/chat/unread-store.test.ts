/**
 * The header's unread counter after the support chat was read (docs/product.md#screens Header): root
 * data loaded before the read never brings back a count the reader has read, whatever it counted, and
 * root data loaded after the read is the server's word again, a new reply included.
 */
import t from 'tap';
import { clientSession } from '../../../../client/data/session.ts';
import { noteRead, shownUnread } from '../../../../client/features/chat/unread-store.ts';

t.test('root data older than the read shows the read count; newer root data shows its own', async (t) => {
  // The page was loaded with nothing unread; a reader-state check then left before the read.
  const pageLoad = clientSession.version;
  t.equal(shownUnread(0, pageLoad), 0, 'before any read, the root data says it');
  const checkBeforeRead = clientSession.version;

  noteRead(0);
  t.equal(
    shownUnread(1, checkBeforeRead),
    0,
    'a user call that left before the read counted the reply: the badge stays away',
  );
  t.equal(shownUnread(0, pageLoad), 0, 'the page’s own root data too');

  const afterRead = clientSession.version;
  t.ok(afterRead > checkBeforeRead, 'the read moves the session version on: the frame loads the user afresh');
  t.equal(shownUnread(0, afterRead), 0, 'root data loaded after the read is believed');
  t.equal(shownUnread(1, afterRead), 1, 'and a reply that came after the read lights the badge again');
});

t.test('a read that left replies unread shows that count over older root data', async (t) => {
  const before = clientSession.version;
  noteRead(2);
  t.equal(shownUnread(3, before), 2);
  t.equal(shownUnread(5, clientSession.version), 5, 'newer root data counts for itself');
});
