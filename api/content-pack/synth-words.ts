/**
 * The synthetic corpus's vocabulary: 8 000 words made of syllables, with real words placed at ranks
 * 100 … 4000 (`realWordRank`), so the bench can search words found in about one document in ten down
 * to about one in four hundred. Word frequencies follow a Zipf-like law over the ranks.
 */
export const VOCABULARY_SIZE = 8000;

// biome-ignore format: word lists read best as lines of words
export const SYNTH_REAL_WORDS_RU = [
  'литература', 'история', 'музыка', 'традиция', 'память', 'местечко', 'скрипка', 'свадьба', 'книга',
  'письмо', 'город', 'семья', 'праздник', 'рынок', 'театр', 'песня', 'картина', 'архив', 'бабушка',
  'дорога', 'ёлка', 'школа', 'газета', 'поэзия', 'улица', 'синагога', 'ремесло', 'язык', 'легенда',
  'фотография', 'эмиграция', 'кухня', 'рецепт', 'кладбище', 'хор', 'кантор', 'клезмер', 'шабат', 'идиш',
  'дневник',
];
// biome-ignore format: word lists read best as lines of words
export const SYNTH_REAL_WORDS_EN = [
  'literature', 'history', 'music', 'tradition', 'memory', 'shtetl', 'fiddle', 'wedding', 'book', 'letter',
  'city', 'family', 'holiday', 'market', 'theatre', 'song', 'painting', 'archive', 'grandmother', 'road',
  'tree', 'school', 'newspaper', 'poetry', 'street', 'synagogue', 'craft', 'language', 'legend',
  'photograph', 'emigration', 'kitchen', 'recipe', 'cemetery', 'choir', 'cantor', 'klezmer', 'sabbath',
  'yiddish', 'diary',
];
// biome-ignore format: word lists read best as lines of words
export const RU_SYLLABLES = [
  'ка', 'ли', 'то', 'ра', 'ме', 'но', 'ви', 'са', 'ду', 'ле', 'ри', 'мо', 'ны', 'ха', 'ше', 'зо', 'пе',
  'би', 'го', 'ту', 'ва', 'ря', 'ло', 'жи', 'ку', 'ста', 'про', 'вер', 'тин', 'ской',
];
// biome-ignore format: word lists read best as lines of words
export const EN_SYLLABLES = [
  'ka', 'li', 'to', 'ra', 'me', 'no', 'vi', 'sa', 'du', 'le', 'ri', 'mo', 'ny', 'ha', 'she', 'zo', 'pe',
  'bi', 'go', 'tu', 'va', 'ry', 'lo', 'zhi', 'ku', 'sta', 'pro', 'ver', 'tin', 'sky',
];

export function realWordRank(index: number): number {
  return Math.round(100 * 40 ** (index / (SYNTH_REAL_WORDS_RU.length - 1)));
}
