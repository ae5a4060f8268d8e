/**
 * The search dictionary: names and common words whose spelling in the other alphabet is not their
 * letter-by-letter transliteration (docs/architecture.md#search), so a reader who types `Chagall` on
 * the Russian site finds «Шагал», `shtetl` finds «местечко», and `sholom` on the English site finds
 * "Sholem". Letter rules (shared/logic/search-text.ts) cover the rest: `mestechko`, `klezmer`.
 *
 * Each line is one group of equivalent spellings, as readers type them (lower case, ё as е); a word of
 * the text found in a group brings every other spelling of the group into the query, both ways. A
 * Russian spelling is given in the form a stemmer reads for every case (`варшава` finds «Варшаве»).
 */
import { foldWord } from './terms.ts';

const GROUPS: readonly (readonly string[])[] = [
  // Writers, artists, actors and scholars of the culture.
  ['шагал', 'chagall', 'chagal', 'shagal'],
  ['мандельштам', 'mandelstam', 'mandelshtam', 'mandelschtam'],
  ['шолом', 'шолем', 'sholom', 'sholem', 'scholem', 'sholem'],
  ['алейхем', 'aleichem', 'aleikhem', 'aleykhem'],
  ['михоэлс', 'mikhoels', 'mihoels'],
  ['лисицкий', 'lissitzky', 'lisitsky', 'lisitskiy', 'lisitzky'],
  ['кацнельсон', 'katsnelson', 'katznelson', 'kaznelson'],
  ['розенфельд', 'rosenfeld', 'rozenfeld'],
  ['альтман', 'altman'],
  ['бялик', 'bialik', 'byalik'],
  ['целан', 'celan', 'tselan'],
  ['эренбург', 'ehrenburg', 'erenburg'],
  ['бабель', 'babel', 'babel'],
  ['перец', 'peretz', 'perets'],
  ['тевье', 'tevye', 'tevie', 'tevje'],
  ['хаим', 'chaim', 'khaim', 'haim', 'hayim'],
  ['иегуда', 'yehuda', 'yehudah', 'ieguda'],
  ['моисей', 'moisei', 'moses', 'moisey'],
  // Places.
  ['бердичев', 'berdychiv', 'berdichev', 'berdichiv'],
  ['киев', 'kyiv', 'kiev'],
  ['одесса', 'odesa', 'odessa'],
  ['вильна', 'вильнюс', 'вильно', 'vilnius', 'vilna', 'vilno', 'wilno'],
  ['львов', 'lviv', 'lvov', 'lwow'],
  ['черновцы', 'chernivtsi', 'chernovtsy', 'czernowitz'],
  ['харьков', 'kharkiv', 'kharkov'],
  ['варшава', 'warsaw', 'varshava'],
  ['иерусалим', 'jerusalem', 'yerushalayim'],
  ['израиль', 'israel'],
  ['меджибож', 'medzhybizh', 'medzhibozh', 'mezhbizh'],
  ['жолква', 'zhovkva', 'zholkva'],
  ['касриловка', 'kasrilevke', 'kasrilovka'],
  ['волынь', 'volhynia', 'volyn'],
  ['галиция', 'galicia', 'galitsia'],
  ['переяслав', 'pereiaslav', 'pereyaslav'],
  // Common words of the culture.
  ['местечко', 'штетл', 'shtetl', 'shtetlach', 'mestechko'],
  ['синагога', 'synagogue', 'sinagoga'],
  ['гетто', 'ghetto'],
  ['иврит', 'hebrew', 'ivrit'],
  ['идиш', 'yiddish', 'idish'],
  ['холокост', 'holocaust', 'kholokost'],
  ['песах', 'passover', 'pesach', 'pesah', 'pesakh'],
  ['агада', 'haggadah', 'hagada', 'agada'],
  ['зоар', 'zohar'],
  ['диббук', 'dybbuk', 'dibbuk'],
  ['габима', 'habima'],
  ['каббала', 'kabbalah', 'kabbala', 'cabbala'],
  ['кошерный', 'kosher', 'kashrut'],
  ['шаббат', 'shabbat', 'sabbath', 'shabbos'],
  ['тора', 'torah'],
  ['хупа', 'chuppah', 'huppah', 'khupa'],
];

const GROUP_OF = new Map<string, readonly string[]>();
for (const group of GROUPS) {
  const spellings = [...new Set(group.map(foldWord))];
  for (const word of spellings) GROUP_OF.set(word, spellings);
}

/** The other spellings of a word (folded), or none when the dictionary does not know it. */
export function dictionarySpellings(word: string): readonly string[] {
  const folded = foldWord(word);
  return (GROUP_OF.get(folded) ?? []).filter((spelling) => spelling !== folded);
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The text with each word the dictionary knows replaced by its other spellings: the k-th text takes
 * each known word's k-th other spelling (its last when it has fewer), so a text of any number of
 * known words gives as many texts as its richest word has spellings. Empty when no word is known.
 */
export function dictionaryTexts(text: string): string[] {
  const known = new Map<string, readonly string[]>();
  for (const word of text.match(WORD) ?? []) {
    const others = dictionarySpellings(word);
    if (others.length > 0) known.set(word, others);
  }
  if (known.size === 0) return [];
  const count = Math.max(...[...known.values()].map((others) => others.length));
  const texts: string[] = [];
  for (let k = 0; k < count; k++) {
    texts.push(
      text.replace(WORD, (word) => {
        const others = known.get(word);
        return others ? (others[Math.min(k, others.length - 1)] as string) : word;
      }),
    );
  }
  return texts;
}
