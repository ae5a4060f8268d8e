import { circle, ellipse, mirror, n, path, rect, repeat, type Shape, stroke } from '../shapes.ts';

export function tent(): Shape {
  return {
    solid:
      path('M-48 50L-40 10L-26 -12L0 -22L26 -12L40 10L48 50Z') +
      stroke('M0 -22V-34M-26 -12L-34 -24M26 -12L34 -24', 1.8),
    cuts: path('M-4 50L0 6L14 50Z') + stroke('M-36 20L-24 0', 1.2),
    accent: path('M0 6L-16 50H-4Z'),
  };
}

export function well(): Shape {
  return {
    solid:
      rect(-26, 14, 52, 36, 2) +
      ellipse(0, 14, 28, 6) +
      mirror((s) => rect(s * 22 - 2, -30, 4, 44)) +
      path('M-30 -30L0 -44L30 -30Z') +
      rect(-22, -22, 44, 3) +
      stroke('M0 -20V0', 1) +
      path('M-5 0H5L4 9H-4Z'),
    cuts: repeat(3, (row) =>
      repeat(4, (col) => rect(-24 + col * 13 + (row % 2) * 6, 22 + row * 9, 10, 6.6, 1)),
    ),
  };
}

export function sweepWell(): Shape {
  return {
    solid:
      rect(-16, 30, 20, 20) +
      path('M20 50L22 -6L26 -6L28 50Z') +
      stroke('M-40 -30L46 12', 2.6) +
      stroke('M-38 -29V24', 1) +
      rect(-42, 22, 8, 8),
    cuts: repeat(2, (i) => rect(-14, 35 + i * 7, 16, 1.2)),
  };
}

export function ark(): Shape {
  return {
    solid:
      path('M-48 6H48L38 28H-38Z') +
      rect(-26, -12, 52, 18) +
      path('M-30 -12L0 -30L30 -12Z') +
      path('M-50 50Q-20 22 0 26Q20 22 50 50Z'),
    cuts: repeat(4, (i) => rect(-20 + i * 11, -6, 6, 6)) + rect(-40, 14, 80, 1.4) + rect(-36, 20, 72, 1.4),
  };
}

export function babelTower(): Shape {
  const tiers = [0, 1, 2, 3, 4];
  return {
    solid: tiers.map((i) => rect(-44 + i * 8, 38 - i * 16, 88 - i * 16, 14)).join('') + rect(-6, -50, 12, 10),
    cuts:
      tiers
        .map((i) =>
          repeat(6 - i, (j) =>
            path(
              `M${-36 + i * 8 + j * 14} 50V${46 - i * 16}Q${-33 + i * 8 + j * 14} ${42 - i * 16} ${-30 + i * 8 + j * 14} ${46 - i * 16}V${50 - i * 16}Z`,
            ),
          ),
        )
        .join('') + stroke('M-44 50L36 38L-36 22L28 6L-20 -10L12 -26', 1.2),
  };
}

export function steamer(): Shape {
  return {
    solid:
      path('M-48 10H48L38 30H-40Z') +
      rect(-30, -4, 56, 14) +
      rect(-18, -14, 34, 10) +
      rect(-8, -34, 9, 22) +
      rect(8, -30, 7, 18) +
      stroke('M40 10V-26M40 -26L-44 10', 1),
    cuts: repeat(7, (i) => circle(-24 + i * 8, 3, 2)) + rect(-9, -28, 11, 2.4) + rect(7, -24, 9, 2.4),
    accent: path('M-4 -36Q-14 -46 -6 -50Q4 -54 -2 -42Z'),
  };
}

export function sailboat(): Shape {
  return {
    solid:
      path('M-40 22H40L30 36H-32Z') +
      rect(-1.4, -46, 2.8, 68) +
      path('M3 -44L34 16H3Z') +
      path('M-3 -36L-32 16H-3Z'),
    cuts: stroke('M10 -20L28 10', 1.2),
    accent: path('M1.4 -46L12 -42L1.4 -38Z'),
  };
}

export function lighthouse(): Shape {
  return {
    solid:
      path('M-14 50L-9 -18H9L14 50Z') +
      rect(-12, -24, 24, 6) +
      rect(-8, -40, 16, 16) +
      path('M-10 -40L0 -52L10 -40Z'),
    cuts: repeat(3, (i) => rect(-11 + i * 1.2, 4 + i * 16, 22 - i * 2.4, 5)),
    accent: rect(-5, -37, 10, 10),
  };
}

export function locomotive(): Shape {
  return {
    solid:
      rect(-40, -6, 58, 26, 6) +
      rect(14, -26, 30, 46, 2) +
      path('M10 -30H48V-24H10Z') +
      rect(-30, -26, 10, 20) +
      path('M-34 -30H-16L-20 -24H-30Z') +
      ellipse(-4, -8, 6, 4) +
      path('M-40 20L-50 40H-36Z') +
      rect(-44, 20, 92, 6) +
      [-28, -6, 28].map((x) => circle(x, 36, 11)).join(''),
    cuts:
      rect(20, -20, 18, 14, 2) +
      [-28, -6, 28].map((x) => circle(x, 36, 6.5)).join('') +
      repeat(3, (i) => rect(-36 + i * 14, 0, 1.4, 18)),
    accent:
      [-28, -6, 28].map((x) => circle(x, 36, 2.6)).join('') +
      path('M-26 -32Q-34 -44 -22 -50Q-10 -52 -18 -40Z'),
  };
}

export function carriage(): Shape {
  return {
    solid:
      rect(-48, -18, 96, 44, 4) +
      path('M-46 -18Q0 -30 46 -18Z') +
      rect(-44, 26, 88, 4) +
      [-32, -18, 18, 32].map((x) => circle(x, 38, 8)).join(''),
    cuts:
      repeat(6, (i) => rect(-40 + i * 14, -10, 10, 12, 1)) +
      rect(-46, 8, 92, 1.4) +
      [-32, -18, 18, 32].map((x) => circle(x, 38, 4.6)).join(''),
  };
}

export function tractor(): Shape {
  return {
    solid:
      rect(-20, -8, 44, 24, 3) +
      rect(-30, -30, 22, 30) +
      path('M-32 -32H-6V-28H-32Z') +
      rect(14, -24, 4, 16) +
      circle(-20, 26, 22) +
      circle(30, 34, 14),
    cuts:
      circle(-20, 26, 14) +
      circle(30, 34, 8) +
      rect(-26, -24, 14, 12) +
      repeat(4, (i) => rect(0 + i * 5, -2, 2, 12)),
    accent: circle(-20, 26, 5) + circle(30, 34, 3),
  };
}

/** Sectors between the spokes of a wheel, to be cut out of a solid disc. */
function wheelGaps(cx: number, cy: number, rim: number, hub: number, spokes: number): string {
  const step = (2 * Math.PI) / spokes;
  const gap = Math.min(0.16, 5 / rim);
  return repeat(spokes, (i) => {
    const a0 = i * step + gap;
    const a1 = (i + 1) * step - gap;
    const p = (r: number, a: number) => `${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`;
    return path(
      `M${p(hub, a0)}L${p(rim, a0 + (gap * hub) / rim)}A${n(rim)} ${n(rim)} 0 0 1 ${p(rim, a1)}L${p(hub, a1)}Z`,
    );
  });
}

export function cartWheel(): Shape {
  return { solid: circle(0, 0, 48), cuts: wheelGaps(0, 0, 41, 10, 12) + circle(0, 0, 3.6) };
}

export function cart(): Shape {
  return {
    solid:
      path('M-40 0H26L30 16H-36Z') +
      stroke('M30 8L50 14', 2.4) +
      circle(-22, 32, 16) +
      circle(16, 34, 14) +
      mirror((s) => rect(s * 10 - 6, -22, 12, 22, 3)) +
      rect(-31, -14, 10, 14, 3),
    cuts:
      wheelGaps(-22, 32, 12.6, 3.4, 8) +
      wheelGaps(16, 34, 10.8, 3, 8) +
      rect(-34, 6, 60, 1.4) +
      mirror((s) => rect(s * 10 - 4.5, -18, 9, 1.4)),
  };
}

export function mountain(): Shape {
  return {
    solid: path('M-50 50L-22 -10L-12 0L6 -36L22 -14L30 -20L50 50Z'),
    cuts: path('M6 -36L-2 -20L6 -24L12 -16L14 -24Z'),
  };
}
