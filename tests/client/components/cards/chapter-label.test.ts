import t from 'tap';
import { chapterLabel } from '../../../../client/components/cards/chapter-label.ts';
import { createI18n } from '../../../../shared/i18n/instance.ts';

const history = { title: 'Краткая история евреев Украины', section: 'history', section_name: 'История' };
const torah = { title: 'Спутник читателя: Берешит', section: 'torah', section_name: 'Тора' };

t.test('a chapter is labelled with its section, its book and its number', async (t) => {
  const ru = createI18n('ru');
  t.equal(
    chapterLabel(ru.t, { position: 3, book: history }),
    'История, Краткая история евреев Украины. Глава 3',
  );
  const en = createI18n('en');
  t.equal(
    chapterLabel(en.t, {
      position: 2,
      book: { ...history, title: 'A Short History', section_name: 'History' },
    }),
    'History, A Short History. Chapter 2',
  );
});

t.test('a Torah chapter carries no number', async (t) => {
  const ru = createI18n('ru');
  t.equal(chapterLabel(ru.t, { position: 4, book: torah }), 'Тора, Спутник читателя: Берешит');
});
