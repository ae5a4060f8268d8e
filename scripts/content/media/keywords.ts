/**
 * What a picture shows: the keyword table turns an image's subject text (alt text, caption, title,
 * slug; Russian and English) into a scene, an ordered list of motifs, the towns it names and a mood.
 */

import {
  kw,
  MOOD_RULES,
  MOTIF_RULES,
  type Mood,
  type Rule,
  SCENE_RULES,
  type SceneId,
} from './keyword-table.ts';
import type { MotifId } from './motifs/index.ts';

export type { Mood, SceneId };

export interface Town {
  key: string;
  lat: number;
  lng: number;
}

export const TOWNS: readonly (Town & { match: RegExp })[] = [
  ['vilnius', 54.6892, 25.2798, ['vilnius', 'vilna', 'вильн']],
  ['vitebsk', 55.1904, 30.2049, ['vitebsk', 'витебск']],
  ['odesa', 46.4857, 30.7438, ['odesa', 'odessa', 'одесс', 'одеса']],
  ['berdychiv', 49.8942, 28.5824, ['berdych', 'berdich', 'бердич']],
  ['brody', 50.0885, 25.1461, ['brody$', 'брод[ыа]$', 'бродах$']],
  ['chernivtsi', 48.2905, 25.9324, ['chernivts', 'czernowitz', 'черновц']],
  ['lviv', 49.8383, 24.0232, ['lviv', 'lwów', 'львов', 'львів']],
  ['medzhybizh', 49.4366, 27.4091, ['medzhybi', 'меджибож']],
  ['shklov', 54.213, 30.2872, ['shklov', 'шклов']],
  ['uman', 48.7501, 30.2194, ['uman$', 'умань', 'умани']],
  ['volozhin', 54.0891, 26.5273, ['volozhin', 'воложин']],
  ['zhovkva', 50.0575, 23.9735, ['zhovkva', 'жолкв']],
  ['kyiv', 50.4501, 30.5234, ['kyiv', 'kiev', 'киев']],
  ['minsk', 53.9006, 27.559, ['minsk', 'минск']],
  ['pinsk', 52.1229, 26.0951, ['pinsk', 'пинск']],
  ['slonim', 53.0869, 25.3163, ['slonim', 'слоним']],
  ['warsaw', 52.2297, 21.0122, ['warsaw', 'варшав']],
  ['lutsk', 50.7472, 25.3254, ['lutsk', 'луцк']],
  ['kamianets', 48.6845, 26.5856, ['kamianets', 'каменец']],
  ['kherson', 46.6354, 32.6169, ['kherson', 'херсон']],
  ['moscow', 55.7558, 37.6173, ['moscow', 'москв']],
  ['petersburg', 59.9311, 30.3609, ['petersburg', 'петербург']],
].map(([key, lat, lng, stems]) => ({
  key: key as string,
  lat: lat as number,
  lng: lng as number,
  match: kw(...(stems as string[])),
}));

export interface Subject {
  text: string;
  scene: SceneId | undefined;
  motifs: MotifId[];
  /** Motifs named by concrete subject words, without those implied by style or topic. */
  strong: MotifId[];
  towns: string[];
  moods: Set<Mood>;
}

function firstIndex(text: string, re: RegExp): number {
  const m = re.exec(text);
  return m ? m.index : -1;
}

export function analyse(text: string): Subject {
  const hits = (rules: Rule[]) =>
    rules
      .map((r, order) => ({ r, at: firstIndex(text, r.match), order }))
      .filter((h) => h.at >= 0)
      .sort((a, b) => a.at - b.at || a.order - b.order);
  const motifs: MotifId[] = [];
  const ordered = hits(MOTIF_RULES);
  for (const { r } of [...ordered.filter((h) => !h.r.weak), ...ordered.filter((h) => h.r.weak)]) {
    for (const m of r.motifs ?? []) if (!motifs.includes(m)) motifs.push(m);
  }
  const strong = motifs.filter((m) => ordered.some((h) => !h.r.weak && h.r.motifs?.includes(m)));
  return {
    text,
    scene: hits(SCENE_RULES)[0]?.r.scene,
    motifs,
    strong,
    towns: TOWNS.map((t) => ({ key: t.key, at: firstIndex(text, t.match) }))
      .filter((t) => t.at >= 0)
      .sort((a, b) => a.at - b.at)
      .map((t) => t.key),
    moods: new Set(hits(MOOD_RULES).map((h) => h.r.mood as Mood)),
  };
}
