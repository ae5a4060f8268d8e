/** Buildings of a shtetl street and a town: houses, shops, synagogues, a church, a domed hall, fortresses. */
import { glyph } from '../glyphs.ts';
import { mirror, path, poly, rect, repeat, type Shape, starPoints, stroke } from '../shapes.ts';

const panes = (x: number, y: number, w: number, h: number): string => {
  const gap = Math.max(1, w * 0.12);
  const pw = (w - gap) / 2;
  const ph = (h - gap) / 2;
  return (
    rect(x, y, pw, ph) +
    rect(x + pw + gap, y, pw, ph) +
    rect(x, y + ph + gap, pw, ph) +
    rect(x + pw + gap, y + ph + gap, pw, ph)
  );
};

export function house(): Shape {
  return {
    solid: rect(-28, 0, 56, 50) + path('M-34 4L0 -38L34 4Z') + rect(14, -30, 7, 18),
    cuts:
      panes(-20, 12, 13, 15) +
      panes(7, 12, 13, 15) +
      rect(-4, -16, 8, 9) +
      rect(-25, 3, 50, 1.4) +
      rect(-4, 33, 8, 17),
    accent: rect(-3.2, -15.2, 6.4, 7.4),
  };
}

export function houseGallery(): Shape {
  return {
    solid:
      rect(-40, 2, 80, 48) + path('M-46 6L-30 -26H30L46 6Z') + rect(-44, 22, 88, 3) + rect(22, -34, 6, 14),
    cuts:
      repeat(4, (i) => panes(-34 + i * 18, 8, 10, 11)) +
      repeat(9, (i) => rect(-41 + i * 10, 26, 2, 24)) +
      rect(-20, 30, 8, 20) +
      rect(-28, -18, 56, 1.4),
    accent: rect(8, 30, 14, 7),
  };
}

export function shopHouse(): Shape {
  return {
    solid: rect(-30, -2, 60, 52) + path('M-36 2L-20 -34H20L36 2Z') + rect(-32, -2, 64, 14),
    cuts:
      glyph('bet', 8, -0.5, 10, 2.2) +
      glyph('resh', -4, -0.5, 10, 2.2) +
      glyph('alef', -16, -0.5, 10, 2.2) +
      panes(-24, 18, 16, 16) +
      rect(6, 18, 14, 32) +
      panes(-10, -28, 20, 14),
  };
}

export function bakery(): Shape {
  return {
    solid: rect(-28, -4, 56, 54) + path('M-34 0L0 -36L34 0Z') + rect(-30, -6, 60, 14),
    cuts:
      glyph('mem', 9, -4.5, 10, 2.2) +
      glyph('chet', -2, -4.5, 10, 2.2) +
      glyph('lamed', -13, -4.5, 10, 2.2) +
      panes(6, 16, 14, 14) +
      rect(-20, 16, 14, 34) +
      rect(-4, -24, 8, 10),
    accent: stroke('M-14 -20Q-6 -30 2 -20', 2),
  };
}

export function synagogue(): Shape {
  return {
    solid:
      rect(-34, 4, 68, 46) +
      path('M-46 8Q-36 2 -30 -12H30Q36 2 46 8Z') +
      rect(-22, -18, 44, 8) +
      path('M-32 -16Q-22 -20 -16 -32H16Q22 -20 32 -16Z') +
      rect(-11, -38, 22, 8) +
      path('M-18 -36Q-9 -40 -6 -48H6Q9 -40 18 -36Z') +
      rect(-0.8, -56, 1.6, 9) +
      mirror(
        (s) =>
          rect(s * 34 + (s > 0 ? 0 : -14), 18, 14, 32) + path(`M${s * 34} 16L${s * 52} 22L${s * 34} 26Z`),
      ),
    cuts:
      repeat(4, (i) =>
        path(
          `M${-26 + i * 15} 42V28Q${-26 + i * 15} 22 ${-21.5 + i * 15} 22Q${-17 + i * 15} 22 ${-17 + i * 15} 28V42Z`,
        ),
      ) +
      repeat(3, (i) => rect(-14 + i * 11, -16, 6, 4)) +
      rect(-30, 12, 60, 1.4),
    accent: poly(starPoints(6, 4, 2.2, 0, -58)),
  };
}

export function stoneSynagogue(): Shape {
  return {
    solid:
      rect(-40, -14, 80, 64) +
      repeat(9, (i) => path(`M${-40 + i * 9} -14V-26Q${-35.5 + i * 9} -32 ${-31 + i * 9} -26V-14Z`)) +
      mirror((s) => rect(s * 40 + (s > 0 ? -4 : -2), -34, 6, 20)),
    cuts:
      repeat(4, (i) =>
        path(
          `M${-30 + i * 17} 30V0Q${-30 + i * 17} -7 ${-25 + i * 17} -7Q${-20 + i * 17} -7 ${-20 + i * 17} 0V30Z`,
        ),
      ) +
      rect(-36, -12, 72, 1.4) +
      rect(-6, 36, 12, 14),
  };
}

export function church(): Shape {
  return {
    solid:
      rect(-22, 4, 44, 46) +
      path('M-26 8L0 -12L26 8Z') +
      rect(-9, -30, 18, 20) +
      path('M-11 -28Q-12 -40 0 -46Q12 -40 11 -28Z') +
      rect(-0.8, -58, 1.6, 14) +
      rect(-5, -53, 10, 1.6),
    cuts:
      repeat(3, (i) => path(`M${-15 + i * 12} 34V20Q${-12 + i * 12} 15 ${-9 + i * 12} 20V34Z`)) +
      rect(-2.5, -24, 5, 8),
  };
}

export function domeHall(): Shape {
  return {
    solid:
      rect(-44, 6, 88, 44) +
      rect(-48, 2, 96, 6) +
      rect(-22, -16, 44, 20) +
      path('M-24 -14Q-24 -44 0 -46Q24 -44 24 -14Z') +
      rect(-0.8, -54, 1.6, 9) +
      mirror(
        (s) => rect(s * 44 - 5, -10, 10, 14) + path(`M${s * 44 - 6} -10Q${s * 44} -20 ${s * 44 + 6} -10Z`),
      ),
    cuts:
      repeat(7, (i) => rect(-38 + i * 12, 16, 4, 24)) +
      repeat(3, (i) => path(`M${-14 + i * 11} -2V-8Q${-11.5 + i * 11} -12 ${-9 + i * 11} -8V-2Z`)),
  };
}

export function fortress(): Shape {
  const tower = (x: number) =>
    rect(x - 10, -22, 20, 72) + repeat(3, (i) => rect(x - 10 + i * 7.5, -30, 5, 9));
  return {
    solid: tower(-36) + tower(36) + rect(-28, -4, 56, 54) + repeat(6, (i) => rect(-27 + i * 9.4, -12, 6, 9)),
    cuts:
      path('M-9 50V30Q-9 20 0 20Q9 20 9 30V50Z') +
      repeat(2, (i) => rect(-38 + i * 72 - 1, -8, 4, 10)) +
      repeat(2, (i) => rect(-38 + i * 72 - 1, 16, 4, 10)),
  };
}

export function castleHill(): Shape {
  return {
    solid:
      path('M-50 50Q-30 6 0 4Q30 6 50 50Z') +
      path('M-10 6V-28L-12 -28V-34H12V-28L10 -28V6Z') +
      repeat(4, (i) => rect(-12 + i * 6.6, -40, 4, 7)) +
      rect(-0.6, -54, 1.2, 14) +
      path('M0.6 -54H12L8 -50L12 -46H0.6Z'),
    cuts: repeat(2, (i) => rect(-3, -22 + i * 12, 6, 7)),
  };
}

export function fence(): Shape {
  return {
    solid:
      repeat(9, (i) =>
        path(
          `M${-48 + i * 11} 50V${10 - (i % 2) * 4}L${-44 + i * 11} ${4 - (i % 2) * 4}L${-40 + i * 11} ${10 - (i % 2) * 4}V50Z`,
        ),
      ) +
      rect(-50, 20, 100, 4) +
      rect(-50, 38, 100, 4),
  };
}

export function lampPost(): Shape {
  return {
    solid:
      rect(-2, -30, 4, 80) +
      path('M-10 50H10L6 42H-6Z') +
      path('M-9 -30H9L6 -44H-6Z') +
      path('M-10 -44H10L0 -52Z') +
      stroke('M-14 -18H14', 2),
    accent: rect(-5, -42, 10, 10),
  };
}
