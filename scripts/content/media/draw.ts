/**
 * Turns a scanned media target into a drawing: reads its subject, picks the composition and the
 * palette, and draws it on a canvas at its design size. Everything random is seeded by the path.
 */
import { Canvas } from './canvas.ts';
import { analyse, type SceneId, type Subject } from './keywords.ts';
import { MOTIFS } from './motifs/index.ts';
import { type Palette, paletteFor, pickScheme, type Scheme, type TagColours } from './palette.ts';
import { rngFor } from './random.ts';
import type { MediaKind, MediaTarget } from './scan.ts';
import { avatar } from './scenes/avatar.ts';
import { card } from './scenes/card.ts';
import type { Scene } from './scenes/common.ts';
import { cover } from './scenes/cover.ts';
import { gallery } from './scenes/gallery.ts';
import { SCENES } from './scenes/index.ts';
import { place } from './scenes/place.ts';

/** When the text names no composition, the item's first tag suggests one. */
const TAG_SCENES: Record<string, SceneId> = {
  literature: 'table',
  identity: 'street',
  painting: 'poster',
  cinema: 'poster',
  music: 'stage',
  tradition: 'emblem',
  history: 'street',
};

const OUTDOOR = ['tent', 'well', 'ark', 'mountain', 'castle', 'matzeva', 'babel'];

function fallbackScene(subject: Subject, tag: string | undefined): SceneId {
  const kinds = subject.strong.map((m) => MOTIFS[m].kind);
  if (subject.moods.has('desert') || OUTDOOR.includes(subject.strong[0] ?? '')) return 'landscape';
  if (subject.strong[0] === 'regionmap') return 'map';
  if (kinds[0] === 'building') return 'street';
  if (kinds[0] === 'object') return 'table';
  if (kinds[0] === 'creature' || kinds[0] === 'plant') return 'landscape';
  if (kinds[0] === 'figure' || kinds[0] === 'vehicle') return 'street';
  return TAG_SCENES[tag ?? ''] ?? 'emblem';
}

function schemeFor(target: MediaTarget, subject: Subject, tag: TagColours | undefined): Scheme {
  const rng = rngFor(`palette:${target.paletteKey}`);
  if (target.kind === 'cover') return /torah/i.test(subject.text) ? 'pomegranate' : 'tag';
  if (target.kind === 'figure' || target.kind === 'image' || target.kind === 'banner') {
    if (subject.moods.has('redground')) return 'pomegranate';
    if (subject.moods.has('night')) return 'night';
    if (subject.moods.has('monochrome')) return 'ink';
  }
  const scheme = pickScheme(tag, rng);
  return target.kind === 'place' && scheme === 'pomegranate' ? 'tag' : scheme;
}

/** Banners are wide heroes: the text suggests a few fitting compositions and the seed picks one. */
function bannerScene(subject: Subject, tag: string | undefined, key: string): SceneId {
  const kind = subject.strong[0] ? MOTIFS[subject.strong[0]].kind : undefined;
  if (subject.strong[0] === 'regionmap') return 'map';
  const options: SceneId[] = subject.scene ? [subject.scene] : [];
  if (kind === 'object') options.push('table', 'emblem', 'sheet');
  else if (kind === 'emblem') options.push('emblem', 'poster', 'sheet');
  else if (kind === 'figure' || kind === 'vehicle') options.push('street', 'poster', 'landscape');
  else if (kind === 'building') options.push('street', 'landscape');
  else if (kind === 'creature' || kind === 'plant') options.push('emblem', 'landscape');
  else options.push(TAG_SCENES[tag ?? ''] ?? 'emblem', 'emblem');
  return rngFor(`scene:${key}`).pick(options);
}

const PLACE_TAGS = ['history', 'identity', 'literature', 'all-things-clear', 'research'];
const TEAM_TAGS = ['literature', 'identity', 'music', 'personal-stories', 'research', 'all-things-clear'];

/** The kinds of image one scene of their own draws, whatever they show; the others pick theirs. */
const KIND_SCENES: Partial<Record<MediaKind, [name: string, scene: Scene]>> = {
  preview: ['card', card],
  cover: ['cover', cover],
  place: ['place', place],
  avatar: ['avatar', avatar],
  gallery: ['gallery', gallery],
};

/** A banner's scene, or the one its subject names, or the one its tag suggests. */
function pickedScene(target: MediaTarget, subject: Subject, tagSlug: string | undefined): [string, Scene] {
  const id =
    target.kind === 'banner'
      ? bannerScene(subject, tagSlug, target.paletteKey)
      : (subject.scene ?? fallbackScene(subject, tagSlug));
  return [id, SCENES[id]];
}

export interface Drawing {
  canvas: Canvas;
  scene: string;
}

export function draw(target: MediaTarget, tags: Map<string, TagColours>): Drawing {
  const subject = analyse(target.subject);
  const rng = rngFor(target.file);
  let tagSlug = target.tags[0];
  if (target.kind === 'place') tagSlug = rngFor(`tag:${target.paletteKey}`).pick(PLACE_TAGS);
  if (target.kind === 'avatar') tagSlug = rngFor(`tag:${target.paletteKey}`).pick(TEAM_TAGS);
  const tag = tagSlug ? tags.get(tagSlug) : undefined;
  let pal: Palette = paletteFor(tag, schemeFor(target, subject, tag));
  const willMap = target.kind !== 'banner' && (subject.scene ?? fallbackScene(subject, tagSlug)) === 'map';
  if (pal.dark && willMap) pal = paletteFor(tag, 'paper');
  const design =
    target.kind === 'preview' ? [target.width * 2, target.height * 2] : [target.width, target.height];
  const canvas = new Canvas(design[0] ?? 0, design[1] ?? 0);
  const [name, scene] = KIND_SCENES[target.kind] ?? pickedScene(target, subject, tagSlug);
  scene({ c: canvas, pal, rng, subject });
  return { canvas, scene: name };
}
