/**
 * The desk's texts in the browser (docs/desk.md): they are not in the page's catalogue, which every
 * reader downloads, but come with the desk's own code and are added to the page's i18n instance
 * before the first desk text is looked up. The server's catalogue holds them already.
 */
import { useTranslation } from 'react-i18next';
import en from '../../../shared/i18n/locales/en/desk.json' with { type: 'json' };
import ru from '../../../shared/i18n/locales/ru/desk.json' with { type: 'json' };

const DESK_TEXTS = { ru, en } as const;

export function useDeskTranslation() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'ru';
  if (!i18n.hasResourceBundle(language, 'desk'))
    i18n.addResourceBundle(language, 'desk', DESK_TEXTS[language]);
  return useTranslation('desk');
}
