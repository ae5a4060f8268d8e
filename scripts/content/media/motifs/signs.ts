/** Signs and written things: the star, the scroll, books, the crown, tablets, stones and contracts. */
import { glyph, LETTER_NAMES, textLines } from '../glyphs.ts';
import {
  circle,
  ellipse,
  g,
  leaf,
  line,
  mirror,
  n,
  path,
  poly,
  rect,
  repeat,
  type Shape,
  starPoints,
  stroke,
} from '../shapes.ts';

export function starOfDavid(): Shape {
  const tri = (r: number, up: boolean) => {
    const k = up ? 1 : -1;
    return `M0 ${n(-r * k)}L${n(r * 0.866)} ${n(r * 0.5 * k)}L${n(-r * 0.866)} ${n(r * 0.5 * k)}Z`;
  };
  return {
    solid: poly(starPoints(6, 48, 27.7)),
    cuts: stroke(`${tri(35, true)}${tri(35, false)}`, 2.4) + circle(0, 0, 7),
    accent: circle(0, 0, 3.4),
  };
}

export function torahScroll(): Shape {
  const roller = (s: number) =>
    rect(s * 33 - 2.2, -48, 4.4, 96, 2) +
    rect(s * 33 - 9, -36, 18, 72, 7) +
    circle(s * 33, -48, 4.4) +
    circle(s * 33, 48, 4.4) +
    ellipse(s * 33, -38, 10, 2.6) +
    ellipse(s * 33, 38, 10, 2.6);
  return {
    solid: mirror(roller) + rect(-25, -32, 50, 64),
    cuts:
      textLines(-21, -26, 18, 12, 4.6, 1.8, [1, 0.9, 1, 0.8, 1, 0.95, 0.7]) +
      textLines(3, -26, 18, 12, 4.6, 1.8, [0.9, 1, 0.85, 1, 0.75, 1, 0.9]),
  };
}

export function openBook(): Shape {
  const page = (s: number) => path(`M0 -26Q${s * 20} -36 ${s * 46} -30V30Q${s * 20} 24 0 34Z`);
  const linesFor = (s: number) =>
    repeat(9, (i) => {
      const y = -20 + i * 5.4;
      const x1 = s > 0 ? 7 : -40;
      return rect(x1, y + (s > 0 ? -i * 0.1 : 0), 33 - (i % 3 === 2 ? 9 : 0), 1.8);
    });
  return {
    solid: mirror(page) + path('M-48 34Q-24 28 0 40Q24 28 48 34V38Q24 32 0 44Q-24 32 -48 38Z'),
    cuts: rect(-0.8, -24, 1.6, 56) + linesFor(1) + linesFor(-1),
    accent: path('M26 -32H31V-8L28.5 -12L26 -8Z'),
  };
}

export function bookStack(): Shape {
  const books = [
    [-40, 38, 80, 12],
    [-34, 26, 70, 12],
    [-42, 15, 74, 11],
    [-30, 4, 60, 11],
  ] as const;
  return {
    solid: books.map(([x, y, w, h]) => rect(x, y, w, h, 2)).join('') + path('M-14 4L-8 -38H4L-2 4Z'),
    cuts:
      books
        .map(([x, y, w, h]) => rect(x + 6, y + h / 2 - 0.8, w - 12, 1.6) + rect(x + 3, y + 2, 1.4, h - 4))
        .join('') +
      rect(-7.2, -30, 8, 1.6) +
      rect(-8.2, -24, 8, 1.6),
    accent: rect(28, 38, 4, 16),
  };
}

export function crown(): Shape {
  const tips: [number, number][] = [
    [-42, -22],
    [-21, -28],
    [0, -38],
    [21, -28],
    [42, -22],
  ];
  return {
    solid:
      path('M-36 12L-42 -22L-27 -4L-21 -28L-10 -6L0 -38L10 -6L21 -28L27 -4L42 -22L36 12Z') +
      rect(-36, 10, 72, 17, 2) +
      tips.map(([x, y]) => circle(x, y, 4.6)).join(''),
    cuts:
      rect(-31, 13, 62, 1.6) +
      rect(-31, 22, 62, 1.6) +
      [-20, 0, 20]
        .map((x) =>
          poly([
            [x, 9],
            [x + 5, 4],
            [x, -1],
            [x - 5, 4],
          ]),
        )
        .join(''),
    accent: [-24, -8, 8, 24].map((x) => circle(x, 18.4, 2.2)).join(''),
  };
}

export function tablets(): Shape {
  const slab = (s: number) =>
    path(`M${s * 1.5} 46V-24Q${s * 1.5} -44 ${s * 21} -44Q${s * 40} -44 ${s * 40} -24V46Z`);
  return {
    solid: mirror(slab),
    cuts: mirror((s) =>
      repeat(5, (i) =>
        glyph(
          LETTER_NAMES[(i * 3 + (s > 0 ? 1 : 7)) % LETTER_NAMES.length] ?? 'alef',
          s * 21 - 5,
          -30 + i * 14,
          10,
          1.8,
        ),
      ),
    ),
  };
}

export function matzeva(): Shape {
  const hands = mirror((s) =>
    path(
      `M${s * 1.5} -6Q${s * 10} -6 ${s * 12} -14L${s * 18} -30Q${s * 20} -34 ${s * 16} -34L${s * 10} -22L${s * 8} -36Q${s * 6} -38 ${s * 4} -36L${s * 3} -20L${s * 1.5} -20Z`,
    ),
  );
  return {
    solid: path('M-34 50V-16Q-34 -48 0 -48Q34 -48 34 -16V50Z'),
    cuts:
      stroke('M-29 46V-16Q-29 -43 0 -43Q29 -43 29 -16V46', 1.6) +
      g('translate(0 4) scale(0.9)', hands) +
      rect(-22, 4, 44, 1.6) +
      repeat(4, (i) =>
        repeat(4, (j) =>
          glyph(LETTER_NAMES[(i * 5 + j * 3) % LETTER_NAMES.length] ?? 'bet', 13 - j * 10, 9 + i * 9, 7, 1.9),
        ),
      ),
  };
}

export function sefirot(): Shape {
  const nodes: [number, number][] = [
    [0, -44],
    [-24, -32],
    [24, -32],
    [-24, -6],
    [24, -6],
    [0, 4],
    [-24, 20],
    [24, 20],
    [0, 32],
    [0, 47],
  ];
  const links = [
    [0, 1],
    [0, 2],
    [1, 2],
    [0, 5],
    [1, 3],
    [2, 4],
    [1, 5],
    [2, 5],
    [3, 4],
    [3, 5],
    [4, 5],
    [3, 6],
    [4, 7],
    [5, 6],
    [5, 7],
    [6, 7],
    [5, 8],
    [6, 8],
    [7, 8],
    [8, 9],
    [6, 9],
    [7, 9],
  ] as const;
  return {
    solid:
      links
        .map(([a, b]) => {
          const [p, q] = [nodes[a] as [number, number], nodes[b] as [number, number]];
          return line(p[0], p[1], q[0], q[1], 2.2);
        })
        .join('') + nodes.map(([x, y]) => circle(x, y, 7)).join(''),
    cuts: nodes.map(([x, y]) => circle(x, y, 4.2)).join(''),
    accent: circle(0, 4, 2.4),
  };
}

export function letterTiles(): Shape {
  const names = ['alef', 'bet', 'gimel', 'dalet', 'he', 'vav'];
  const at = (i: number): [number, number] => [-46 + (i % 3) * 32, -34 + Math.floor(i / 3) * 34];
  return {
    solid: names.map((_, i) => rect(at(i)[0], at(i)[1], 28, 28, 4)).join(''),
    cuts: names.map((name, i) => glyph(name, at(i)[0] + 5, at(i)[1] + 4, 18, 2.6)).join(''),
  };
}

export function chuppah(): Shape {
  return {
    solid:
      mirror((s) => rect(s * 40 - 1.8, -26, 3.6, 76) + circle(s * 40, -30, 3.4)) +
      path(
        'M-46 -30Q0 -46 46 -30L44 -18Q36 -12 30 -18Q22 -12 15 -18Q7 -12 0 -18Q-7 -12 -15 -18Q-22 -12 -30 -18Q-36 -12 -44 -18Z',
      ) +
      mirror((s) => repeat(3, (i) => leaf(s * (15 + i * 15) - s * 7.5, -16, 6, 1.6, 90))),
    cuts: poly(starPoints(6, 6.5, 3.8, 0, -29)),
    accent: leaf(-8, 50, 16, 5, -70) + leaf(8, 50, 16, 5, -110) + circle(0, 34, 4),
  };
}

export function ketubah(): Shape {
  return {
    solid: path('M-38 50V-22Q-38 -50 0 -50Q38 -50 38 -22V50Z'),
    cuts:
      stroke('M-32 44V-22Q-32 -44 0 -44Q32 -44 32 -22V44Z', 1.4) +
      mirror((s) => stroke(`M${s * 26} 40V-16`, 1.2)) +
      textLines(-20, -24, 40, 12, 5, 1.7, [1, 0.92, 1, 0.85, 1, 0.96, 1, 0.7, 1, 0.9, 0.6, 0.4]) +
      circle(0, -32, 5),
    accent: circle(0, -32, 2.6),
  };
}
