/**
 * What a search text becomes before anything looks it up: its normal form (one key per query for the
 * caches, the same text for the API), and its spellings in the other alphabet, so a reader who types
 * a Russian or Yiddish word in Latin letters (`sholom`, `shtetl`, `mestechko`) finds what the Cyrillic
 * spelling finds, and the other way round (`штетл` finds an English text's `shtetl`).
 *
 * Transliteration is ambiguous both ways (`ch` is ч in mestechko and х in Aleichem; х is kh in one
 * system and h in another), so each direction gives at most two spellings: the common Russian
 * system, and one with the Yiddish readings of `ch`/`h`. They are ORed into one full-text query by
 * the API; the typo fallback then covers what neither spelling hits exactly.
 */

/** NFC, trimmed, inner runs of white space as one space, lower case: one cache key per query. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

const LATIN = /[a-z]/;
const CYRILLIC = /[а-яё]/;

/** Latin → Cyrillic, longest sequence first; the third value is the Yiddish reading (ch → х). */
const FROM_LATIN: ReadonlyArray<readonly [string, string, string?]> = [
  ['shch', 'щ'],
  ['sch', 'ш'],
  ['sh', 'ш'],
  ['zh', 'ж'],
  ['ch', 'ч', 'х'],
  ['kh', 'х'],
  ['tz', 'ц'],
  ['ts', 'ц'],
  ['ya', 'я'],
  ['ja', 'я'],
  ['yu', 'ю'],
  ['ju', 'ю'],
  ['yo', 'е'],
  ['jo', 'е'],
  ['ye', 'е'],
  ['yi', 'и'],
  ['ck', 'к'],
  ['ph', 'ф'],
  ['th', 'т'],
  ['ee', 'и'],
  ['oo', 'у'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'ы'],
  ['z', 'з'],
];

const VOWELS_LATIN = new Set('aeiouy');

/** Cyrillic → Latin (the common passport system); `alt` the Yiddish/English readings. */
const FROM_CYRILLIC: Readonly<Record<string, readonly [string, string?]>> = {
  а: ['a'],
  б: ['b'],
  в: ['v'],
  г: ['g'],
  д: ['d'],
  е: ['e'],
  ё: ['yo'],
  ж: ['zh'],
  з: ['z'],
  и: ['i'],
  й: ['y'],
  к: ['k'],
  л: ['l'],
  м: ['m'],
  н: ['n'],
  о: ['o'],
  п: ['p'],
  р: ['r'],
  с: ['s'],
  т: ['t'],
  у: ['u'],
  ф: ['f'],
  х: ['kh', 'h'],
  ц: ['ts', 'tz'],
  ч: ['ch'],
  ш: ['sh'],
  щ: ['shch'],
  ъ: [''],
  ы: ['y'],
  ь: [''],
  э: ['e'],
  ю: ['yu'],
  я: ['ya'],
};

function latinWordToCyrillic(word: string, alt: boolean): string {
  let out = '';
  let i = 0;
  while (i < word.length) {
    const prev = word[i - 1];
    // "y" after a vowel closes a syllable (Oy, Tevye's "ey"): й, not ы.
    if (
      word[i] === 'y' &&
      prev !== undefined &&
      VOWELS_LATIN.has(prev) &&
      !/[aeiou]/.test(word[i + 1] ?? '')
    ) {
      out += 'й';
      i += 1;
      continue;
    }
    // "i" between a vowel and a consonant or the end is the same glide (Aleichem, oi).
    if (word[i] === 'i' && prev !== undefined && /[aeo]/.test(prev) && !/[aeiou]/.test(word[i + 1] ?? '')) {
      out += 'й';
      i += 1;
      continue;
    }
    // In the Yiddish and German names of the other system, l before a consonant is soft
    // (Altman → Альтман, Rosenfeld → Розенфельд, Mandelshtam → Мандельштам).
    if (alt && word[i] === 'l' && /[b-df-hj-np-tv-z]/.test(word[i + 1] ?? '')) {
      out += 'ль';
      i += 1;
      continue;
    }
    const rule = FROM_LATIN.find(([latin]) => word.startsWith(latin, i));
    if (!rule) {
      out += word[i];
      i += 1;
      continue;
    }
    out += alt && rule[2] !== undefined ? rule[2] : rule[1];
    i += rule[0].length;
  }
  return out;
}

function cyrillicWordToLatin(word: string, alt: boolean): string {
  let out = '';
  for (const ch of word) {
    const rule = FROM_CYRILLIC[ch];
    out += rule ? (alt && rule[1] !== undefined ? rule[1] : rule[0]) : ch;
  }
  return out;
}

/**
 * The text's other spellings: wholly in Cyrillic, and wholly in Latin letters, in each system; the rest of the text (spaces, quotes, `-`) is kept, so websearch syntax keeps its
 * meaning. Only spellings that differ from the text and from each other; empty for text with neither
 * alphabet.
 */
export function transliterations(text: string): string[] {
  const lower = text.toLowerCase();
  const hasLatin = LATIN.test(lower);
  const hasCyrillic = CYRILLIC.test(lower);
  if (!hasLatin && !hasCyrillic) return [];
  const toCyrillic = (alt: boolean) =>
    lower.replace(/[a-z]+/g, (word) =>
      // Yiddish words come with English doubled consonants (yiddish, meshugge): Russian has one.
      latinWordToCyrillic(alt ? word.replace(/([b-df-hj-np-tv-z])\1/g, '$1') : word, alt),
    );
  const toLatin = (alt: boolean) => lower.replace(/[а-яё]+/g, (word) => cyrillicWordToLatin(word, alt));
  const variants = new Set<string>();
  if (hasLatin) variants.add(toCyrillic(false)).add(toCyrillic(true));
  if (hasCyrillic) variants.add(toLatin(false)).add(toLatin(true));
  variants.delete(lower);
  return [...variants];
}
