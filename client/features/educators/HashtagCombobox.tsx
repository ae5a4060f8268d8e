/**
 * The tag input of the hashtag tool (docs/product.md#screens): a combobox (downshift, ARIA 1.2) whose suggestions come
 * from `/search-hashtags` as the teacher types, each with its number of materials. Choosing a
 * suggestion toggles it (docs/product.md#validation: an already chosen tag is removed); Enter with no suggestion
 * highlighted starts the search. Loaded only by the educators' pages.
 */
import { useCombobox } from 'downshift';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountedHashtag } from '../../../shared/schemas/educators.ts';
import { callApi } from '../../data/call-api.ts';
import styles from './Educators.module.css';
import type { ChosenTag } from './hashtag-data.ts';

/** A pause in typing before suggestions are asked for. */
const SUGGEST_DELAY_MS = 250;
const INPUT_ID = 'educators-tag-input';

export interface HashtagComboboxProps {
  chosen: readonly ChosenTag[];
  onToggle: (tag: ChosenTag) => void;
  onSubmit: () => void;
  disabled?: boolean;
}

export function HashtagCombobox({ chosen, onToggle, onSubmit, disabled }: HashtagComboboxProps) {
  const { t } = useTranslation('educators');
  const [text, setText] = useState('');
  const [items, setItems] = useState<CountedHashtag[]>([]);
  const [asked, setAsked] = useState(false);
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    const q = text.trim().toLowerCase();
    if (!q) {
      setItems([]);
      setAsked(false);
      return;
    }
    const timer = setTimeout(async () => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      const found = await callApi(
        'hashtags.search',
        { body: { lang: 'ru', q } },
        { signal: controller.signal },
      );
      // A hashtag call's failure shows nothing: the list stays as it was (docs/product.md#error-messages).
      if (found.ok && !controller.signal.aborted) {
        setItems(found.data);
        setAsked(true);
      }
    }, SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // Downshift owns the input's text and empties it inside its reducer as a choice is made; its
  // change callbacks run after render, so a controlled value (or a controlled `selectedItem`) would
  // wipe keys typed right after a choice (found by the keyboard test). The choice itself is taken
  // in the key or click event, so choosing the same tag twice toggles it.
  const combobox = useCombobox<CountedHashtag>({
    inputId: INPUT_ID,
    items,
    itemToString: (item) => item?.name ?? '',
    stateReducer: (_state, { type, changes }) => {
      const { InputKeyDownEnter, ItemClick } = useCombobox.stateChangeTypes;
      return type === InputKeyDownEnter || type === ItemClick
        ? { ...changes, inputValue: '', selectedItem: null }
        : changes;
    },
    onInputValueChange: ({ inputValue }) => setText(inputValue ?? ''),
  });
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getLabelProps } = combobox;
  const pick = (item: CountedHashtag) => onToggle({ id: item.id, name: item.name });
  const chosenIds = new Set(chosen.map((tag) => tag.id));
  const inputProps = getInputProps({
    onKeyDown: (event) => {
      if (event.key !== 'Enter') return;
      const item = isOpen && highlightedIndex >= 0 ? items[highlightedIndex] : undefined;
      if (item) {
        pick(item);
        return;
      }
      event.preventDefault();
      (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
      onSubmit();
    },
  });
  const showEmpty = isOpen && asked && items.length === 0 && text.trim() !== '';

  return (
    <div className={styles.combobox}>
      <label className="visually-hidden" htmlFor={INPUT_ID} {...getLabelProps()}>
        {t('tool.inputLabel')}
      </label>
      <input
        type="text"
        className={styles.input}
        placeholder={t('tool.inputPlaceholder')}
        disabled={disabled}
        {...inputProps}
        // Downshift writes an empty reference while nothing is highlighted: no attribute is the valid form.
        aria-activedescendant={inputProps['aria-activedescendant'] || undefined}
      />
      <ul
        className={styles.menu}
        hidden={!isOpen || (items.length === 0 && !showEmpty)}
        aria-label={t('tool.suggestions')}
        {...getMenuProps()}
      >
        {isOpen
          ? items.map((item, index) => (
              <li
                key={item.id}
                className={styles.option}
                data-highlighted={highlightedIndex === index || undefined}
                data-chosen={chosenIds.has(item.id) || undefined}
                {...getItemProps({
                  item,
                  index,
                  onClick: () => pick(item),
                })}
              >
                <span>{item.name}</span>
                <span className={styles.optionCount}>{t('tool.count', { count: item.count })}</span>
              </li>
            ))
          : null}
        {showEmpty ? <li className={styles.optionEmpty}>{t('tool.noSuggestions')}</li> : null}
      </ul>
    </div>
  );
}
