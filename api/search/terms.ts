/**
 * What the search statement needs from the visitor's text (R7). The text itself only ever reaches
 * SQL as a bound parameter of `websearch_to_tsquery`, which accepts any input. The one value spliced
 * into tsquery syntax, the prefix of the last word, is built here from letters and digits only.
 */
/** One spelling of the text, as the full-text query reads it. */
export interface Spelling {
  /** The whole text, for `websearch_to_tsquery`. */
  text: string;
  /** With a prefix: the text before the last word, which must match as well. */
  head: string;
  /** With a prefix: the last word as typed. */
  last: string;
  /** `'word':*` for the last word, or null (see SearchTerms). */
  prefix: string | null;
}

export interface SearchTerms extends Spelling {
  /** The whole text, for `websearch_to_tsquery` and trigram similarity. */
  text: string;
  /** With a prefix: the text before the last word, which must match as well. */
  head: string;
  /** With a prefix: the last word as typed. */
  last: string;
  /**
   * `'word':*` for the last word, unstemmed, so a word still being typed matches (`литер` →
   * литература). Only for plain text: with quotes, `or` or a `-` exclusion the text keeps its
   * websearch meaning.
   */
  prefix: string | null;
  /** Whether typo-tolerant trigram matching applies: plain text of a sensible length. */
  trigram: boolean;
  /**
   * The text in the other alphabet (`shtetl` ↔ `штетл`, shared/logic/search-text.ts) and with the
   * search dictionary's spellings (`chagall` ↔ шагал, api/search/dictionary.ts), ORed into the
   * query: worked out once per query, so no row pays for it.
   */
  alternatives: Spelling[];
  /** The words of the text, folded (foldWord), for the typo fallback on words of the text. */
  words: string[];
}

import { transliterations } from '../../shared/logic/search-text.ts';
import { dictionaryTexts } from './dictionary.ts';

const WORD = /[\p{L}\p{N}]+/gu;
const OPERATORS = /"|(^|\s)-|(^|\s)or(\s|$)/i;
const PREFIX_MIN_CHARS = 3;
const TRIGRAM_MIN_CHARS = 3;
const TRIGRAM_MAX_CHARS = 64;

/** Lower case, ё → е, Latin diacritics dropped; й and ў keep their breve. */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u0305\u0307-\u036f]/g, '')
    .normalize('NFC');
}

function spelling(text: string, words: string[], plain: boolean): Spelling {
  const last = words[words.length - 1] ?? '';
  const typing = plain && text.endsWith(last);
  const folded = foldWord(last);
  const prefix =
    typing && folded.length >= PREFIX_MIN_CHARS && /^[\p{L}\p{N}]+$/u.test(folded) ? `'${folded}':*` : null;
  return {
    text,
    head: prefix ? text.slice(0, text.length - last.length) : '',
    last: prefix ? last : '',
    prefix,
  };
}

/**
 * The text's spellings in the other alphabet: letter by letter, and with the names and words of the
 * search dictionary (`chagall` → шагал, `shtetl` → местечко) in either alphabet; each once, never the
 * text itself.
 */
function otherSpellings(text: string): string[] {
  const all = new Set(transliterations(text));
  for (const known of dictionaryTexts(text.toLowerCase())) {
    all.add(known);
    for (const other of transliterations(known)) all.add(other);
  }
  all.delete(text.toLowerCase());
  all.delete(text);
  return [...all];
}

/** Null when the text has no letter or digit: nothing can match, so no query runs. */
export function searchTerms(text: string): SearchTerms | null {
  const words = text.match(WORD);
  if (!words) return null;
  const letters = words.join('').length;
  const plain = !OPERATORS.test(text);
  const alternatives: Spelling[] = [];
  for (const other of otherSpellings(text)) {
    const otherWords = other.match(WORD);
    if (otherWords) alternatives.push(spelling(other, otherWords, plain));
  }
  return {
    ...spelling(text, words, plain),
    trigram: plain && letters >= TRIGRAM_MIN_CHARS && text.length <= TRIGRAM_MAX_CHARS,
    alternatives,
    words: words.map(foldWord),
  };
}
