/** Plants of the papercut repertoire and the lights of the sky. */
import {
  circle,
  leaf,
  mirror,
  n,
  type Point,
  path,
  poly,
  rect,
  repeat,
  type Shape,
  smooth,
  sparkle,
  stroke,
} from '../shapes.ts';

type Curve = readonly [Point, Point, Point, Point];

function bezier([p0, p1, p2, p3]: Curve, t: number): Point {
  const u = 1 - t;
  const x = u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0];
  const y = u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1];
  return [x, y];
}

function branch(curve: Curve, width: number, leaves: number, size: number): string {
  const [p0, p1, p2, p3] = curve;
  let out = stroke(
    `M${n(p0[0])} ${n(p0[1])}C${n(p1[0])} ${n(p1[1])} ${n(p2[0])} ${n(p2[1])} ${n(p3[0])} ${n(p3[1])}`,
    width,
  );
  for (let i = 1; i <= leaves; i += 1) {
    const t = i / (leaves + 1);
    const [x, y] = bezier(curve, t);
    const [x2, y2] = bezier(curve, Math.min(1, t + 0.02));
    const heading = (Math.atan2(y2 - y, x2 - x) * 180) / Math.PI;
    out += leaf(x, y, size, size * 0.3, heading + (i % 2 === 0 ? 55 : -55));
  }
  return out;
}

const pomegranateAt = (x: number, y: number, r: number): string =>
  circle(x, y, r) +
  poly([
    [x - r * 0.5, y - r * 0.7],
    [x - r * 0.35, y - r * 1.35],
    [x, y - r * 0.9],
    [x + r * 0.35, y - r * 1.35],
    [x + r * 0.5, y - r * 0.7],
  ]);

export function treeOfLife(): Shape {
  const half = (s: number) =>
    branch(
      [
        [0, 26],
        [s * 8, 18],
        [s * 26, 22],
        [s * 36, 6],
      ],
      3,
      4,
      9,
    ) +
    branch(
      [
        [0, 4],
        [s * 10, -4],
        [s * 24, -4],
        [s * 32, -20],
      ],
      2.8,
      4,
      8.5,
    ) +
    branch(
      [
        [0, -16],
        [s * 6, -24],
        [s * 16, -30],
        [s * 20, -40],
      ],
      2.4,
      3,
      7.5,
    ) +
    stroke(`M0 44Q${s * 10} 46 ${s * 14} 50`, 3) +
    stroke(`M${s * 36} 6Q${s * 40} 0 ${s * 37} -4`, 2);
  return {
    solid:
      path('M-5.5 50Q-3 20 -2.4 -34H2.4Q3 20 5.5 50Z') +
      mirror(half) +
      path('M0 -50Q7 -42 5 -34Q0 -30 -5 -34Q-7 -42 0 -50Z'),
    cuts: rect(-0.7, 0, 1.4, 36) + circle(0, -40, 1.6),
    accent: mirror(
      (s) => pomegranateAt(s * 36, 12, 5) + pomegranateAt(s * 32, -14, 4.4) + pomegranateAt(s * 20, -35, 3.6),
    ),
  };
}

export function pomegranate(): Shape {
  return {
    solid:
      circle(0, 10, 30) +
      poly([
        [-10, -16],
        [-8, -30],
        [-2, -20],
        [0, -32],
        [2, -20],
        [8, -30],
        [10, -16],
      ]) +
      leaf(-4, -26, 20, 6, 215) +
      leaf(4, -26, 20, 6, 325),
    cuts: path('M-2 -6Q-18 10 -2 30Q-10 10 -2 -6Z') + path('M6 -6Q20 10 6 32Q14 10 6 -6Z'),
    accent: repeat(3, (i) => circle(2, 2 + i * 9, 2.6)),
  };
}

export function wheat(): Shape {
  const stalk = (dx: number, angle: number) => {
    const a = (angle * Math.PI) / 180;
    const tip: Point = [dx + 70 * Math.sin(a), 50 - 70 * Math.cos(a)];
    let grains = '';
    for (let i = 0; i < 6; i += 1) {
      const t = 0.55 + i * 0.08;
      const x = dx + (tip[0] - dx) * t;
      const y = 50 + (tip[1] - 50) * t;
      grains += leaf(x, y, 9, 3, angle - 90 - 35) + leaf(x, y, 9, 3, angle - 90 + 35);
    }
    return (
      stroke(`M${n(dx)} 50L${n(tip[0])} ${n(tip[1])}`, 1.8) +
      grains +
      leaf(tip[0], tip[1], 7, 2.4, angle - 90)
    );
  };
  return {
    solid:
      stalk(0, 0) + stalk(-4, -18) + stalk(4, 18) + stalk(-6, -34) + stalk(6, 34) + rect(-7, 26, 14, 6, 2),
  };
}

export function pine(): Shape {
  return {
    solid:
      rect(-2.6, 34, 5.2, 16) +
      poly([
        [0, -50],
        [14, -26],
        [8, -26],
        [22, -2],
        [14, -2],
        [30, 26],
        [-30, 26],
        [-14, -2],
        [-22, -2],
        [-8, -26],
        [-14, -26],
      ]),
  };
}

export function roundTree(): Shape {
  return {
    solid:
      path('M-3 50Q-2 20 -1 0H1Q2 20 3 50Z') +
      stroke('M0 16L-12 4M0 10L10 -2', 2.4) +
      path(
        smooth([
          [0, -46],
          [20, -40],
          [30, -22],
          [26, -2],
          [10, 8],
          [-10, 8],
          [-28, 0],
          [-30, -22],
          [-18, -40],
        ]),
      ),
    cuts: repeat(5, (i) => leaf(-14 + i * 7, -6 - (i % 2) * 18, 8, 2.4, -60 - i * 14)),
  };
}

export function birch(): Shape {
  return {
    solid:
      path('M-2.4 50L-1.4 -36H1.4L2.4 50Z') +
      stroke('M0 -10Q10 -20 16 -34M0 -20Q-8 -28 -12 -40', 1.2) +
      repeat(9, (i) => leaf(((i % 3) - 1) * 10, -44 + i * 5, 8, 3, 90 + ((i % 2) * 2 - 1) * 30)),
    cuts: repeat(8, (i) => rect(i % 2 ? -1.4 : -0.2, 40 - i * 8, 1.6, 1.2)),
  };
}

export function moon(): Shape {
  return { solid: circle(0, 0, 40), cuts: circle(18, -12, 36) };
}

export function sun(): Shape {
  return {
    solid:
      circle(0, 0, 24) +
      repeat(16, (i) => {
        const a = (i * 22.5 * Math.PI) / 180;
        const b = a + 0.12;
        const c = a - 0.12;
        return poly([
          [28 * Math.cos(b), 28 * Math.sin(b)],
          [46 * Math.cos(a), 46 * Math.sin(a)],
          [28 * Math.cos(c), 28 * Math.sin(c)],
        ]);
      }),
    cuts: circle(0, 0, 18),
    accent: circle(0, 0, 13),
  };
}

export function stars(): Shape {
  return {
    solid:
      sparkle(0, 0, 14) +
      sparkle(-30, 18, 8) +
      sparkle(28, -22, 9) +
      sparkle(34, 26, 5) +
      sparkle(-34, -28, 5),
  };
}

export function cloud(): Shape {
  return {
    solid: path(
      smooth([
        [-46, 12],
        [-38, -2],
        [-22, -6],
        [-14, -20],
        [4, -24],
        [18, -12],
        [32, -14],
        [44, -2],
        [46, 12],
      ]),
    ),
  };
}

export function vine(): Shape {
  const curl = (s: number) =>
    stroke(`M0 50Q${s * 10} 30 ${s * 4} 10Q${s * -4} -10 ${s * 10} -30Q${s * 18} -44 ${s * 8} -48`, 2.2) +
    repeat(4, (i) => leaf(s * (i % 2 ? 8 : 2), 34 - i * 18, 12, 4, s > 0 ? -20 + i * 10 : 200 - i * 10));
  const grapes = (x: number, y: number) =>
    repeat(3, (i) => circle(x - 4 + i * 4, y, 2.2)) +
    repeat(2, (i) => circle(x - 2 + i * 4, y + 3.6, 2.2)) +
    circle(x, y + 7, 2.2);
  return { solid: mirror(curl), accent: grapes(14, -8) + grapes(-14, 18) };
}
