/**
 * A results card's "Add to set": a checkbox that picks the card for the save panel. A
 * native checkbox, so Tab reaches it and Space toggles it; its label names the card for a screen
 * reader, since every card has one.
 */
import { useTranslation } from 'react-i18next';
import styles from './LessonSets.module.css';

export function PickToggle({
  title,
  picked,
  onToggle,
}: {
  title: string;
  picked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('lessonSets');
  return (
    <label className={styles.pick} data-testid="lesson-set-pick">
      <input type="checkbox" checked={picked} onChange={onToggle} />
      <span>{t('save.pick')}</span>
      <span className="visually-hidden">: {title}</span>
    </label>
  );
}
