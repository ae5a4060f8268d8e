/**
 * A small stage: drawn curtains and a valance, one warm spotlight, the performers or the one object
 * the story is about, and a row of heads in the dark hall.
 */
import { mix } from '../color.ts';
import type { MotifId } from '../motifs/index.ts';
import { n, repeat } from '../shapes.ts';
import { backdrop, choose, finish, type Scene, stand } from './common.ts';
import { arrange } from './table.ts';

export const stage: Scene = (input) => {
  const { c, pal, rng, subject } = input;
  const [w, h] = [c.width, c.height];
  backdrop(c, pal, 180);
  const floor = h * 0.74;
  c.add(
    `<path d="M${n(w * 0.5 - h * 0.12)} 0H${n(w * 0.5 + h * 0.12)}L${n(w * 0.5 + h * 0.62)} ${n(floor + h * 0.04)}H${n(w * 0.5 - h * 0.62)}Z" fill="${pal.light}" opacity="${pal.dark ? 0.16 : 0.45}"/>`,
  );
  c.add(
    `<rect y="${n(floor)}" width="${w}" height="${n(h * 0.12)}" fill="${mix(pal.soft, pal.ink, 0.35)}"/>`,
  );
  c.add(
    `<g fill="${pal.ink}" opacity="0.35">${repeat(5, (i) => `<rect y="${n(floor + i * h * 0.024)}" width="${w}" height="1.5"/>`)}</g>`,
  );
  const musicians = subject.motifs.some((m) => ['fiddle', 'clarinet', 'fiddler'].includes(m));
  const dancers = subject.motifs.includes('dancer') || subject.motifs.includes('chuppah');
  const actors = choose(subject, ['figure'], [], 2, true);
  if (dancers) {
    const count = Math.max(5, Math.round(w / (h * 0.16)));
    for (let i = 0; i < count; i += 1) {
      const a = (i / count) * Math.PI * 2;
      const x = w / 2 + Math.cos(a) * w * 0.24;
      const y = floor + h * 0.06 + Math.sin(a) * h * 0.05;
      stand(c, Math.sin(a) < 0 ? 'dancer' : 'woman', x, y, h * (0.26 + Math.sin(a) * 0.03), {
        color: Math.sin(a) < 0 ? pal.soft : pal.accent,
        accent: pal.gold,
        shadow: pal.shade,
      });
    }
  }
  if (musicians) {
    const band: MotifId[] = ['fiddler', 'man', 'reader', 'man'];
    band.slice(0, dancers ? 3 : 4).forEach((id, i) => {
      stand(c, id, w * (dancers ? 0.12 + i * 0.07 : 0.32 + i * 0.12), floor + h * 0.02, h * 0.32, {
        color: pal.ink,
        accent: pal.accent,
        shadow: pal.shade,
        flip: i % 2 === 1,
      });
    });
  } else if (!dancers && actors.length > 0) {
    actors.forEach((id, i) => {
      stand(c, id, w * (0.5 + (i - (actors.length - 1) / 2) * 0.14), floor + h * 0.02, h * 0.36, {
        color: pal.ink,
        accent: pal.accent,
        shadow: pal.shade,
      });
    });
  } else if (!dancers) {
    const items = choose(subject, ['object', 'emblem'], ['chair', 'fiddle'], 2, true);
    arrange(input, items, floor + h * 0.02, h * 0.36, w * 0.02);
  }
  const curtain = pal.dark ? mix(pal.accent, '#000000', 0.15) : pal.accent;
  const fold = mix(curtain, '#000000', 0.25);
  for (const side of [1, -1]) {
    const edge = side > 0 ? 0 : w;
    const inner = w * 0.5 - side * w * 0.36;
    c.add(
      `<path d="M${n(edge)} 0H${n(inner)}Q${n(inner - side * w * 0.04)} ${n(h * 0.45)} ${n(edge + side * w * 0.06)} ${n(h * 0.9)}H${n(edge)}Z" fill="${curtain}"/>`,
    );
    c.add(
      `<g stroke="${fold}" stroke-width="${n(w * 0.004)}" fill="none">${repeat(4, (i) => `<path d="M${n(edge + side * (i + 1) * w * 0.028)} 0Q${n(edge + side * (i + 1) * w * 0.022)} ${n(h * 0.5)} ${n(edge + side * (i + 1) * w * 0.01)} ${n(h * 0.86)}"/>`)}</g>`,
    );
  }
  const scallops = Math.round(w / (h * 0.08));
  let valance = `M0 0H${w}V${n(h * 0.1)}`;
  for (let i = scallops; i > 0; i -= 1)
    valance += `Q${n(((i - 0.5) / scallops) * w)} ${n(h * 0.16)} ${n(((i - 1) / scallops) * w)} ${n(h * 0.1)}`;
  c.add(`<path d="${valance}Z" fill="${fold}"/>`);
  c.add(
    `<g fill="${pal.gold}">${repeat(scallops, (i) => `<circle cx="${n(((i + 0.5) / scallops) * w)}" cy="${n(h * 0.135)}" r="${n(h * 0.008)}"/>`)}</g>`,
  );
  const heads = Math.round(w / (h * 0.07));
  c.add(
    `<g fill="${pal.dark ? '#0c0b0a' : pal.ink}">${repeat(heads, (i) => `<circle cx="${n((i + 0.5) * (w / heads) + rng.range(-4, 4))}" cy="${n(h * 0.95)}" r="${n(h * 0.032)}"/><rect x="${n((i + 0.5) * (w / heads) - h * 0.045)}" y="${n(h * 0.975)}" width="${n(h * 0.09)}" height="${n(h * 0.06)}" rx="${n(h * 0.02)}"/>`)}</g>`,
  );
  finish(c, pal, rng);
};
