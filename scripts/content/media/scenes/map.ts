/**
 * Maps: a regional map of the lands between the Baltic and the Black Sea with the named towns marked,
 * or, for a single town, a plan of streets around a market square with its landmarks.
 */
import { mix } from '../color.ts';
import { boundsAround, projection, REGION, RIVERS, SEAS } from '../geography.ts';
import { TOWNS } from '../keywords.ts';
import { circle, dashed, n, type Point, poly, rect, smooth, starPoints } from '../shapes.ts';
import { backdrop, finish, frameLines, put, type Scene, type SceneInput } from './common.ts';

const REGIONAL =
  /provinc|губерн|europe|европ|empire|импери|volhyn|волын|podol|подол|steppe|степ|pale|черт[аы]|commonwealth|речи посполит|surname|фамил/i;

export function compass(
  c: SceneInput['c'],
  x: number,
  y: number,
  r: number,
  ink: string,
  accent: string,
): void {
  c.add(
    `<g><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.62)}" fill="none" stroke="${ink}" stroke-width="${n(r * 0.04)}"/>${poly(starPoints(4, r, r * 0.18, x, y)).replace('/>', ` fill="${ink}"/>`)}${poly(starPoints(4, r * 0.6, r * 0.12, x, y, -45)).replace('/>', ` fill="${ink}" opacity="0.6"/>`)}${poly(
      [
        [x, y - r],
        [x + r * 0.18, y - r * 0.18],
        [x - r * 0.18, y - r * 0.18],
      ],
    ).replace('/>', ` fill="${accent}"/>`)}</g>`,
  );
}

function label(x: number, y: number, length: number, size: number): string {
  return (
    rect(x, y - size * 0.35, length, size * 0.32, size * 0.1) +
    rect(x, y + size * 0.15, length * 0.6, size * 0.2, size * 0.1)
  );
}

export interface RegionOptions {
  /** Zoom to this many degrees of latitude around the first marked town. */
  zoom?: number;
  /** Size of town dots as a share of the box height. */
  dotShare?: number;
}

export function regionMap(
  input: SceneInput,
  box: { x: number; y: number; w: number; h: number },
  marked: readonly string[],
  options: RegionOptions = {},
): void {
  const { c, pal, rng, subject } = input;
  const towns = TOWNS.filter((t) => marked.includes(t.key));
  const points: Point[] = towns.map((t) => [t.lng, t.lat]);
  if (/steppe|степ|kherson|херсон|colon|колони|inhulets|ингулец/i.test(subject.text)) {
    points.push([31.8, 46.4], [34.6, 48.2]);
  }
  const first = towns[0];
  const zoom = options.zoom;
  const bounds =
    zoom && first
      ? (() => {
          const k = Math.cos((first.lat * Math.PI) / 180);
          const half = ((zoom / 2) * (box.w / box.h)) / k;
          return {
            west: first.lng - half,
            east: first.lng + half,
            south: first.lat - zoom / 2,
            north: first.lat + zoom / 2,
          };
        })()
      : boundsAround(
          points.length > 0
            ? points
            : [
                [24, 47],
                [32, 55],
              ],
          box.w / box.h,
        );
  const project = projection(bounds, box);
  const sea = mix(pal.light, '#6f8fa6', pal.dark ? 0.45 : 0.3);
  const land = pal.light;
  const region = mix(mix(pal.light, pal.ground[1], 0.5), pal.accent, 0.1);
  const clip = c.uid('clip');
  c.def(`<clipPath id="${clip}">${rect(box.x, box.y, box.w, box.h)}</clipPath>`);
  const pathOf = (pts: readonly Point[], closed: boolean) => smooth(pts.map(project), closed);
  let body = `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="${land}"/>`;
  body += `<path d="${pathOf(REGION, true)}" fill="${region}"/>`;
  body += `<path d="${pathOf(REGION, true)}" fill="none" stroke="${pal.ink}" stroke-width="${n(box.h * 0.004)}" stroke-dasharray="${n(box.h * 0.012)} ${n(box.h * 0.008)}" opacity="0.7"/>`;
  for (const s of SEAS)
    body += `<path d="${pathOf(s, true)}" fill="${sea}" stroke="${mix(sea, pal.ink, 0.35)}" stroke-width="${n(box.h * 0.003)}"/>`;
  for (const r of RIVERS)
    body += `<path d="${pathOf(r, false)}" fill="none" stroke="${mix(sea, pal.ink, 0.2)}" stroke-width="${n(box.h * 0.005)}" stroke-linecap="round"/>`;
  let waves = '';
  for (let i = 0; i < 40; i += 1) {
    const x = box.x + rng.range(0, box.w);
    const y = box.y + rng.range(0, box.h);
    waves += `<path d="M${n(x)} ${n(y)}q${n(box.w * 0.008)} ${n(-box.h * 0.008)} ${n(box.w * 0.016)} 0t${n(box.w * 0.016)} 0"/>`;
  }
  body += `<g fill="none" stroke="${mix(sea, pal.ink, 0.3)}" stroke-width="${n(box.h * 0.003)}" clip-path="url(#wm${clip})">${waves}</g>`;
  c.def(`<clipPath id="wm${clip}">${SEAS.map((s) => `<path d="${pathOf(s, true)}"/>`).join('')}</clipPath>`);
  c.add(`<g clip-path="url(#${clip})">${body}</g>`);
  const dot = box.h * (options.dotShare ?? 0.014);
  const extra: Point[] = [];
  for (let i = 0; i < 26; i += 1) {
    const p: Point = [rng.range(bounds.west, bounds.east), rng.range(bounds.south, bounds.north)];
    const q = project(p);
    if (q[0] > box.x + 10 && q[0] < box.x + box.w - 10 && q[1] > box.y + 10 && q[1] < box.y + box.h - 10)
      extra.push(q);
  }
  c.add(
    `<g fill="${pal.ink}" opacity="0.55">${extra.map(([x, y]) => rect(x - dot * 0.5, y - dot * 0.5, dot, dot)).join('')}</g>`,
  );
  if (/route|маршрут|expedition|экспедиц|dotted|пунктир/i.test(subject.text)) {
    const pool = extra.filter(
      ([x, y]) =>
        Math.abs(x - (box.x + box.w / 2)) < box.w * 0.3 && Math.abs(y - (box.y + box.h / 2)) < box.h * 0.3,
    );
    const route: Point[] = [];
    let here = pool.sort((a, b) => a[0] - b[0])[0];
    while (here && route.length < 6) {
      route.push(here);
      const from = here;
      here = pool
        .filter((p) => !route.includes(p))
        .sort(
          (a, b) => Math.hypot(a[0] - from[0], a[1] - from[1]) - Math.hypot(b[0] - from[0], b[1] - from[1]),
        )[0];
    }
    c.add(
      `<g color="${pal.accent}">${dashed(smooth(route, false), box.h * 0.006, `${n(box.h * 0.012)} ${n(box.h * 0.012)}`)}</g>`,
    );
  }
  towns.forEach((t, i) => {
    const [x, y] = project([t.lng, t.lat]);
    const main = i === 0;
    c.add(
      `<g fill="${pal.ink}">${circle(x, y, dot * (main ? 1.3 : 0.9))}${label(x + dot * 2, y, box.w * (main ? 0.09 : 0.06), dot * 3)}</g>`,
    );
    if (main) {
      c.add(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(dot * 3)}" fill="none" stroke="${pal.accent}" stroke-width="${n(dot * 0.7)}"/>`,
      );
      put(c, 'star', x, y - dot * 6, dot * 5, { color: pal.accent });
    }
  });
}

function townPlan(input: SceneInput, box: { x: number; y: number; w: number; h: number }): void {
  const { c, pal, rng, subject } = input;
  const { x, y, w, h } = box;
  const clip = c.uid('plan');
  c.def(`<clipPath id="${clip}">${rect(x, y, w, h)}</clipPath>`);
  const blocks = mix(pal.light, pal.soft, 0.5);
  const street = pal.light;
  const centre: Point = [x + w * rng.range(0.42, 0.55), y + h * rng.range(0.45, 0.55)];
  let roads = '';
  for (let i = 0; i < 5; i += 1) {
    const a = (i / 5) * Math.PI * 2 + rng.range(-0.3, 0.3);
    const far: Point = [centre[0] + Math.cos(a) * w, centre[1] + Math.sin(a) * w];
    const mid: Point = [
      centre[0] + Math.cos(a + rng.range(-0.25, 0.25)) * w * 0.25,
      centre[1] + Math.sin(a + rng.range(-0.25, 0.25)) * h * 0.4,
    ];
    roads += `<path d="${smooth([centre, mid, far], false)}" stroke-width="${n(h * 0.034)}"/>`;
  }
  roads += `<ellipse cx="${n(centre[0])}" cy="${n(centre[1])}" rx="${n(w * 0.2)}" ry="${n(h * 0.3)}" stroke-width="${n(h * 0.022)}"/>`;
  for (let i = 0; i < 16; i += 1) {
    const p0: Point = [x + rng.range(0, w), y + rng.range(0, h)];
    const a = rng.range(0, Math.PI);
    const len = rng.range(0.1, 0.22) * w;
    const p2: Point = [p0[0] + Math.cos(a) * len, p0[1] + Math.sin(a) * len];
    const p1: Point = [(p0[0] + p2[0]) / 2 + rng.range(-10, 10), (p0[1] + p2[1]) / 2 + rng.range(-10, 10)];
    roads += `<path d="${smooth([p0, p1, p2], false)}" stroke-width="${n(h * 0.014)}"/>`;
  }
  let roofs = '';
  for (let i = 0; i < 160; i += 1) {
    const s = rng.range(0.012, 0.024) * h;
    roofs += rect(x + rng.range(0, w), y + rng.range(0, h), s * rng.range(1, 1.8), s, 1);
  }
  const sea = mix(pal.light, '#6f8fa6', 0.35);
  const riverTop = rng.chance(0.5);
  const ry = riverTop ? y + h * 0.14 : y + h * 0.88;
  const river = `<path d="M${n(x - 10)} ${n(ry)}C${n(x + w * 0.3)} ${n(ry - h * 0.12)} ${n(x + w * 0.6)} ${n(ry + h * 0.12)} ${n(x + w + 10)} ${n(ry - h * 0.04)}" fill="none" stroke="${sea}" stroke-width="${n(h * 0.08)}"/>`;
  const sq = { x: centre[0] - w * 0.07, y: centre[1] - h * 0.09, w: w * 0.14, h: h * 0.18 };
  c.add(
    `<g clip-path="url(#${clip})"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${blocks}"/><g fill="${pal.ink}" opacity="0.18">${roofs}</g><g fill="none" stroke="${street}" stroke-linecap="round">${roads}</g>${river}</g>`,
  );
  c.add(
    `<rect x="${n(sq.x)}" y="${n(sq.y)}" width="${n(sq.w)}" height="${n(sq.h)}" fill="${street}" stroke="${pal.ink}" stroke-width="2" stroke-dasharray="6 4"/>`,
  );
  c.add(
    `<g fill="${pal.ink}" opacity="0.5">${Array.from({ length: 6 }, (_, i) => rect(sq.x + sq.w * (0.12 + (i % 3) * 0.28), sq.y + sq.h * (0.2 + Math.floor(i / 3) * 0.4), sq.w * 0.18, sq.h * 0.2)).join('')}</g>`,
  );
  const icon = h * 0.16;
  put(
    c,
    subject.motifs.includes('stonesynagogue') ? 'stonesynagogue' : 'synagogue',
    sq.x + sq.w + icon * 0.7,
    centre[1],
    icon,
    { color: pal.accent, shadow: pal.shade },
  );
  put(
    c,
    subject.motifs.includes('domehall') ? 'domehall' : 'church',
    x + w * 0.16,
    y + h * (riverTop ? 0.5 : 0.3),
    icon * 0.9,
    { color: pal.ink, shadow: pal.shade },
  );
  for (let i = 0; i < 6; i += 1)
    put(
      c,
      'matzeva',
      x + w * (0.8 + (i % 3) * 0.035),
      y + h * (riverTop ? 0.66 : 0.3) + Math.floor(i / 3) * icon * 0.28,
      icon * 0.2,
      { color: pal.ink },
    );
  if (subject.motifs.includes('castle') || subject.motifs.includes('fortress'))
    put(c, 'castle', x + w * 0.7, y + h * 0.3, icon * 1.1, { color: pal.ink, shadow: pal.shade });
  if (/route|маршрут|walk|прогулк|dotted|пунктир/i.test(subject.text)) {
    const stops: Point[] = [
      [centre[0], centre[1]],
      [x + w * 0.3, y + h * 0.62],
      [x + w * 0.2, y + h * 0.42],
      [x + w * 0.6, y + h * 0.72],
      [x + w * 0.8, y + h * 0.5],
    ];
    c.add(
      `<g color="${pal.accent}">${dashed(smooth(stops, false), h * 0.008, `${n(h * 0.016)} ${n(h * 0.014)}`)}</g>`,
    );
    for (const [sx, sy] of stops)
      c.add(
        `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(h * 0.02)}" fill="${pal.accent}"/><circle cx="${n(sx)}" cy="${n(sy)}" r="${n(h * 0.008)}" fill="${pal.light}"/>`,
      );
  }
}

export const map: Scene = (input) => {
  const { c, pal, rng, subject } = input;
  const [w, h] = [c.width, c.height];
  backdrop(c, pal, 135);
  const m = h * 0.07;
  const box = { x: m, y: m, w: w - 2 * m, h: h - 2 * m };
  const regional = subject.towns.length >= 2 || REGIONAL.test(subject.text);
  if (regional) regionMap(input, box, subject.towns);
  else townPlan(input, box);
  c.add(
    `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="none" stroke="${pal.ink}" stroke-width="${n(h * 0.004)}"/>`,
  );
  frameLines(c, m * 0.45, pal.ink, h * 0.002, 0.7);
  const right = rng.chance(0.5);
  compass(
    c,
    right ? box.x + box.w - h * 0.12 : box.x + h * 0.12,
    box.y + box.h - h * 0.13,
    h * 0.08,
    pal.ink,
    pal.accent,
  );
  const cw = w * 0.2;
  const cx = right ? box.x + h * 0.04 : box.x + box.w - cw - h * 0.04;
  c.add(
    `<g><rect x="${n(cx)}" y="${n(box.y + h * 0.04)}" width="${n(cw)}" height="${n(h * 0.12)}" fill="${pal.light}" stroke="${pal.ink}" stroke-width="1.5"/><g fill="${pal.ink}" opacity="0.75">${label(cx + cw * 0.12, box.y + h * 0.1, cw * 0.76, h * 0.05)}</g></g>`,
  );
  finish(c, pal, rng);
};
