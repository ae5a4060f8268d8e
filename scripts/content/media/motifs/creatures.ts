/** Creatures of the papercut repertoire, drawn facing right (placements mirror them). */
import {
  circle,
  ellipse,
  leaf,
  mirror,
  n,
  path,
  poly,
  repeat,
  type Shape,
  smooth,
  starPoints,
  stroke,
} from '../shapes.ts';

/** A bird's body and head, drawn alone and small in the birdcage (household.ts). */
export const birdBody = (): string =>
  path(
    smooth([
      [24, -22],
      [28, -12],
      [20, 2],
      [4, 12],
      [-14, 14],
      [-26, 8],
      [-14, 0],
      [0, -6],
      [12, -18],
    ]),
  ) + circle(19, -20, 8.5);

export function bird(): Shape {
  return {
    solid:
      birdBody() +
      poly([
        [26, -23],
        [36, -19],
        [26, -15],
      ]) +
      leaf(-18, 6, 30, 6, 200) +
      leaf(-18, 8, 30, 6, 170) +
      leaf(-16, 10, 26, 5, 145) +
      path('M4 -4Q-4 -30 -22 -36Q-16 -20 -14 -4Z') +
      stroke('M0 12L-2 24M8 10L9 24', 2.2),
    cuts:
      circle(20, -21, 2) +
      stroke('M-2 -8Q-8 -20 -16 -28', 1.4) +
      stroke('M-8 -4Q-12 -14 -18 -18', 1.4) +
      repeat(3, (i) => circle(-2 + i * 7, 4 - i * 1.6, 1.5)),
    accent: circle(20, -21, 0.9) + leaf(-34, -6, 8, 2.8, 200),
  };
}

export function dove(): Shape {
  return {
    solid:
      path(
        smooth([
          [30, -4],
          [20, 6],
          [0, 10],
          [-20, 6],
          [-36, 0],
          [-18, -4],
          [4, -6],
          [20, -10],
        ]),
      ) +
      circle(26, -8, 6) +
      poly([
        [31, -10],
        [40, -7],
        [31, -5],
      ]) +
      path('M6 -4Q-4 -34 -26 -46Q-20 -24 -12 -4Z') +
      path('M2 2Q-10 24 -30 30Q-22 14 -16 4Z'),
    cuts: circle(27, -9, 1.5) + stroke('M-2 -8Q-8 -22 -18 -32', 1.2) + stroke('M-6 -6Q-10 -14 -16 -20', 1.2),
    accent: stroke('M38 -7Q46 -4 50 2', 1.4) + leaf(42, -5, 8, 2.4, 30) + leaf(46, -1, 8, 2.4, 60),
  };
}

export function lion(): Shape {
  return {
    solid:
      path(
        smooth([
          [22, -6],
          [10, -10],
          [-12, -8],
          [-30, -6],
          [-38, 4],
          [-34, 16],
          [-14, 14],
          [8, 14],
          [22, 10],
        ]),
      ) +
      poly(starPoints(13, 21, 14, 22, -16, -90)) +
      circle(27, -16, 11) +
      ellipse(36, -11, 7, 5.6) +
      stroke('M16 6L18 28L16 46M8 10L6 28L8 46', 7.5) +
      stroke('M-30 8L-32 28L-30 46M-20 10L-18 28L-20 46', 7.5) +
      ellipse(-26, 6, 11, 12) +
      mirror((s) => ellipse(s > 0 ? 19 : -18, 47, 5, 3)) +
      ellipse(9, 47, 5, 3) +
      ellipse(-31, 47, 5, 3) +
      stroke('M-36 0C-50 -6 -48 -30 -32 -30', 3) +
      leaf(-32, -30, 11, 4, 20),
    cuts:
      circle(29, -19, 1.8) +
      stroke('M34 -7Q38 -6 42 -8', 1.3) +
      stroke('M-30 -2Q-20 6 -24 16', 1.4) +
      stroke('M10 -4Q16 2 12 10', 1.4) +
      stroke('M-14 -2Q-4 2 6 -2', 1.2) +
      stroke('M13 -24Q10 -16 13 -8', 1.2),
    accent: leaf(41, -9, 4, 1.2, 20),
  };
}

export function deer(): Shape {
  return {
    solid:
      ellipse(-4, 4, 26, 11) +
      path('M12 -2Q18 -14 20 -24L27 -22Q24 -10 20 4Z') +
      ellipse(25, -25, 9, 5, 24) +
      leaf(17, -26, 9, 2.8, 200) +
      stroke('M20 -28Q16 -40 8 -46M16 -38L22 -46M12 -43L10 -50', 2.2) +
      stroke('M24 -29Q24 -42 32 -48M26 -40L34 -42', 2.2) +
      stroke('M-22 10L-26 30L-24 50M-14 12L-12 30L-14 50M8 12L10 30L8 50M14 10L20 30L18 50', 3.2) +
      leaf(-28, -2, 9, 3, 200),
    cuts:
      circle(27, -27, 1.4) +
      repeat(5, (i) => circle(-16 + i * 7, 2 + (i % 2) * 4, 1.6)) +
      stroke('M-18 -2Q-4 -6 8 -2', 1.2),
  };
}

export function goat(): Shape {
  return {
    solid:
      ellipse(-4, 6, 24, 12) +
      path('M10 -2Q16 -14 18 -22L26 -20Q24 -8 20 6Z') +
      path('M18 -26L32 -20L30 -12L20 -14Z') +
      path('M30 -13Q31 -4 27 -2Q26 -8 26 -12Z') +
      stroke('M18 -24Q12 -40 2 -38Q8 -34 10 -26', 3) +
      leaf(16, -22, 9, 3, 190) +
      stroke('M-20 12L-22 50M-12 14L-12 50M8 14L10 50M14 12L18 50', 3.6) +
      path('M-28 0L-36 -8L-30 4Z'),
    cuts:
      circle(24, -20, 1.4) +
      repeat(4, (i) => stroke(`M${-16 + i * 8} -2Q${-14 + i * 8} 6 ${-16 + i * 8} 14`, 1.2)),
  };
}

export function fish(): Shape {
  return {
    solid:
      path('M40 0Q20 -20 -12 -14Q-26 -10 -32 0Q-26 10 -12 14Q20 20 40 0Z') +
      path('M-30 0L-48 -16Q-44 0 -48 16Z') +
      path('M2 -14Q8 -26 20 -22Q14 -16 14 -11Z') +
      path('M0 13Q6 22 14 20L12 12Z'),
    cuts:
      circle(28, -3, 2.4) +
      stroke('M20 -10Q14 0 20 10', 1.4) +
      repeat(3, (row) => repeat(4, (col) => stroke(`M${n(-14 + col * 7)} ${n(-7 + row * 6)}q3 3 0 6`, 1.2))),
  };
}

function quadruped(hump: boolean): string {
  const body = hump
    ? smooth([
        [-24, -4],
        [-14, -16],
        [-4, -28],
        [8, -16],
        [20, -8],
        [22, 10],
        [-24, 10],
      ])
    : smooth([
        [-26, -6],
        [-10, -10],
        [10, -10],
        [22, -6],
        [24, 10],
        [-26, 10],
      ]);
  const neck = hump ? 'M18 -4Q30 -6 32 -24L40 -24Q40 4 22 8Z' : 'M12 -8Q20 -24 28 -34L36 -28Q30 -12 24 6Z';
  const head = hump ? ellipse(42, -24, 8, 4.4, 10) : ellipse(36, -26, 11, 5.4, 48);
  return (
    path(body) +
    path(neck) +
    head +
    stroke('M-20 8L-22 48M-12 8L-10 48M12 8L14 48M18 8L22 48', 4) +
    stroke('M-26 -2Q-34 8 -32 20', 3)
  );
}

export function horse(): Shape {
  return {
    solid: quadruped(false) + leaf(30, -34, 7, 2.4, 250) + path('M10 -8Q16 -26 28 -36L24 -28Q18 -18 14 -6Z'),
    cuts: circle(33, -30, 1.3) + stroke('M-20 -4Q-4 -8 12 -4', 1.2),
  };
}

export function camel(): Shape {
  return { solid: quadruped(true), cuts: circle(44, -26, 1.2) + stroke('M-14 -8Q-4 -18 8 -8', 1.2) };
}
