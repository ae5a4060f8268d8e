/**
 * The motif catalogue. `kind` tells a scene where a motif belongs: buildings stand on the horizon,
 * objects on a table or the ground, creatures in heraldic pairs, sky motifs above everything.
 */
import type { Shape } from '../shapes.ts';
import * as cr from './creatures.ts';
import * as hh from './household.ts';
import * as j from './judaica.ts';
import { regionIcon } from './mapicon.ts';
import * as p from './people.ts';
import * as pl from './plants.ts';
import * as sg from './signs.ts';
import * as th from './things.ts';
import * as t from './town.ts';
import * as tr from './travel.ts';

export type MotifKind =
  | 'building'
  | 'object'
  | 'creature'
  | 'plant'
  | 'sky'
  | 'figure'
  | 'emblem'
  | 'vehicle';

export interface MotifDef {
  draw: () => Shape;
  kind: MotifKind;
  /** The lowest point of the drawing in its box, where it meets the ground (50 unless set). */
  base: number;
  /** How much of the box's width the drawing fills, for spacing objects in a row. */
  width: number;
}

const NARROW: Record<string, number> = {
  candles: 0.7,
  candle: 0.4,
  kiddush: 0.5,
  yad: 0.2,
  clarinet: 0.25,
  lamppost: 0.3,
  pine: 0.6,
  birch: 0.45,
  spicebox: 0.4,
  samovar: 0.7,
  dreidel: 0.5,
  fiddle: 0.6,
  tzedakah: 0.65,
  photo: 0.7,
  chair: 0.4,
  quill: 0.8,
  man: 0.4,
  woman: 0.45,
  dancer: 0.5,
  fiddler: 0.5,
  rabbi: 0.55,
  waterbearer: 0.45,
  greeter: 0.5,
  reader: 0.45,
  walker: 0.45,
  soldier: 0.4,
  kid: 0.3,
  golem: 0.8,
  birdcage: 0.6,
  newspaper: 0.9,
  boot: 0.55,
  lamp: 0.6,
};

const def = (draw: () => Shape, kind: MotifKind, base = 50): MotifDef => ({ draw, kind, base, width: 0.9 });

export const MOTIFS = {
  star: def(sg.starOfDavid, 'emblem', 48),
  menorah: def(j.menorah, 'emblem'),
  hanukkiah: def(j.hanukkiah, 'object'),
  benchlamp: def(j.benchLamp, 'object', 44),
  candles: def(j.candles, 'object'),
  candle: def(j.candle, 'object'),
  scroll: def(sg.torahScroll, 'emblem'),
  book: def(sg.openBook, 'object'),
  books: def(sg.bookStack, 'object'),
  crown: def(sg.crown, 'emblem', 30),
  kiddush: def(j.kiddushCup, 'object'),
  tablets: def(sg.tablets, 'emblem', 46),
  matzeva: def(sg.matzeva, 'building'),
  sefirot: def(sg.sefirot, 'emblem', 54),
  letters: def(sg.letterTiles, 'emblem', 28),
  yad: def(j.yad, 'object'),
  spicebox: def(j.spiceBox, 'object'),
  tzedakah: def(j.tzedakahBox, 'object'),
  seder: def(j.seder, 'emblem', 48),
  matzo: def(j.matzo, 'object', 40),
  chuppah: def(sg.chuppah, 'building'),
  ketubah: def(sg.ketubah, 'emblem'),
  regionmap: def(regionIcon, 'emblem'),
  tree: def(pl.treeOfLife, 'plant'),
  bird: def(cr.bird, 'creature', 24),
  dove: def(cr.dove, 'sky', 30),
  lion: def(cr.lion, 'creature'),
  deer: def(cr.deer, 'creature'),
  goat: def(cr.goat, 'creature', 50),
  fish: def(cr.fish, 'object', 20),
  pomegranate: def(pl.pomegranate, 'emblem', 40),
  wheat: def(pl.wheat, 'plant'),
  pine: def(pl.pine, 'plant'),
  roundtree: def(pl.roundTree, 'plant'),
  birch: def(pl.birch, 'plant'),
  moon: def(pl.moon, 'sky', 40),
  sun: def(pl.sun, 'sky', 46),
  stars: def(pl.stars, 'sky', 30),
  cloud: def(pl.cloud, 'sky', 14),
  horse: def(cr.horse, 'creature'),
  camel: def(cr.camel, 'creature'),
  vine: def(pl.vine, 'plant', 50),
  house: def(t.house, 'building'),
  gallery: def(t.houseGallery, 'building'),
  shop: def(t.shopHouse, 'building'),
  bakery: def(t.bakery, 'building'),
  synagogue: def(t.synagogue, 'building'),
  stonesynagogue: def(t.stoneSynagogue, 'building'),
  church: def(t.church, 'building'),
  domehall: def(t.domeHall, 'building'),
  fortress: def(t.fortress, 'building'),
  castle: def(t.castleHill, 'building'),
  tent: def(tr.tent, 'building'),
  well: def(tr.well, 'building'),
  sweepwell: def(tr.sweepWell, 'building'),
  ark: def(tr.ark, 'building', 50),
  babel: def(tr.babelTower, 'building'),
  steamer: def(tr.steamer, 'vehicle', 36),
  sailboat: def(tr.sailboat, 'vehicle', 36),
  lighthouse: def(tr.lighthouse, 'building'),
  locomotive: def(tr.locomotive, 'vehicle', 47),
  carriage: def(tr.carriage, 'vehicle', 46),
  tractor: def(tr.tractor, 'vehicle', 48),
  wheel: def(tr.cartWheel, 'emblem', 48),
  cart: def(tr.cart, 'vehicle', 48),
  fence: def(t.fence, 'building'),
  lamppost: def(t.lampPost, 'building'),
  mountain: def(tr.mountain, 'building', 50),
  fiddle: def(th.fiddle, 'object'),
  clarinet: def(th.clarinet, 'object'),
  gramophone: def(th.gramophone, 'object'),
  camera: def(th.tripodCamera, 'object'),
  moviecamera: def(th.movieCamera, 'object', 50),
  film: def(th.filmStrip, 'emblem'),
  masks: def(th.masks, 'emblem', 40),
  easel: def(th.easel, 'object'),
  palette: def(th.artPalette, 'object', 40),
  scissors: def(th.scissors, 'object', 32),
  suitcase: def(hh.suitcase, 'object', 44),
  photo: def(hh.photoCard, 'object'),
  samovar: def(hh.samovar, 'object'),
  teapot: def(hh.teapot, 'object', 36),
  challah: def(hh.challah, 'object', 24),
  apple: def(hh.apple, 'object', 40),
  bowl: def(hh.bowl, 'object', 40),
  table: def(hh.table, 'object'),
  chair: def(hh.chair, 'object'),
  lamp: def(hh.hangingLamp, 'sky', 50),
  newspaper: def(hh.newspaper, 'object'),
  quill: def(hh.quill, 'object'),
  magnifier: def(hh.magnifier, 'object', 44),
  scales: def(hh.scales, 'object'),
  archive: def(hh.archiveBox, 'object', 46),
  envelopes: def(hh.letters, 'object', 28),
  bathtub: def(hh.bathtub, 'object', 46),
  birdcage: def(hh.birdcage, 'object', 48),
  bookcase: def(hh.bookcase, 'object'),
  typecase: def(hh.typeCase, 'object'),
  pretzel: def(hh.pretzel, 'object'),
  boot: def(hh.boot, 'object'),
  dreidel: def(hh.dreidel, 'object', 44),
  squares: def(th.suprematist, 'emblem', 36),
  shoes: def(hh.shoes, 'object', 40),
  bench: def(hh.bench, 'object', 50),
  golem: def(p.golem, 'figure'),
  man: def(() => p.person('stand', 'coat', 'hat'), 'figure'),
  woman: def(() => p.person('stand', 'skirt', 'scarf'), 'figure'),
  dancer: def(() => p.person('dance', 'coat', 'hat'), 'figure'),
  fiddler: def(() => p.person('fiddle', 'coat', 'cap'), 'figure'),
  rabbi: def(() => p.person('lantern', 'coat', 'hat'), 'figure'),
  waterbearer: def(() => p.person('carry', 'skirt', 'scarf'), 'figure'),
  greeter: def(() => p.person('wave', 'coat', 'hat'), 'figure'),
  reader: def(() => p.person('hold', 'coat', 'cap'), 'figure'),
  walker: def(() => p.person('walk', 'coat', 'cap'), 'figure'),
  soldier: def(() => p.person('stand', 'coat', 'helmet'), 'figure'),
  kid: def(() => p.child('walk'), 'figure', 50),
} as const satisfies Record<string, MotifDef>;

for (const [id, width] of Object.entries(NARROW)) {
  const entry = (MOTIFS as Record<string, MotifDef>)[id];
  if (entry) entry.width = width;
}

export type MotifId = keyof typeof MOTIFS;

export const MOTIF_IDS = Object.keys(MOTIFS) as MotifId[];

export function motif(id: MotifId): Shape {
  return MOTIFS[id].draw();
}
