/**
 * What the benchmark asks: the materials list in each sort × order, with and without a tag filter,
 * across the first pages; and search with words of known frequency, a prefix, a typo, two words, a
 * word in Latin letters, names and words of the search dictionary typed in Latin letters (Chagall,
 * mandelshtam, shtetl; sholom on the en site), a misspelt word and an English word on the en site.
 */
import {
  realWordRank,
  SYNTH_REAL_WORDS_EN,
  SYNTH_REAL_WORDS_RU,
} from '../../api/content-pack/synth-words.ts';
import { transliterations } from '../../shared/logic/search-text.ts';

export interface Scenario {
  call: 'materials.list' | 'search.query';
  variant: string;
  /** The i-th request's path; varied so each request is a different query. */
  url: (i: number) => string;
}

const PAGES = 10;

function listScenarios(mainTagId: number, extraTagId: number): Scenario[] {
  const scenarios: Scenario[] = [];
  for (const filterBy of ['date', 'popular']) {
    for (const orderBy of [0, 1]) {
      const order = orderBy === 0 ? 'desc' : 'asc';
      scenarios.push({
        call: 'materials.list',
        variant: `${filterBy} ${order}`,
        url: (i) => `/api/materials?filterBy=${filterBy}&orderBy=${orderBy}&page=${i % PAGES}`,
      });
      scenarios.push({
        call: 'materials.list',
        variant: `${filterBy} ${order}, tags`,
        url: (i) => {
          const tags = i % 2 === 0 ? [mainTagId] : [mainTagId, extraTagId];
          return `/api/materials?filterBy=${filterBy}&orderBy=${orderBy}&page=${i % PAGES}&tags=${encodeURIComponent(JSON.stringify(tags))}`;
        },
      });
    }
  }
  return scenarios;
}

/** Words of a frequency class, by their index in the synthetic vocabulary's list of real words. */
const FREQUENT = [0, 1, 2, 3];
const MEDIUM = [12, 14, 16, 18];
const RARE = [30, 33, 36, 39];

const pick = (indexes: number[], words: readonly string[]) => (i: number) =>
  words[indexes[i % indexes.length] ?? 0] ?? '';
/** The word with its first vowel after the first letter changed (шлимазл → шлемазл). */
function misspelt(word: string): string {
  const at = word.slice(1).search(/[аеиоуыэюя]/) + 1;
  if (at === 0) return `${word}а`;
  return word.slice(0, at) + (word[at] === 'е' ? 'и' : 'е') + word.slice(at + 1);
}

const q = (text: string, lang = 'ru') => `/api/search?lang=${lang}&query=${encodeURIComponent(text)}`;

/** Shares of documents containing a real word (Zipf law over the vocabulary), for the report. */
export function wordShare(index: number, vocabulary = 8000, wordsPerDocument = 86): number {
  const rank = realWordRank(index);
  const perSlot = Math.log((rank + 1) / rank) / Math.log(vocabulary);
  return 1 - (1 - perSlot) ** wordsPerDocument;
}

function searchScenarios(): Scenario[] {
  const ru = (indexes: number[]) => pick(indexes, SYNTH_REAL_WORDS_RU);
  const share = (indexes: number[]) =>
    `${(wordShare(indexes[indexes.length - 1] ?? 0) * 100).toFixed(1)}–${(wordShare(indexes[0] ?? 0) * 100).toFixed(1)} % of documents`;
  return [
    { call: 'search.query', variant: `frequent word (${share(FREQUENT)})`, url: (i) => q(ru(FREQUENT)(i)) },
    { call: 'search.query', variant: `medium word (${share(MEDIUM)})`, url: (i) => q(ru(MEDIUM)(i)) },
    { call: 'search.query', variant: `rare word (${share(RARE)})`, url: (i) => q(ru(RARE)(i)) },
    { call: 'search.query', variant: 'prefix of a medium word', url: (i) => q(ru(MEDIUM)(i).slice(0, 4)) },
    { call: 'search.query', variant: 'two words', url: (i) => q(`${ru(MEDIUM)(i)} ${ru(RARE)(i + 1)}`) },
    {
      call: 'search.query',
      variant: 'typo in a medium word',
      url: (i) => {
        const word = ru(MEDIUM)(i);
        return q(word.slice(0, 2) + word.slice(3));
      },
    },
    {
      call: 'search.query',
      variant: 'medium word in Latin letters',
      url: (i) => q(transliterations(ru(MEDIUM)(i))[0] ?? ''),
    },
    {
      call: 'search.query',
      variant: 'misspelt medium word (a vowel changed)',
      url: (i) => q(misspelt(ru(MEDIUM)(i))),
    },
    {
      call: 'search.query',
      variant: 'name or word in Latin letters, from the search dictionary (Chagall, mandelshtam, shtetl)',
      url: (i) => q(['Chagall', 'chagall', 'mandelshtam', 'shtetl'][i % 4] ?? ''),
    },
    {
      call: 'search.query',
      variant: 'Latin spelling of a name on the en site (sholom)',
      url: () => q('sholom', 'en'),
    },
    {
      call: 'search.query',
      variant: 'English word, en site',
      url: (i) => q(pick(MEDIUM, SYNTH_REAL_WORDS_EN)(i), 'en'),
    },
  ];
}

export function scenarios(mainTagId: number, extraTagId: number): Scenario[] {
  return [...listScenarios(mainTagId, extraTagId), ...searchScenarios()];
}
