/** Household things: the kitchen, the study, the archive, luggage and shop signs. */
import { glyph, LETTER_NAMES, textLines } from '../glyphs.ts';
import {
  circle,
  ellipse,
  g,
  leaf,
  mirror,
  n,
  path,
  rect,
  repeat,
  type Shape,
  smooth,
  stroke,
} from '../shapes.ts';
import { birdBody } from './creatures.ts';

export function suitcase(): Shape {
  return {
    solid:
      rect(-44, -18, 88, 62, 5) + path('M-14 -18V-30Q-14 -34 -10 -34H10Q14 -34 14 -30V-18H9V-28H-9V-18Z'),
    cuts:
      rect(-28, -18, 4, 62) +
      rect(24, -18, 4, 62) +
      rect(-40, 8, 80, 1.4) +
      mirror((s) => path(`M${s * 44} -6A8 8 0 0 ${s > 0 ? 1 : 0} ${s * 36} -14`)),
    accent: rect(-30, 4, 8, 10, 1) + rect(22, 4, 8, 10, 1),
  };
}

export function photoCard(): Shape {
  return {
    solid: rect(-34, -46, 68, 96, 2),
    cuts: ellipse(0, -6, 24, 31) + rect(-20, 36, 40, 1.6) + rect(-10, 41, 20, 1.4),
    accent:
      path('M-12 22Q-14 8 0 6Q14 8 12 22Z') +
      ellipse(0, -10, 8, 10) +
      path('M-22 22Q-22 10 -10 8H10Q22 10 22 22Z'),
  };
}

export function samovar(): Shape {
  return {
    solid:
      path(
        smooth([
          [0, -28],
          [20, -24],
          [26, -6],
          [22, 14],
          [10, 22],
          [-10, 22],
          [-22, 14],
          [-26, -6],
          [-20, -24],
        ]),
      ) +
      rect(-4, -40, 8, 14) +
      path('M-12 -40H12L8 -46H-8Z') +
      path('M-10 -46Q0 -58 10 -46Z') +
      path('M-12 22H12L18 40H-18Z') +
      mirror((s) => stroke(`M${s * 24} -14Q${s * 34} -12 ${s * 30} 0`, 3)) +
      mirror((s) => rect(s * 14 - 2, 40, 4, 10)) +
      stroke('M20 6H32V12', 2.4),
    cuts: rect(-22, -6, 44, 1.4) + circle(0, 4, 5) + repeat(5, (i) => circle(-12 + i * 6, -16, 1.5)),
    accent: circle(0, 4, 2.6),
  };
}

export function teapot(): Shape {
  return {
    solid:
      ellipse(0, 14, 26, 20) +
      path('M-8 -6H8L4 -12H-4Z') +
      circle(0, -14, 3) +
      path('M24 8Q38 0 44 -12L46 -10Q42 6 26 20Z') +
      stroke('M-24 4Q-38 8 -24 24', 3.4) +
      rect(-18, 32, 36, 4),
    cuts: rect(-20, 14, 40, 1.4) + repeat(3, (i) => leaf(-10 + i * 10, 22, 6, 2, -90)),
  };
}

export function challah(): Shape {
  return {
    solid: path('M-46 14Q-44 -6 -26 -14Q0 -22 26 -14Q44 -6 46 14Q40 22 0 24Q-40 22 -46 14Z'),
    cuts: repeat(5, (i) =>
      path(`M${-34 + i * 15} -12Q${-24 + i * 15} 4 ${-30 + i * 15} 20`).replace(
        '<path',
        '<path fill="none" stroke="currentColor" stroke-width="1.6"',
      ),
    ),
    accent: repeat(8, (i) => circle(-28 + i * 8, -8 - (i % 2) * 2, 0.9)),
  };
}

export function apple(): Shape {
  return {
    solid:
      path('M0 -10Q16 -24 30 -8Q38 14 20 34Q10 42 0 34Q-10 42 -20 34Q-38 14 -30 -8Q-16 -24 0 -10Z') +
      stroke('M0 -10Q2 -22 8 -30', 2.4) +
      leaf(6, -24, 16, 6, -20),
    cuts: leaf(-18, 0, 12, 3, 100),
  };
}

export function bowl(): Shape {
  return {
    solid: path('M-48 -6H48Q44 26 14 32H-14Q-44 26 -48 -6Z') + path('M-12 32H12L16 40H-16Z'),
    cuts: ellipse(0, -6, 44, 3) + rect(-36, 10, 72, 1.4),
  };
}

export function table(): Shape {
  return {
    solid: rect(-50, -8, 100, 8) + rect(-46, 0, 92, 8) + mirror((s) => rect(s * 40 - 3, 8, 6, 42)),
    cuts: rect(-44, 2.6, 88, 1.2),
  };
}

export function chair(): Shape {
  return {
    solid: rect(-18, -50, 5, 100) + rect(-18, 4, 38, 6) + rect(15, 10, 5, 40) + rect(-18, -50, 26, 6),
    cuts: repeat(3, (i) => rect(-12, -40 + i * 12, 16, 5)),
  };
}

export function hangingLamp(): Shape {
  return {
    solid:
      rect(-0.7, -50, 1.4, 24) + path('M-6 -28H6L30 -4H-30Z') + rect(-30, -6, 60, 4) + ellipse(0, 4, 6, 8),
    cuts: repeat(5, (i) => rect(-18 + i * 8, -14, 3, 4)),
    accent: path('M-28 0L-46 50H46L28 0Z').replace('<path', '<path opacity="0.18"'),
  };
}

export function newspaper(): Shape {
  return {
    solid: path('M-40 -48H40V48H-40Z') + path('M40 -48L48 -40V50H-32L-40 48Z'),
    cuts:
      rect(-34, -42, 68, 10) +
      rect(-34, -28, 68, 1.4) +
      repeat(3, (col) => textLines(-34 + col * 23.4, -22, 20, 12, 5.2, 1.7, [1, 0.9, 1, 0.8, 1, 0.95, 0.6])) +
      rect(-34, 42, 68, 1.2),
    accent: glyph('dalet', 16, -41, 8, 2.4) + glyph('resh', 6, -41, 8, 2.4) + glyph('tav', -4, -41, 8, 2.4),
  };
}

export function quill(): Shape {
  return {
    solid:
      path('M-10 50Q-8 10 18 -30Q30 -46 40 -50Q36 -30 22 -6Q8 18 -6 38Z') +
      path('M-36 50V30Q-36 24 -30 24H-14Q-8 24 -8 30V50Z') +
      rect(-30, 18, 16, 6),
    cuts:
      stroke('M-8 44Q6 6 34 -44', 1.2) +
      repeat(5, (i) => stroke(`M${n(6 + i * 5)} ${n(8 - i * 10)}l6 -3`, 1)),
  };
}

export function magnifier(): Shape {
  return {
    solid: circle(-10, -10, 30) + stroke('M12 12L40 40', 9),
    cuts: circle(-10, -10, 23),
    accent: path('M-24 -18Q-22 -28 -12 -30').replace(
      '<path',
      '<path fill="none" stroke="currentColor" stroke-width="3"',
    ),
  };
}

export function scales(): Shape {
  return {
    solid:
      rect(-2, -40, 4, 86) +
      path('M-18 50H18L12 44H-12Z') +
      rect(-42, -36, 84, 3.4) +
      circle(0, -42, 4) +
      mirror(
        (s) =>
          stroke(`M${s * 38} -34L${s * 28} 4M${s * 38} -34L${s * 48} 4`, 1) +
          path(`M${s * 24} 4H${s * 52}Q${s * 46} 16 ${s * 38} 16Q${s * 30} 16 ${s * 24} 4Z`),
      ),
    accent: circle(-42, 0, 4) + circle(-34, 0, 4) + circle(-38, -4, 4),
  };
}

export function archiveBox(): Shape {
  return {
    solid:
      path('M-44 -4H44V46H-44Z') +
      path('M-44 -4L-52 -18H36L44 -4Z') +
      rect(-34, -30, 30, 28, 1) +
      path('M-2 -26L26 -32L32 -4L4 2Z') +
      rect(10, -40, 22, 28, 1),
    cuts: rect(-30, -26, 22, 16) + rect(14, -36, 14, 18) + rect(-40, 14, 80, 1.4) + rect(-12, 24, 24, 10, 1),
  };
}

export function letters(): Shape {
  const envelope = (x: number, y: number, r: number) =>
    g(`translate(${x} ${y}) rotate(${r})`, rect(-30, -18, 60, 36, 2));
  return {
    solid: envelope(-4, 10, -6) + envelope(2, -2, 4) + envelope(0, -14, -3),
    cuts:
      g('translate(0 -14) rotate(-3)', stroke('M-28 -16L0 4L28 -16', 1.4)) +
      g('translate(2 -2) rotate(4)', rect(-28, 14, 56, 1.2)),
    accent: stroke('M0 -34V30M-34 -2H36', 2.6) + leaf(0, -2, 10, 4, -40) + leaf(0, -2, 10, 4, 220),
  };
}

export function bathtub(): Shape {
  return {
    solid:
      path('M-48 -4H48V4Q46 30 26 34H-26Q-46 30 -48 4Z') +
      mirror((s) => path(`M${s * 30} 32L${s * 34} 46L${s * 38} 46L${s * 34} 30Z`)) +
      stroke('M40 -4V-30Q40 -38 32 -38L28 -38', 2.6),
    cuts: rect(-44, 0, 88, 1.4),
    accent: g(
      'translate(-4 -10) scale(0.5)',
      path('M40 0Q20 -20 -12 -14Q-26 -10 -32 0Q-26 10 -12 14Q20 20 40 0Z') +
        path('M-30 0L-48 -16Q-44 0 -48 16Z'),
    ),
  };
}

export function birdcage(): Shape {
  return {
    solid: path('M-24 40V-10Q-24 -40 0 -40Q24 -40 24 -10V40Z') + rect(-28, 40, 56, 8, 2) + circle(0, -44, 4),
    cuts: repeat(6, (i) => rect(-20 + i * 7, -16 + Math.abs(2.5 - i) * -1, 4, 54)) + rect(-22, 20, 44, 2),
    accent: g('translate(2 6) scale(0.36)', birdBody()),
  };
}

export function bookcase(): Shape {
  const spines = (y: number, seed: number) =>
    repeat(9, (i) => rect(-38 + i * 8.4, y - 12 - ((i * seed) % 4), 5.6 + (i % 2), 12 + ((i * seed) % 4)));
  return {
    solid: rect(-44, -50, 88, 100),
    cuts: repeat(3, (i) => rect(-40, -46 + i * 32, 80, 28)),
    accent: spines(-20, 3) + spines(12, 5) + spines(44, 7),
  };
}

export function typeCase(): Shape {
  return {
    solid: path('M-46 -30H46L40 30H-40Z') + mirror((s) => rect(s * 36 - 3, 30, 6, 20)),
    cuts: repeat(4, (row) =>
      repeat(8, (col) => rect(-40 + col * 10.2 + row * 0.6, -25 + row * 13, 8, 10, 1)),
    ),
    accent: repeat(4, (i) => glyph(LETTER_NAMES[i * 4] ?? 'alef', -37 + i * 20, -23, 5, 2)),
  };
}

export function pretzel(): Shape {
  return {
    solid: stroke(
      'M-4 34Q-40 20 -36 -10Q-30 -34 -6 -24Q10 -14 6 10M4 34Q40 20 36 -10Q30 -34 6 -24Q-10 -14 -6 10',
      8,
    ),
  };
}

export function boot(): Shape {
  return {
    solid: path('M-14 -46H12V14Q30 18 40 28V44H-14Z'),
    cuts: rect(-10, -40, 18, 1.4) + rect(-10, 34, 48, 1.4),
  };
}

export function dreidel(): Shape {
  return {
    solid: rect(-2.6, -48, 5.2, 16) + path('M-22 -32H22V10L0 44L-22 10Z'),
    cuts: glyph('nun', -7, -22, 14, 2.6) + rect(-18, 8, 36, 1.4),
  };
}

export function shoes(): Shape {
  return {
    solid: mirror((s) =>
      path(`M${s * 4} 40Q${s * 4} 20 ${s * 10} 18Q${s * 16} 20 ${s * 18} 28Q${s * 30} 32 ${s * 30} 40Z`),
    ),
  };
}

export function bench(): Shape {
  return {
    solid:
      rect(-48, -4, 96, 6) +
      rect(-48, -24, 96, 5) +
      mirror((s) => rect(s * 40 - 2, -24, 4, 74)) +
      rect(-48, 18, 96, 2),
  };
}
