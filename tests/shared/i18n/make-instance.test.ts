import t from 'tap';
import { makeI18n, type PartialCatalogue, REDRAW_EVENT } from '../../../shared/i18n/make-instance.ts';
import { storeEvents, WHOLE_CATALOGUE_EVENT } from '../../../shared/i18n/memo-translations.ts';

t.test(
  'an instance with only some entries draws a missing one as nothing, then as its text once added',
  async (t) => {
    const partial: PartialCatalogue = { whole: false, missed: false };
    const i18n = makeI18n('ru', { ru: { common: { shown: 'Видно' } } }, partial);
    const tr = i18n.getFixedT(null, 'common');
    t.equal(tr('shown'), 'Видно');
    t.notOk(partial.missed, 'nothing missed yet');
    t.equal(tr('later.text'), '', 'never the key');
    t.equal(tr('later.text'), '', 'and again (remembered)');
    t.ok(partial.missed, 'the miss is known, so what drew it draws again');
    let redraws = 0;
    const events = storeEvents(i18n);
    events.on(REDRAW_EVENT, () => redraws++);
    i18n.addResourceBundle('ru', 'common', { later: { text: 'Потом' } }, true, true, { silent: true });
    partial.whole = true;
    events.emit(WHOLE_CATALOGUE_EVENT);
    events.emit(REDRAW_EVENT);
    const after = i18n.getFixedT(null, 'common');
    t.equal(after('later.text'), 'Потом', 'the remembered nothing is forgotten');
    t.equal(after('shown'), 'Видно');
    t.equal(
      after('still.absent'),
      'still.absent',
      'with the whole catalogue in, a missing key is itself again',
    );
    t.equal(redraws, 1);
  },
);

t.test('an instance with its whole catalogue draws a missing key as i18next does', async (t) => {
  const i18n = makeI18n('ru', { ru: { common: {} } });
  t.equal(i18n.getFixedT(null, 'common')('absent.key'), 'absent.key');
});
