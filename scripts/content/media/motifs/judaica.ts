/** Ritual objects: lamps, candlesticks, the cup, the pointer, boxes, the Seder plate and matzo. */
import { glyph } from '../glyphs.ts';
import {
  circle,
  ellipse,
  g,
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

const flame = (x: number, y: number, h: number): string =>
  path(
    `M${n(x)} ${n(y - h)}Q${n(x + h * 0.42)} ${n(y - h * 0.35)} ${n(x)} ${n(y)}Q${n(x - h * 0.42)} ${n(y - h * 0.35)} ${n(x)} ${n(y - h)}Z`,
  );

export function menorah(): Shape {
  const xs = [-36, -24, -12, 0, 12, 24, 36];
  return {
    solid:
      [12, 24, 36].map((r) => stroke(`M${-r} -30A${r} ${r} 0 0 0 ${r} -30`, 4.6)).join('') +
      rect(-2.8, -32, 5.6, 74) +
      path('M-20 50L-12 40H12L20 50Z') +
      rect(-8, 36, 16, 6, 2) +
      xs.map((x) => path(`M${x - 5} -37H${x + 5}L${x + 2.6} -30H${x - 2.6}Z`)).join('') +
      [12, 24].map((r) => circle(0, r - 30, 4.2)).join(''),
    cuts: circle(0, 45, 2) + circle(-9, 46.5, 1.4) + circle(9, 46.5, 1.4),
    accent: xs.map((x) => flame(x, -39, 9)).join(''),
  };
}

export function hanukkiah(): Shape {
  const xs = [-40, -30, -20, -10, 10, 20, 30, 40];
  return {
    solid:
      [10, 20, 30, 40].map((r) => stroke(`M${-r} -22A${r} ${r * 0.9} 0 0 0 ${r} -22`, 3.8)).join('') +
      rect(-2.6, -36, 5.2, 80) +
      path('M-20 50L-11 40H11L20 50Z') +
      xs.map((x) => path(`M${x - 4} -28H${x + 4}L${x + 2.2} -22H${x - 2.2}Z`)).join('') +
      path('M-5 -42H5L2.6 -36H-2.6Z'),
    accent: xs.map((x) => flame(x, -30, 8)).join('') + flame(0, -44, 9),
  };
}

function candlestick(x: number): string {
  return (
    path(`M${x - 13} 50Q${x - 12} 43 ${x - 3} 41H${x + 3}Q${x + 12} 43 ${x + 13} 50Z`) +
    rect(x - 2.6, 6, 5.2, 36) +
    ellipse(x, 30, 5, 2.6) +
    ellipse(x, 18, 4.2, 2.2) +
    path(`M${x - 9} 4H${x + 9}L${x + 4} 9H${x - 4}Z`) +
    rect(x - 3.6, -26, 7.2, 31)
  );
}

export function candles(): Shape {
  return {
    solid: candlestick(-17) + candlestick(17),
    cuts: rect(-18.2, -22, 1.4, 24) + rect(15.8, -22, 1.4, 24),
    accent: flame(-17, -28, 13) + flame(17, -28, 13),
  };
}

export function candle(): Shape {
  return {
    solid: candlestick(0) + path('M-18 50H18V47H-18Z'),
    cuts: rect(-1.2, -22, 1.4, 24),
    accent: flame(0, -28, 14),
  };
}

export function kiddushCup(): Shape {
  return {
    solid:
      path('M-24 -42H24Q23 -10 4 0H-4Q-23 -10 -24 -42Z') +
      rect(-3.2, -2, 6.4, 38) +
      ellipse(0, 14, 7, 3.4) +
      path('M-22 50Q-20 40 -4 36H4Q20 40 22 50Z'),
    cuts:
      rect(-20, -36, 40, 1.6) +
      repeat(3, (i) => circle(-6 + i * 6, -24, 2.4)) +
      repeat(2, (i) => circle(-3 + i * 6, -19.5, 2.4)) +
      circle(0, -15, 2.4) +
      rect(-16, 44, 32, 1.4),
  };
}

export function yad(): Shape {
  return {
    solid:
      rect(-2.6, -34, 5.2, 66) +
      [-24, -6, 14].map((y) => ellipse(0, y, 5.2, 2.8)).join('') +
      path('M-6 -40H6L4 -34H-4Z') +
      circle(0, -44, 4.6) +
      path('M-3 -48L0 -54L3 -48Z') +
      path('M-5 30Q-7 36 -4 40L-1 44L-1 52Q0 54 1 52V42Q4 40 5 34L3 30Z'),
    cuts: repeat(6, (i) => rect(-1, -30 + i * 9, 2, 3)),
  };
}

export function spiceBox(): Shape {
  return {
    solid:
      path('M-16 50L-10 42H10L16 50Z') +
      rect(-2.6, 26, 5.2, 17) +
      rect(-14, -4, 28, 30, 1) +
      rect(-17, -8, 34, 5) +
      rect(-10, -22, 20, 14) +
      path('M-13 -22L0 -44L13 -22Z') +
      rect(-0.8, -52, 1.6, 10) +
      path('M0.8 -52H9L6 -49L9 -46H0.8Z'),
    cuts:
      mirror((s) => path(`M${s * 3} 22V6Q${s * 3} 2 ${s * 7.5} 2Q${s * 12} 2 ${s * 12} 6V22Z`)) +
      path('M-4 -10V-15Q-4 -19 0 -19Q4 -19 4 -15V-10Z') +
      repeat(5, (i) => circle(-12 + i * 6, -5.5, 1.2)),
  };
}

export function tzedakahBox(): Shape {
  return {
    solid: rect(-30, -22, 60, 66, 3) + path('M-33 -22L-28 -32H28L33 -22Z') + rect(-31, 44, 62, 5),
    cuts:
      rect(-12, -29, 24, 3.2, 1.6) +
      rect(-22, -12, 44, 1.6) +
      rect(-22, 34, 44, 1.6) +
      glyph('tsadi', 4, -4, 14, 2.4) +
      glyph('dalet', -17, -4, 14, 2.4) +
      glyph('kuf', -6, 12, 12, 2.2),
  };
}

export function seder(): Shape {
  return {
    solid: circle(0, 0, 48),
    cuts:
      stroke('M0 -42A42 42 0 1 1 -0.1 -42', 1.4) +
      stroke('M0 -30A30 30 0 1 1 -0.1 -30', 1.4) +
      repeat(12, (i) => {
        const a = (i * 30 * Math.PI) / 180;
        return circle(36 * Math.cos(a), 36 * Math.sin(a), 2.2);
      }) +
      repeat(6, (i) => {
        const a = ((i * 60 - 90) * Math.PI) / 180;
        return circle(17 * Math.cos(a), 17 * Math.sin(a), 6);
      }) +
      poly(starPoints(6, 8, 4.6)),
  };
}

export function matzo(): Shape {
  return {
    solid: path(
      'M-44 -38Q-20 -43 6 -39Q28 -42 44 -37Q41 -10 44 14Q42 30 43 38Q18 42 -6 39Q-26 43 -44 38Q-41 10 -43 -12Z',
    ),
    cuts: repeat(7, (row) => repeat(8, (col) => circle(-34 + col * 9.7, -28 + row * 9.6, 1.2))),
  };
}

export function benchLamp(): Shape {
  const cups = [-36, -26, -16, -6, 6, 16, 26, 36];
  return {
    solid:
      path('M-40 24V-16Q-40 -46 0 -48Q40 -46 40 -16V24Z') +
      rect(-46, 24, 92, 8, 2) +
      cups.map((x) => path(`M${x - 4.5} 20H${x + 4.5}L${x + 3} 26H${x - 3}Z`)).join('') +
      mirror((s) => rect(s * 40 - 2, 32, 4, 12)) +
      rect(30, -10, 14, 4) +
      path('M38 -14H46L44 -8H40Z'),
    cuts:
      stroke('M-34 18V-16Q-34 -40 0 -42Q34 -40 34 -16V18', 1.4) +
      g(
        'translate(0 -2) scale(0.42)',
        path('M-36 -30A36 36 0 0 0 36 -30M-24 -30A24 24 0 0 0 24 -30M-12 -30A12 12 0 0 0 12 -30').replace(
          '<path',
          '<path fill="none" stroke="currentColor" stroke-width="5"',
        ) +
          rect(-2.8, -32, 5.6, 74) +
          path('M-20 50L-12 40H12L20 50Z'),
      ) +
      mirror((s) =>
        g(
          `translate(${s * 22} 2) scale(${s * -0.28} 0.28)`,
          path('M22 -6Q10 -10 -12 -8Q-30 -6 -38 4Q-34 16 -14 14Q8 14 22 10Z') +
            circle(27, -16, 12) +
            stroke('M16 6L18 40M8 10L6 40M-30 8L-32 40M-20 10L-18 40', 7),
        ),
      ) +
      g(
        'translate(0 -30) scale(0.22)',
        path('M-36 12L-42 -22L-27 -4L-21 -28L-10 -6L0 -38L10 -6L21 -28L27 -4L42 -22L36 12Z') +
          rect(-36, 10, 72, 17),
      ) +
      repeat(9, (i) => circle(-32 + i * 8, 28, 1.2)),
    accent: cups.map((x) => flame(x, 19, 8)).join('') + flame(40, -15, 8),
  };
}
