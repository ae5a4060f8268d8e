/**
 * People as abstract silhouettes only: a head is a plain disc, there are no faces, and nobody real is
 * portrayed. Poses and headwear tell who they are in the scene.
 */
import { glyph } from '../glyphs.ts';
import { circle, ellipse, g, mirror, path, poly, rect, type Shape, smooth, stroke } from '../shapes.ts';
import { fiddleBody } from './things.ts';

export type Pose = 'stand' | 'dance' | 'wave' | 'hold' | 'lantern' | 'carry' | 'fiddle' | 'walk' | 'link';
export type Dress = 'coat' | 'skirt' | 'child';
export type Headwear = 'none' | 'hat' | 'cap' | 'scarf' | 'helmet';

const ARMS: Record<Pose, string> = {
  stand: 'M-10 -26L-14 -6L-13 4M10 -26L14 -6L13 4',
  dance: 'M-10 -26L-22 -34L-24 -50M10 -26L22 -34L24 -50',
  wave: 'M-10 -26L-14 -6L-13 4M10 -26L22 -36L26 -52',
  hold: 'M-10 -26L-14 -10L-4 -8M10 -26L14 -10L4 -8',
  lantern: 'M-10 -26L-14 -6L-13 4M10 -26L24 -34L32 -38',
  carry: 'M-10 -26L-14 -6L-13 4M10 -26L18 -38L12 -46',
  fiddle: 'M-10 -26L-16 -18L-8 -30M10 -26L24 -22L32 -12',
  walk: 'M-10 -26L-18 -8L-20 2M10 -26L16 -8L20 0',
  link: 'M-10 -26L-24 -20L-34 -22M10 -26L24 -20L34 -22',
};

const PROPS: Partial<Record<Pose, string>> = {
  lantern: rect(30, -38, 6, 9, 1) + rect(32.4, -42, 1.2, 4),
  carry: path('M8 -54Q14 -60 18 -54L20 -44Q14 -40 8 -44Z'),
  fiddle: g('translate(-6 -22) rotate(-60) scale(0.3)', path(fiddleBody())),
  hold: rect(-7, -14, 14, 10, 1),
};

function headwear(kind: Headwear): string {
  switch (kind) {
    case 'hat':
      return ellipse(0, -43, 12, 2.4) + rect(-7, -53, 14, 10, 2);
    case 'cap':
      return path('M-8 -44Q-8 -52 0 -52Q8 -52 9 -46L15 -44Z');
    case 'scarf':
      return path('M-10 -36Q-10 -50 0 -50Q10 -50 10 -36L14 -24H-14Z');
    case 'helmet':
      return path('M-8 -42Q-8 -50 0 -58Q8 -50 8 -42Z') + rect(-9, -43, 18, 3);
    default:
      return '';
  }
}

export function person(pose: Pose, dress: Dress, hat: Headwear): Shape {
  const body =
    dress === 'skirt'
      ? path('M-9 -29H9Q13 -16 14 -4L22 40H-22L-14 -4Q-13 -16 -9 -29Z') + stroke('M-6 40V48M6 40V48', 3.6)
      : path('M-10 -29H10Q13 -14 13 -2L17 30H-17L-13 -2Q-13 -14 -10 -29Z') +
        stroke('M-6 30L-7 49M6 30L7 49', 4.4);
  const legsWalk = pose === 'walk' && dress !== 'skirt' ? stroke('M-6 30L-12 49M6 30L12 49', 4.4) : '';
  return {
    solid:
      circle(0, -38, 7.5) +
      rect(-3, -32, 6, 4) +
      (legsWalk ? path('M-10 -29H10Q13 -14 13 -2L17 30H-17L-13 -2Q-13 -14 -10 -29Z') + legsWalk : body) +
      stroke(ARMS[pose], 4.2) +
      headwear(hat),
    cuts: dress === 'coat' ? stroke('M0 -26V26', 1) + circle(3, -16, 1) + circle(3, -6, 1) : '',
    accent: PROPS[pose] ?? '',
  };
}

export function child(pose: Pose): Shape {
  const adult = person(pose, 'child', 'none');
  return {
    solid: g('translate(0 17) scale(0.66)', adult.solid),
    accent: g('translate(0 17) scale(0.66)', adult.accent ?? ''),
  };
}

export type Hair = 'short' | 'bun' | 'long' | 'curly' | 'cap' | 'bob';

export function bust(hair: Hair, collar: 'plain' | 'v' | 'scarf' | 'tie'): Shape {
  const hairShapes: Record<Hair, string> = {
    short: path('M-18 -16Q-20 -38 0 -38Q20 -38 18 -16Q16 -26 4 -28Q-10 -24 -18 -16Z'),
    bun: path('M-18 -14Q-20 -38 0 -38Q20 -38 18 -14Q14 -30 0 -30Q-14 -30 -18 -14Z') + circle(0, -42, 9),
    long: path(
      'M-18 -12Q-22 -40 0 -40Q22 -40 18 -12L22 12Q24 20 16 20Q18 8 15 -4Q12 -20 0 -22Q-12 -20 -15 -4Q-18 8 -16 20Q-24 20 -22 12Z',
    ),
    curly: [
      [-16, -24],
      [-8, -34],
      [4, -36],
      [14, -28],
      [18, -16],
      [-19, -12],
    ]
      .map(([x, y]) => circle(x ?? 0, y ?? 0, 9))
      .join(''),
    cap: path('M-19 -20Q-18 -40 2 -40Q20 -38 20 -22L32 -18Q20 -14 -19 -18Z'),
    bob: path('M-21 6Q-24 -40 0 -40Q24 -40 21 6Q16 8 14 0L16 -18Q0 -26 -16 -18L-14 0Q-16 8 -21 6Z'),
  };
  const collars: Record<typeof collar, string> = {
    plain: stroke('M-10 16Q0 24 10 16', 1.8),
    v: stroke('M-10 14L0 30L10 14', 1.8),
    scarf: stroke('M-14 16Q0 28 14 16M4 24L10 44', 2.4),
    tie:
      stroke('M-8 14L0 22L8 14', 1.6) +
      poly([
        [0, 22],
        [3, 26],
        [0, 44],
        [-3, 26],
      ]),
  };
  return {
    solid:
      ellipse(0, -14, 17, 21) +
      rect(-7, 2, 14, 14) +
      path(
        `${smooth(
          [
            [-50, 60],
            [-46, 30],
            [-30, 18],
            [-10, 12],
            [10, 12],
            [30, 18],
            [46, 30],
            [50, 60],
          ],
          false,
        )}Z`,
      ) +
      hairShapes[hair],
    cuts: collars[collar],
  };
}

export function golem(): Shape {
  return {
    solid:
      poly([
        [-12, -50],
        [12, -50],
        [15, -30],
        [10, -24],
        [-10, -24],
        [-15, -30],
      ]) +
      poly([
        [-26, -22],
        [26, -22],
        [20, 12],
        [-20, 12],
      ]) +
      poly([
        [-26, -22],
        [-38, 4],
        [-36, 26],
        [-30, 26],
        [-28, 6],
        [-22, -8],
      ]) +
      poly([
        [26, -22],
        [38, 4],
        [36, 26],
        [30, 26],
        [28, 6],
        [22, -8],
      ]) +
      poly([
        [-20, 10],
        [-4, 10],
        [-6, 50],
        [-20, 50],
      ]) +
      poly([
        [4, 10],
        [20, 10],
        [20, 50],
        [6, 50],
      ]),
    cuts: stroke('M-18 -14L18 -14M-14 0H14', 1.2) + mirror((s) => rect(s * 6 - 2, -36, 4, 2.4)),
    accent: glyph('alef', -4.5, -47.5, 9, 2.2),
  };
}
