/**
 * Collects one picture as SVG. Motifs are placed as cut paper: their solid parts and cuts become a
 * mask, so holes show whatever lies beneath, and an offset copy gives the thin shadow of a paper layer.
 */
import { n, type Shape } from './shapes.ts';

export interface Placement {
  x: number;
  y: number;
  /** Width of the motif's 100-unit box in canvas units. */
  size: number;
  color: string;
  accent?: string;
  flip?: boolean;
  rotate?: number;
  /** Vertical stretch of the box (1 keeps it square). */
  stretch?: number;
  shadow?: string;
  opacity?: number;
  /** Draw as a pen line of this width (in motif units) instead of cut paper. */
  outline?: number;
  /** A highlight colour swept across the shape, for metal objects. */
  sheen?: string;
}

export class Canvas {
  readonly width: number;
  readonly height: number;
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private count = 0;
  private readonly prefix: string;

  constructor(width: number, height: number, prefix = '') {
    this.width = width;
    this.height = height;
    this.prefix = prefix;
  }

  uid(prefix: string): string {
    this.count += 1;
    return `${this.prefix}${prefix}${this.count}`;
  }

  def(svg: string): void {
    this.defs.push(svg);
  }

  add(svg: string): void {
    this.body.push(svg);
  }

  linear(stops: readonly string[], angle = 90): string {
    const id = this.uid('lg');
    const a = ((angle - 90) * Math.PI) / 180;
    const [dx, dy] = [Math.cos(a) / 2, Math.sin(a) / 2];
    const stopTags = stops
      .map((c, i) => `<stop offset="${n(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`)
      .join('');
    this.def(
      `<linearGradient id="${id}" x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" y2="${n(0.5 + dy)}">${stopTags}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(inner: string, outer: string, innerOpacity = 1, outerOpacity = 1): string {
    const id = this.uid('rg');
    this.def(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}" stop-opacity="${innerOpacity}"/><stop offset="1" stop-color="${outer}" stop-opacity="${outerOpacity}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** The transform that maps a motif's 100-unit box onto the canvas. */
  static frame(p: Placement, dx = 0, dy = 0): string {
    const s = p.size / 100;
    const rotate = p.rotate ? ` rotate(${n(p.rotate)})` : '';
    return `translate(${n(p.x + dx)} ${n(p.y + dy)})${rotate} scale(${n(p.flip ? -s : s)} ${n(s * (p.stretch ?? 1))})`;
  }

  place(shape: Shape, p: Placement): void {
    if (p.outline) {
      const pen = `fill="none" stroke="${p.color}" color="${p.color}" stroke-width="${n(p.outline)}" stroke-linejoin="round" stroke-linecap="round"`;
      this.add(
        `<g transform="${Canvas.frame(p)}"><g ${pen}>${shape.solid}${shape.cuts ?? ''}</g><g ${pen} opacity="0.7">${shape.accent ?? ''}</g></g>`,
      );
      return;
    }
    let paper: (fill: string) => string;
    if (shape.cuts || p.sheen) {
      const id = this.uid('m');
      this.def(
        `<mask id="${id}" maskUnits="userSpaceOnUse" x="-200" y="-200" width="400" height="400"><g fill="#fff" color="#fff">${shape.solid}</g><g fill="#000" color="#000">${shape.cuts ?? ''}</g></mask>`,
      );
      paper = (fill) =>
        `<rect x="-200" y="-200" width="400" height="400" fill="${fill}" mask="url(#${id})"/>`;
      if (p.sheen) {
        const glow = this.uid('sh');
        const stops = [0, 0.3, 0.45, 0.62, 0.7, 1]
          .map(
            (o, i) =>
              `<stop offset="${o}" stop-color="${p.sheen}" stop-opacity="${[0, 0.9, 0.1, 0, 0.6, 0][i]}"/>`,
          )
          .join('');
        this.def(`<linearGradient id="${glow}" x1="0" y1="0" x2="1" y2="0.35">${stops}</linearGradient>`);
        const base = paper;
        paper = (fill) =>
          fill === p.color
            ? `${base(fill)}<rect x="-60" y="-60" width="120" height="120" fill="url(#${glow})" opacity="0.6" mask="url(#${id})"/>`
            : base(fill);
      }
    } else {
      paper = (fill) => `<g fill="${fill}" color="${fill}">${shape.solid}</g>`;
    }
    const opacity = p.opacity !== undefined && p.opacity < 1 ? ` opacity="${n(p.opacity)}"` : '';
    const offset = Math.max(1, p.size / 90);
    if (p.shadow) {
      this.add(
        `<g transform="${Canvas.frame(p, offset * 0.6, offset)}" opacity="0.22">${paper(p.shadow)}</g>`,
      );
    }
    const accent = shape.accent
      ? `<g fill="${p.accent ?? p.color}" color="${p.accent ?? p.color}">${shape.accent}</g>`
      : '';
    this.add(`<g transform="${Canvas.frame(p)}"${opacity}>${paper(p.color)}${accent}</g>`);
  }

  /** Low-frequency mottling like a sheet of rag paper; fine grain would only cost bytes in JPEG. */
  texture(seed: number, strength: number, dark: boolean): void {
    const id = this.uid('tx');
    const tone = dark ? '1 1 1' : '0.35 0.25 0.12';
    const [r, gg, b] = tone.split(' ');
    this.def(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%" filterUnits="userSpaceOnUse"><feTurbulence type="fractalNoise" baseFrequency="${n(4 / this.width)} ${n(6 / this.width)}" numOctaves="4" seed="${seed}"/><feColorMatrix type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${gg} 0 0 0 0 ${b} 0 0 0 ${n(strength * 4)} ${n(-strength * 1.6)}"/></filter>`,
    );
    this.add(`<rect width="${this.width}" height="${this.height}" filter="url(#${id})"/>`);
  }

  /** This canvas as an element to nest inside another picture at (x, y). */
  nested(x: number, y: number, width: number, height: number): string {
    return `<svg x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" viewBox="0 0 ${this.width} ${this.height}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }

  toSvg(outWidth: number, outHeight: number): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" viewBox="0 0 ${this.width} ${this.height}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}
