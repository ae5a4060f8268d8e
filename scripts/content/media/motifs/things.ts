import { circle, ellipse, g, leaf, path, rect, repeat, type Shape, smooth, stroke } from '../shapes.ts';

/** The fiddle's outline, a path's `d`: the instrument here and in a fiddler's hands (people.ts). */
export const fiddleBody = (): string =>
  smooth([
    [0, -18],
    [10, -20],
    [15, -10],
    [10, 0],
    [9, 6],
    [17, 14],
    [18, 28],
    [8, 38],
    [0, 39],
    [-8, 38],
    [-18, 28],
    [-17, 14],
    [-9, 6],
    [-10, 0],
    [-15, -10],
    [-10, -20],
  ]);

export function fiddle(): Shape {
  const body = fiddleBody();
  return {
    solid:
      path(body) +
      rect(-2.4, -46, 4.8, 30) +
      circle(0, -49, 4.2) +
      path('M-4 26H4L2.6 38H-2.6Z') +
      stroke('M-40 36L34 -40', 1.6) +
      rect(28, -44, 5, 8, 1),
    cuts:
      stroke('M-7 2Q-9 10 -6 16M7 2Q9 10 6 16', 1.6) +
      circle(-7, 1.4, 1.3) +
      circle(7, 16.6, 1.3) +
      circle(7, 1.4, 1.3) +
      circle(-7, 16.6, 1.3) +
      rect(-5, 20, 10, 1.4) +
      circle(0, -49, 1.6),
    accent: rect(-2.6, -30, 5.2, 2),
  };
}

export function clarinet(): Shape {
  return {
    solid:
      path('M-2.6 -50H2.6L3.4 34Q10 42 11 50H-11Q-10 42 -3.4 34Z') + rect(-4, -32, 8, 3) + rect(-4, 0, 8, 3),
    cuts: repeat(7, (i) => circle(0, -24 + i * 7.6, 1.2)),
  };
}

export function gramophone(): Shape {
  return {
    solid:
      rect(-40, 24, 56, 24, 2) +
      path('M-42 48H18V50H-42Z') +
      ellipse(-12, 22, 24, 4.2) +
      stroke('M8 22L8 14L-4 4', 3) +
      path('M-6 6L-2 2Q10 -10 22 -40Q34 -48 48 -38Q44 -22 28 -14Q12 -2 0 8Z'),
    cuts:
      rect(-34, 30, 44, 12, 1) +
      stroke('M4 -2Q20 -20 30 -40M8 2Q26 -14 40 -34', 1.3) +
      ellipse(-12, 22, 5, 1.2),
    accent: circle(-28, 36, 2) + circle(-16, 36, 2),
  };
}

export function tripodCamera(): Shape {
  return {
    solid:
      rect(-16, -30, 26, 22, 2) +
      path('M10 -28L26 -24V-14L10 -10Z') +
      rect(26, -23, 6, 8) +
      stroke('M-4 -8L-22 50M-2 -8L0 50M0 -8L18 50', 2.6) +
      rect(-8, -36, 10, 6),
    cuts: rect(-12, -26, 18, 14, 1) + repeat(3, (i) => rect(13 + i * 4, -25, 1.2, 12)),
  };
}

export function movieCamera(): Shape {
  return {
    solid:
      rect(-30, -10, 48, 30, 3) +
      circle(-16, -22, 13) +
      circle(10, -22, 13) +
      path('M18 -4L36 -12V28L18 20Z') +
      stroke('M-6 20L-22 50M-6 20L-6 50M-6 20L10 50', 2.4),
    cuts: circle(-16, -22, 8.5) + circle(10, -22, 8.5) + rect(-24, -2, 20, 14, 1),
    accent: circle(-16, -22, 2.6) + circle(10, -22, 2.6),
  };
}

export function filmStrip(): Shape {
  return {
    solid: rect(-24, -50, 48, 100, 2),
    cuts:
      repeat(12, (i) => rect(-21, -47 + i * 8.2, 5, 4.6, 1) + rect(16, -47 + i * 8.2, 5, 4.6, 1)) +
      repeat(4, (i) => rect(-12, -46 + i * 24, 24, 20, 1)),
    accent: circle(0, -36, 4) + path('M-6 -2L0 -16L6 -2Z') + rect(-6, 18, 12, 8),
  };
}

export function masks(): Shape {
  const face = smooth([
    [0, -26],
    [16, -22],
    [20, -4],
    [14, 16],
    [0, 26],
    [-14, 16],
    [-20, -4],
    [-16, -22],
  ]);
  return {
    solid: g('translate(-14 -6) rotate(-12)', path(face)) + g('translate(16 8) rotate(14)', path(face)),
    cuts:
      g(
        'translate(-14 -6) rotate(-12)',
        leaf(-11, -6, 8, 2.6, 10) + leaf(11, -6, 8, 2.6, 170) + stroke('M-8 8Q0 16 8 8', 2.4),
      ) +
      g(
        'translate(16 8) rotate(14)',
        leaf(-11, -4, 8, 2.6, -10) + leaf(11, -4, 8, 2.6, 190) + stroke('M-8 14Q0 6 8 14', 2.4),
      ),
    accent: stroke('M-30 -30Q-40 -16 -34 0M32 -14Q42 0 36 18', 1.6),
  };
}

export function easel(): Shape {
  return {
    solid: stroke('M0 -50L-26 50M0 -50L26 50M0 -40V50', 3) + rect(-30, -36, 60, 46, 1) + rect(-32, 10, 64, 4),
    cuts: rect(-26, -32, 52, 38),
    accent: circle(14, -20, 6) + path('M-22 2L-10 -16L0 -4L8 -12L22 2Z'),
  };
}

export function artPalette(): Shape {
  return {
    solid:
      path(
        smooth([
          [-44, -4],
          [-30, -30],
          [4, -36],
          [36, -24],
          [46, 0],
          [34, 24],
          [6, 30],
          [-8, 22],
          [-4, 10],
          [-20, 4],
          [-34, 18],
          [-46, 12],
        ]),
      ) + stroke('M-10 40L40 -40', 3.4),
    cuts: ellipse(-22, -8, 6, 4.6),
    accent: circle(-2, -22, 5) + circle(18, -20, 5) + circle(32, -4, 5) + circle(24, 14, 5),
  };
}

export function scissors(): Shape {
  return {
    solid:
      path('M-3 -6L6 -50L8 -48L4 -4Z') +
      path('M3 -6L-6 -50L-8 -48L-4 -4Z') +
      circle(-12, 18, 14) +
      circle(12, 18, 14) +
      circle(0, -4, 4.4),
    cuts: circle(-12, 18, 9) + circle(12, 18, 9) + circle(0, -4, 1.6),
  };
}

export function suprematist(): Shape {
  return {
    solid: g('rotate(-16)', rect(-38, -14, 34, 34)) + rect(-20, 30, 40, 6) + circle(30, -30, 10),
    accent: g('rotate(10)', rect(4, -34, 32, 32)),
  };
}
