/**
 * Cover images of the demo destinations: a flat illustration drawn as SVG from a two-colour
 * palette and a motif. Self-contained (no text, fonts or external references) and deterministic,
 * using only basic SVG so that librsvg (sharp) renders it faithfully.
 */
import type { DemoDestination } from './demo-data.js';

type Rgb = [number, number, number];
type Point = [number, number];
type Attrs = Record<string, string | number>;

/** The drawing is authored on this canvas and scaled to the requested size. */
const W = 1200;
const H = 800;

interface Ctx {
  /** Top of the sky (palette[0]). */
  sky: string;
  /** Accent colour of the motif (palette[1]). */
  accent: string;
  /** Sky colour near the horizon. */
  haze: string;
  night: boolean;
  rand: () => number;
}

// ---------------------------------------------------------------- colours and numbers

function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  const digits = match?.[1];
  if (digits === undefined) throw new Error(`Invalid hex colour: ${hex}`);
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((c) => c + c)
          .join('')
      : digits;
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

function toHex(rgb: Rgb): string {
  const channel = (v: number): string =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(rgb[0])}${channel(rgb[1])}${channel(rgb[2])}`;
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
const darken = (c: string, t: number): string => mix(c, '#000000', t);

function luminance(c: string): number {
  const [r, g, b] = parseHex(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Numbers in the markup: one decimal at most, so the output is stable and compact. */
function f(n: number): string {
  const rounded = Math.round(n * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** FNV-1a: a seed from the inputs, so equal inputs always draw the same picture. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded pseudo-random generator. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(rand: () => number, min: number, max: number): number {
  return min + (max - min) * rand();
}

// ---------------------------------------------------------------- markup helpers

function el(tag: string, attrs: Attrs): string {
  const parts = Object.entries(attrs).map(([k, v]) => `${k}="${typeof v === 'number' ? f(v) : v}"`);
  return `<${tag} ${parts.join(' ')}/>`;
}

function group(attrs: Attrs, children: string[]): string {
  const parts = Object.entries(attrs).map(([k, v]) => `${k}="${typeof v === 'number' ? f(v) : v}"`);
  return `<g ${parts.join(' ')}>${children.join('')}</g>`;
}

function pts(points: Point[]): string {
  return points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
}

function linear(id: string, stops: [number, string, number?][], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const body = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${f(offset)}" stop-color="${color}" stop-opacity="${f(opacity ?? 1)}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" ${dir}>${body}</linearGradient>`;
}

function radial(id: string, stops: [number, string, number?][]): string {
  const body = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${f(offset)}" stop-color="${color}" stop-opacity="${f(opacity ?? 1)}"/>`,
    )
    .join('');
  return `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${body}</radialGradient>`;
}

/** A closed shape from the bottom edge through the given points (left to right). */
function ridge(points: Point[], fill: string, bottom = H): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  return el('polygon', {
    points: pts([[first[0], bottom], ...points, [last[0], bottom]]),
    fill,
  });
}

/** A smooth hill line across the canvas, closed along the bottom. */
function hill(y: number, amplitude: number, waves: number, phase: number, fill: string): string {
  const steps = 24;
  let d = `M0,${f(H)} L0,${f(y + Math.sin(phase) * amplitude)}`;
  for (let i = 1; i <= steps; i++) {
    const x = (W / steps) * i;
    const yy = y + Math.sin(phase + (i / steps) * Math.PI * waves) * amplitude;
    d += ` L${f(x)},${f(yy)}`;
  }
  d += ` L${f(W)},${f(H)} Z`;
  return el('path', { d, fill });
}

/** A jagged mountain range with snow on the highest peaks. */
function range(
  ctx: Ctx,
  baseY: number,
  peakMin: number,
  peakMax: number,
  count: number,
  fill: string,
  snow: boolean,
): string {
  const points: Point[] = [[-40, baseY]];
  const span = (W + 80) / count;
  for (let i = 0; i < count; i++) {
    const x = -40 + span * (i + 0.5) + between(ctx.rand, -span * 0.2, span * 0.2);
    points.push([x, between(ctx.rand, peakMin, peakMax)]);
    points.push([-40 + span * (i + 1), baseY - between(ctx.rand, 0, (baseY - peakMax) * 0.5)]);
  }
  const parts = [ridge(points, fill)];
  if (snow) {
    for (let i = 1; i < points.length - 1; i += 2) {
      const peak = points[i];
      const left = points[i - 1];
      const right = points[i + 1];
      if (!peak || !left || !right || peak[1] > peakMin + (peakMax - peakMin) * 0.45) continue;
      const along = (to: Point, t: number): Point => [
        peak[0] + (to[0] - peak[0]) * t,
        peak[1] + (to[1] - peak[1]) * t,
      ];
      const a = along(left, 0.28);
      const b = along(right, 0.28);
      const c = along(left, 0.16);
      const d = along(right, 0.2);
      parts.push(
        el('polygon', {
          points: pts([
            peak,
            b,
            [d[0] - 8, d[1] + 14],
            [(b[0] + a[0]) / 2, (a[1] + b[1]) / 2 - 6],
            [c[0] + 6, c[1] + 16],
            a,
          ]),
          fill: '#ffffff',
          opacity: 0.85,
        }),
      );
    }
  }
  return parts.join('');
}

// ---------------------------------------------------------------- shared scenery

function sky(ctx: Ctx, defs: string[]): string {
  defs.push(
    linear('sky', [
      [0, ctx.sky],
      [0.62, mix(ctx.sky, ctx.haze, 0.7)],
      [1, ctx.haze],
    ]),
  );
  return el('rect', { x: 0, y: 0, width: W, height: H, fill: 'url(#sky)' });
}

function sun(ctx: Ctx, cx: number, cy: number, r: number): string {
  if (ctx.night) {
    const parts: string[] = [];
    for (let i = 0; i < 46; i++) {
      parts.push(
        el('circle', {
          cx: between(ctx.rand, 0, W),
          cy: between(ctx.rand, 0, H * 0.45),
          r: between(ctx.rand, 1, 2.8),
          fill: '#ffffff',
          opacity: between(ctx.rand, 0.35, 0.9),
        }),
      );
    }
    parts.push(
      el('circle', { cx, cy, r: r * 3, fill: 'url(#glow)', opacity: 0.45 }),
      el('circle', { cx, cy, r: r * 0.8, fill: '#fdf3d0' }),
      el('circle', {
        cx: cx + r * 0.35,
        cy: cy - r * 0.2,
        r: r * 0.7,
        fill: ctx.sky,
      }),
    );
    return parts.join('');
  }
  return [
    el('circle', { cx, cy, r: r * 3.2, fill: 'url(#glow)' }),
    el('circle', {
      cx,
      cy,
      r,
      fill: lighten(mix('#ffd166', ctx.accent, 0.08), 0.2),
    }),
  ].join('');
}

function clouds(ctx: Ctx, count: number, maxY: number): string {
  if (ctx.night) return '';
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = between(ctx.rand, 80, W - 80);
    const y = between(ctx.rand, 60, maxY);
    const s = between(ctx.rand, 0.7, 1.3);
    parts.push(
      group({ fill: '#ffffff', opacity: f(between(ctx.rand, 0.55, 0.8)) }, [
        el('ellipse', { cx: x, cy: y, rx: 90 * s, ry: 22 * s }),
        el('ellipse', {
          cx: x - 30 * s,
          cy: y - 14 * s,
          rx: 42 * s,
          ry: 28 * s,
        }),
        el('ellipse', {
          cx: x + 22 * s,
          cy: y - 22 * s,
          rx: 48 * s,
          ry: 34 * s,
        }),
      ]),
    );
  }
  return parts.join('');
}

function seaBand(ctx: Ctx, defs: string[], top: number, rowsOfWaves: number, water: string): string {
  defs.push(
    linear('sea', [
      [0, lighten(water, 0.35)],
      [0.5, water],
      [1, darken(water, 0.35)],
    ]),
  );
  const parts = [el('rect', { x: 0, y: top, width: W, height: H - top, fill: 'url(#sea)' })];
  for (let row = 0; row < rowsOfWaves; row++) {
    const t = row / Math.max(1, rowsOfWaves - 1);
    const y = top + 24 + t * t * (H - top - 60);
    const len = 30 + t * 70;
    const height = 3 + t * 9;
    let x = between(ctx.rand, -len, 0);
    let d = '';
    while (x < W) {
      const w = len * between(ctx.rand, 0.8, 1.3);
      d += `M${f(x)},${f(y)} q${f(w / 2)},${f(-height)} ${f(w)},0 `;
      x += w + len * between(ctx.rand, 0.4, 1.6);
    }
    parts.push(
      el('path', {
        d: d.trim(),
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 2 + t * 3,
        'stroke-linecap': 'round',
        opacity: 0.28 + t * 0.22,
      }),
    );
  }
  return parts.join('');
}

function reflection(cx: number, top: number, night: boolean): string {
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    const w = 150 - i * 16;
    parts.push(
      el('rect', {
        x: cx - w / 2,
        y: top + 10 + i * 22,
        width: w,
        height: 5,
        rx: 2.5,
        fill: night ? '#fdf3d0' : '#fff3c4',
        opacity: 0.55 - i * 0.05,
      }),
    );
  }
  return parts.join('');
}

function pine(x: number, y: number, size: number, fill: string): string {
  const trunk = el('rect', {
    x: x - size * 0.06,
    y: y - size * 0.2,
    width: size * 0.12,
    height: size * 0.22,
    fill: darken(fill, 0.35),
  });
  const tiers = [0, 1, 2].map((i) => {
    const w = size * (0.46 - i * 0.1);
    const base = y - size * 0.16 - i * size * 0.24;
    return el('polygon', {
      points: pts([
        [x - w, base],
        [x, base - size * 0.42],
        [x + w, base],
      ]),
      fill: i === 1 ? lighten(fill, 0.06) : fill,
    });
  });
  return trunk + tiers.join('');
}

function roundTree(x: number, y: number, size: number, fill: string): string {
  return [
    el('rect', {
      x: x - size * 0.05,
      y: y - size * 0.45,
      width: size * 0.1,
      height: size * 0.45,
      fill: darken(fill, 0.45),
    }),
    el('ellipse', {
      cx: x,
      cy: y - size * 0.62,
      rx: size * 0.34,
      ry: size * 0.36,
      fill,
    }),
    el('ellipse', {
      cx: x - size * 0.1,
      cy: y - size * 0.72,
      rx: size * 0.14,
      ry: size * 0.12,
      fill: lighten(fill, 0.18),
    }),
  ].join('');
}

// ---------------------------------------------------------------- motifs

function mountain(ctx: Ctx, defs: string[]): string {
  const base = ctx.accent;
  return [
    sky(ctx, defs),
    sun(ctx, 860, 210, 62),
    clouds(ctx, 3, 260),
    range(ctx, 560, 170, 300, 4, mix(base, ctx.haze, 0.68), true),
    el('rect', {
      x: 0,
      y: 430,
      width: W,
      height: 120,
      fill: '#ffffff',
      opacity: 0.16,
    }),
    range(ctx, 640, 320, 420, 5, mix(base, ctx.haze, 0.42), false),
    el('ellipse', {
      cx: 380,
      cy: 560,
      rx: 420,
      ry: 38,
      fill: '#ffffff',
      opacity: 0.22,
    }),
    hill(600, 34, 2.3, 0.6, mix(base, ctx.haze, 0.18)),
    hill(680, 28, 1.6, 2.2, base),
    ...[90, 170, 240, 980, 1060, 1140].map((x, i) =>
      pine(x, 700 + (i % 3) * 24, 120 + (i % 2) * 40, darken(base, 0.3)),
    ),
    hill(750, 14, 1.2, 1.1, darken(base, 0.25)),
  ].join('');
}

function sea(ctx: Ctx, defs: string[]): string {
  const horizon = 470;
  const sand = mix('#f1dcb0', ctx.sky, 0.12);
  const parts = [
    sky(ctx, defs),
    sun(ctx, 600, horizon - 40, 74),
    clouds(ctx, 3, 280),
    // distant headland
    el('path', {
      d: `M760,${horizon} Q860,${horizon - 62} 980,${horizon - 48} Q1100,${horizon - 40} 1200,${
        horizon - 70
      } L1200,${horizon} Z`,
      fill: mix(ctx.accent, ctx.haze, 0.55),
    }),
    seaBand(ctx, defs, horizon, 7, mix(ctx.accent, '#1e88c8', 0.25)),
    reflection(600, horizon, ctx.night),
    // beach in the foreground
    el('path', {
      d: 'M0,640 Q260,600 520,690 Q700,750 820,800 L0,800 Z',
      fill: sand,
    }),
    el('path', {
      d: 'M0,640 Q260,600 520,690 Q700,750 820,800',
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 8,
      'stroke-linecap': 'round',
      opacity: 0.7,
    }),
    el('path', {
      d: 'M0,700 Q240,670 420,740 Q520,780 560,800 L0,800 Z',
      fill: darken(sand, 0.06),
    }),
    // parasol
    el('rect', {
      x: 197,
      y: 560,
      width: 6,
      height: 130,
      fill: darken(sand, 0.45),
    }),
    el('path', {
      d: 'M110,580 Q200,500 290,580 Q245,566 200,580 Q155,566 110,580 Z',
      fill: ctx.accent,
    }),
    el('path', {
      d: 'M155,574 Q200,520 245,574 Q222,566 200,580 Q178,566 155,574 Z',
      fill: '#ffffff',
      opacity: 0.85,
    }),
  ];
  return parts.join('');
}

function city(ctx: Ctx, defs: string[]): string {
  const far = mix(ctx.accent, ctx.haze, 0.55);
  const near = darken(ctx.accent, 0.25);
  const light = ctx.night ? '#ffd98a' : lighten(ctx.sky, 0.55);
  const parts = [sky(ctx, defs), sun(ctx, 300, 200, 58), clouds(ctx, 2, 220)];

  // N Seoul Tower–like landmark on a hill
  const tx = 850;
  parts.push(
    el('ellipse', {
      cx: tx,
      cy: 600,
      rx: 260,
      ry: 130,
      fill: mix(ctx.accent, ctx.haze, 0.35),
    }),
    el('rect', {
      x: tx - 9,
      y: 250,
      width: 18,
      height: 230,
      fill: lighten(ctx.accent, 0.75),
    }),
    el('rect', {
      x: tx - 24,
      y: 460,
      width: 48,
      height: 30,
      fill: lighten(ctx.accent, 0.6),
    }),
    el('ellipse', {
      cx: tx,
      cy: 290,
      rx: 38,
      ry: 14,
      fill: lighten(ctx.accent, 0.8),
    }),
    el('rect', {
      x: tx - 30,
      y: 290,
      width: 60,
      height: 34,
      rx: 8,
      fill: lighten(ctx.accent, 0.7),
    }),
    el('rect', {
      x: tx - 30,
      y: 302,
      width: 60,
      height: 6,
      fill: light,
      opacity: 0.9,
    }),
    el('rect', {
      x: tx - 3,
      y: 160,
      width: 6,
      height: 100,
      fill: lighten(ctx.accent, 0.75),
    }),
    el('circle', { cx: tx, cy: 160, r: 5, fill: '#ff5a5a' }),
  );

  const skyline = (baseY: number, minH: number, maxH: number, fill: string, windows: boolean) => {
    let x = -20;
    while (x < W) {
      const w = between(ctx.rand, 50, 110);
      const h = between(ctx.rand, minH, maxH);
      parts.push(el('rect', { x, y: baseY - h, width: w - 6, height: h + 4, fill }));
      if (windows) {
        for (let wy = baseY - h + 16; wy < baseY - 20; wy += 26) {
          for (let wx = x + 10; wx < x + w - 22; wx += 20) {
            if (ctx.rand() < 0.55) {
              parts.push(
                el('rect', {
                  x: wx,
                  y: wy,
                  width: 9,
                  height: 13,
                  fill: light,
                  opacity: f(between(ctx.rand, 0.45, 0.9)),
                }),
              );
            }
          }
        }
      }
      x += w;
    }
  };
  skyline(640, 110, 260, far, false);
  skyline(680, 60, 200, near, true);

  // river with reflections
  defs.push(
    linear('river', [
      [0, mix(ctx.sky, ctx.accent, 0.3)],
      [1, darken(ctx.sky, 0.35)],
    ]),
  );
  parts.push(el('rect', { x: 0, y: 680, width: W, height: 120, fill: 'url(#river)' }));
  for (let i = 0; i < 14; i++) {
    parts.push(
      el('rect', {
        x: between(ctx.rand, 0, W - 120),
        y: 700 + i * 7,
        width: between(ctx.rand, 40, 140),
        height: 3,
        rx: 1.5,
        fill: light,
        opacity: 0.35,
      }),
    );
  }
  parts.push(
    el('rect', {
      x: 0,
      y: 676,
      width: W,
      height: 8,
      fill: darken(ctx.accent, 0.45),
    }),
  );
  return parts.join('');
}

function temple(ctx: Ctx, defs: string[]): string {
  const red = mix(ctx.accent, '#9b2d20', 0.35);
  const roof = mix('#3b4048', ctx.accent, 0.15);
  const jade = mix('#2f8f7a', ctx.sky, 0.15);
  const stone = mix('#d9d2c5', ctx.sky, 0.15);
  const parts = [
    sky(ctx, defs),
    sun(ctx, 940, 190, 56),
    clouds(ctx, 2, 220),
    hill(470, 40, 1.4, 0.2, mix(mix(ctx.accent, '#5f8a63', 0.6), ctx.haze, 0.65)),
    hill(540, 30, 2.1, 1.9, mix(mix(ctx.accent, '#4f7a4a', 0.75), ctx.haze, 0.4)),
    // courtyard
    el('rect', {
      x: 0,
      y: 640,
      width: W,
      height: 160,
      fill: lighten(stone, 0.25),
    }),
    // stone platform with steps
    el('rect', { x: 250, y: 590, width: 700, height: 56, fill: stone }),
    el('rect', {
      x: 250,
      y: 590,
      width: 700,
      height: 8,
      fill: lighten(stone, 0.35),
    }),
    el('rect', {
      x: 530,
      y: 646,
      width: 140,
      height: 14,
      fill: darken(stone, 0.08),
    }),
    el('rect', {
      x: 510,
      y: 660,
      width: 180,
      height: 14,
      fill: darken(stone, 0.12),
    }),
    // walls and doors
    el('rect', {
      x: 320,
      y: 450,
      width: 560,
      height: 140,
      fill: lighten(ctx.sky, 0.7),
    }),
  ];
  for (let i = 0; i < 4; i++) {
    const x = 350 + i * 130;
    parts.push(
      el('rect', {
        x: x + 18,
        y: 470,
        width: 94,
        height: 120,
        fill: mix('#e8d4a8', ctx.sky, 0.1),
      }),
    );
    for (let k = 1; k < 4; k++) {
      parts.push(
        el('rect', {
          x: x + 18 + k * 23.5 - 1.5,
          y: 470,
          width: 3,
          height: 120,
          fill: red,
          opacity: 0.55,
        }),
      );
    }
    for (let k = 1; k < 5; k++) {
      parts.push(
        el('rect', {
          x: x + 18,
          y: 470 + k * 24 - 1.5,
          width: 94,
          height: 3,
          fill: red,
          opacity: 0.55,
        }),
      );
    }
  }
  // columns
  for (let i = 0; i < 5; i++) {
    parts.push(
      el('rect', {
        x: 330 + i * 130,
        y: 440,
        width: 20,
        height: 150,
        fill: red,
      }),
    );
  }
  // dancheong band under the eaves
  parts.push(
    el('rect', { x: 300, y: 430, width: 600, height: 22, fill: jade }),
    el('rect', { x: 300, y: 446, width: 600, height: 6, fill: red }),
  );
  // lower roof with upturned eaves
  parts.push(
    el('path', {
      d:
        'M170,382 Q215,432 300,434 L900,434 Q985,432 1030,382 Q950,408 880,396 ' +
        'L790,318 L410,318 L320,396 Q250,408 170,382 Z',
      fill: roof,
    }),
    el('path', {
      d: 'M170,382 Q215,432 300,434 L900,434 Q985,432 1030,382',
      fill: 'none',
      stroke: lighten(roof, 0.35),
      'stroke-width': 6,
    }),
  );
  for (let i = 0; i < 22; i++) {
    const x = 334 + i * 25.5;
    // The roof rises from y 396 at its hips (x 320 and 880) to the ridge at y 318.
    const rise = Math.min(1, Math.min(x - 320, 880 - x) / 90);
    const top = 396 - rise * 78 + 8;
    parts.push(
      el('rect', {
        x,
        y: top,
        width: 3,
        height: 426 - top,
        fill: lighten(roof, 0.2),
        opacity: 0.5,
      }),
    );
  }
  // upper storey and roof
  parts.push(
    el('rect', {
      x: 470,
      y: 268,
      width: 260,
      height: 52,
      fill: lighten(ctx.sky, 0.7),
    }),
    el('rect', { x: 470, y: 262, width: 260, height: 12, fill: jade }),
    ...[480, 560, 640, 710].map((x) => el('rect', { x, y: 270, width: 10, height: 50, fill: red })),
    el('path', {
      d:
        'M390,236 Q420,268 480,270 L720,270 Q780,268 810,236 Q760,250 710,240 ' +
        'L660,190 L540,190 L490,240 Q440,250 390,236 Z',
      fill: roof,
    }),
    el('rect', {
      x: 530,
      y: 182,
      width: 140,
      height: 12,
      rx: 6,
      fill: darken(roof, 0.3),
    }),
    el('rect', {
      x: 400,
      y: 310,
      width: 400,
      height: 12,
      rx: 6,
      fill: darken(roof, 0.3),
    }),
  );
  // pine trees at the sides
  const leaf = mix('#2f5d3a', ctx.accent, 0.15);
  parts.push(
    el('path', {
      d: 'M96,640 Q110,520 84,420 L100,420 Q130,520 118,640 Z',
      fill: darken(leaf, 0.4),
    }),
    el('ellipse', { cx: 70, cy: 420, rx: 90, ry: 34, fill: leaf }),
    el('ellipse', {
      cx: 140,
      cy: 470,
      rx: 70,
      ry: 26,
      fill: lighten(leaf, 0.08),
    }),
    el('ellipse', { cx: 60, cy: 520, rx: 60, ry: 22, fill: leaf }),
    el('path', {
      d: 'M1096,650 Q1086,540 1116,460 L1130,462 Q1108,540 1118,650 Z',
      fill: darken(leaf, 0.4),
    }),
    el('ellipse', { cx: 1130, cy: 462, rx: 84, ry: 30, fill: leaf }),
    el('ellipse', {
      cx: 1070,
      cy: 520,
      rx: 60,
      ry: 22,
      fill: lighten(leaf, 0.08),
    }),
  );
  return parts.join('');
}

function food(ctx: Ctx, defs: string[]): string {
  const wood = mix('#9a6a3f', ctx.accent, 0.2);
  const bowl = ctx.accent;
  const soup = mix('#e0703c', ctx.accent, 0.3);
  defs.push(
    linear('wall', [
      [0, ctx.sky],
      [1, lighten(ctx.sky, 0.45)],
    ]),
    linear(
      'bowl',
      [
        [0, lighten(bowl, 0.18)],
        [1, darken(bowl, 0.3)],
      ],
      false,
    ),
  );
  const parts = [
    el('rect', { x: 0, y: 0, width: W, height: H, fill: 'url(#wall)' }),
    // hanging lanterns
    ...[180, 1020].map((x, i) =>
      [
        el('rect', {
          x: x - 1.5,
          y: 0,
          width: 3,
          height: 90 + i * 30,
          fill: darken(wood, 0.4),
        }),
        el('ellipse', {
          cx: x,
          cy: 130 + i * 30,
          rx: 46,
          ry: 58,
          fill: bowl,
          opacity: 0.9,
        }),
        el('ellipse', {
          cx: x,
          cy: 130 + i * 30,
          rx: 22,
          ry: 58,
          fill: '#ffffff',
          opacity: 0.18,
        }),
        el('circle', {
          cx: x,
          cy: 130 + i * 30,
          r: 110,
          fill: 'url(#glow)',
          opacity: 0.5,
        }),
      ].join(''),
    ),
    // table
    el('rect', { x: 0, y: 520, width: W, height: 280, fill: wood }),
    el('rect', {
      x: 0,
      y: 520,
      width: W,
      height: 10,
      fill: lighten(wood, 0.25),
    }),
    ...[600, 690].map((y) =>
      el('rect', {
        x: 0,
        y,
        width: W,
        height: 3,
        fill: darken(wood, 0.2),
        opacity: 0.6,
      }),
    ),
    // side dishes
    el('ellipse', {
      cx: 190,
      cy: 640,
      rx: 120,
      ry: 40,
      fill: darken(wood, 0.3),
      opacity: 0.35,
    }),
    el('ellipse', { cx: 190, cy: 626, rx: 118, ry: 38, fill: '#f7f3ea' }),
    el('ellipse', { cx: 190, cy: 620, rx: 76, ry: 22, fill: '#d8452b' }),
    el('ellipse', {
      cx: 170,
      cy: 614,
      rx: 30,
      ry: 9,
      fill: '#f07a52',
      opacity: 0.8,
    }),
    el('ellipse', {
      cx: 1010,
      cy: 650,
      rx: 120,
      ry: 40,
      fill: darken(wood, 0.3),
      opacity: 0.35,
    }),
    el('ellipse', { cx: 1010, cy: 636, rx: 118, ry: 38, fill: '#f7f3ea' }),
    el('ellipse', { cx: 1010, cy: 630, rx: 78, ry: 22, fill: '#e9b949' }),
    el('rect', {
      x: 960,
      y: 620,
      width: 100,
      height: 10,
      rx: 5,
      fill: '#b87a2b',
      opacity: 0.7,
    }),
    // bowl shadow, body, rim, soup
    el('ellipse', {
      cx: 600,
      cy: 690,
      rx: 250,
      ry: 42,
      fill: darken(wood, 0.4),
      opacity: 0.4,
    }),
    el('path', {
      d: 'M330,470 Q340,680 600,690 Q860,680 870,470 Z',
      fill: 'url(#bowl)',
    }),
    el('rect', {
      x: 500,
      y: 672,
      width: 200,
      height: 20,
      rx: 10,
      fill: darken(bowl, 0.35),
    }),
    el('ellipse', {
      cx: 600,
      cy: 470,
      rx: 270,
      ry: 58,
      fill: lighten(bowl, 0.35),
    }),
    el('ellipse', { cx: 600, cy: 474, rx: 246, ry: 46, fill: soup }),
    el('ellipse', {
      cx: 560,
      cy: 468,
      rx: 120,
      ry: 20,
      fill: lighten(soup, 0.25),
      opacity: 0.7,
    }),
    // toppings
    el('ellipse', { cx: 520, cy: 476, rx: 44, ry: 16, fill: '#ffffff' }),
    el('ellipse', { cx: 520, cy: 476, rx: 18, ry: 8, fill: '#f6b93b' }),
    el('ellipse', { cx: 680, cy: 468, rx: 50, ry: 14, fill: '#7d5a44' }),
    el('ellipse', { cx: 760, cy: 482, rx: 30, ry: 10, fill: '#4caf50' }),
    el('ellipse', { cx: 440, cy: 466, rx: 26, ry: 9, fill: '#66bb6a' }),
    el('circle', { cx: 620, cy: 490, r: 7, fill: '#2e7d32' }),
    el('circle', { cx: 600, cy: 462, r: 6, fill: '#2e7d32' }),
    el('circle', { cx: 700, cy: 494, r: 6, fill: '#c62828' }),
  ];
  // steam
  for (let i = 0; i < 3; i++) {
    const x = 500 + i * 100;
    const sway = i % 2 === 0 ? 30 : -30;
    parts.push(
      el('path', {
        d: `M${x},410 q${sway},-50 0,-100 q${-sway},-50 0,-100 q${sway},-40 0,-80`,
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 14,
        'stroke-linecap': 'round',
        opacity: 0.55,
      }),
    );
  }
  // chopsticks and spoon
  parts.push(
    el('polygon', {
      points: pts([
        [880, 760],
        [1140, 470],
        [1150, 478],
        [892, 768],
      ]),
      fill: '#c9a46a',
    }),
    el('polygon', {
      points: pts([
        [905, 770],
        [1170, 496],
        [1178, 505],
        [916, 778],
      ]),
      fill: '#b48a4f',
    }),
    el('polygon', {
      points: pts([
        [250, 770],
        [420, 700],
        [424, 708],
        [256, 780],
      ]),
      fill: '#c8ccd2',
    }),
    el('ellipse', { cx: 446, cy: 692, rx: 36, ry: 18, fill: '#d7dbe0' }),
  );
  return parts.join('');
}

function forest(ctx: Ctx, defs: string[]): string {
  const base = ctx.accent;
  const parts = [
    sky(ctx, defs),
    sun(ctx, 320, 200, 60),
    clouds(ctx, 3, 250),
    hill(420, 40, 1.3, 0.9, mix(base, ctx.haze, 0.7)),
    hill(500, 36, 2.0, 2.6, mix(base, ctx.haze, 0.48)),
  ];
  const trees: { x: number; y: number; size: number; kind: number }[] = [];
  for (let i = 0; i < 34; i++) {
    const y = between(ctx.rand, 520, 800);
    trees.push({
      x: between(ctx.rand, -20, W + 20),
      y,
      size: 70 + (y - 520) * 0.6,
      kind: ctx.rand() < 0.65 ? 0 : 1,
    });
  }
  trees.sort((a, b) => a.y - b.y || a.x - b.x);
  parts.push(hill(560, 24, 1.7, 1.3, mix(base, ctx.haze, 0.22)));
  for (const t of trees) {
    const depth = (t.y - 520) / 280;
    const fill = mix(mix(base, ctx.haze, 0.3), darken(base, 0.3), depth);
    parts.push(t.kind === 0 ? pine(t.x, t.y, t.size, fill) : roundTree(t.x, t.y, t.size, fill));
  }
  return parts.join('');
}

function island(ctx: Ctx, defs: string[]): string {
  const horizon = 500;
  const land = mix('#3f8a4f', ctx.accent, 0.28);
  const parts = [
    sky(ctx, defs),
    sun(ctx, 250, 190, 60),
    clouds(ctx, 3, 260),
    seaBand(ctx, defs, horizon, 7, mix('#1e88c8', ctx.accent, 0.3)),
    reflection(250, horizon, ctx.night),
    // distant islands
    el('path', {
      d: `M60,${horizon} Q120,${horizon - 40} 200,${horizon - 30} ` + `Q260,${horizon - 20} 300,${horizon} Z`,
      fill: mix(land, ctx.haze, 0.6),
    }),
    el('path', {
      d:
        `M1000,${horizon} Q1060,${horizon - 28} 1130,${horizon - 22} ` +
        `Q1180,${horizon - 10} 1200,${horizon} Z`,
      fill: mix(land, ctx.haze, 0.6),
    }),
    // crater island (Seongsan Ilchulbong-like)
    el('path', {
      d: 'M380,560 C420,470 470,380 560,370 L760,368 C850,378 900,470 960,560 Z',
      fill: land,
    }),
    el('path', {
      d:
        'M560,370 L760,368 C800,372 830,390 850,420 ' + 'C790,400 700,396 640,400 C600,402 570,392 560,370 Z',
      fill: darken(land, 0.22),
    }),
    el('path', {
      d: 'M380,560 C420,470 470,380 560,370 C520,430 500,500 520,560 Z',
      fill: lighten(land, 0.15),
    }),
    ...[0, 1, 2, 3, 4].map((i) =>
      el('path', {
        d: `M${600 + i * 60},${372 + i * 2} L${580 + i * 70},560`,
        stroke: darken(land, 0.18),
        'stroke-width': 4,
        opacity: 0.45,
      }),
    ),
    el('path', {
      d: 'M820,560 Q900,520 1010,528 Q1090,534 1130,560 Z',
      fill: mix(land, '#7cb342', 0.3),
    }),
    el('rect', {
      x: 360,
      y: 556,
      width: 800,
      height: 10,
      rx: 5,
      fill: '#ffffff',
      opacity: 0.55,
    }),
    // lighthouse on a rock
    el('path', {
      d: 'M120,640 Q150,600 200,598 Q250,600 270,640 Z',
      fill: darken(land, 0.45),
    }),
    el('polygon', {
      points: pts([
        [182, 600],
        [186, 520],
        [214, 520],
        [218, 600],
      ]),
      fill: '#ffffff',
    }),
    el('rect', { x: 184, y: 548, width: 32, height: 14, fill: '#e53935' }),
    el('rect', { x: 180, y: 506, width: 40, height: 16, fill: '#e53935' }),
    el('polygon', {
      points: pts([
        [178, 508],
        [200, 488],
        [222, 508],
      ]),
      fill: darken('#e53935', 0.2),
    }),
    // small boat
    el('path', { d: 'M700,660 L820,660 L800,684 L716,684 Z', fill: '#ffffff' }),
    el('rect', {
      x: 735,
      y: 640,
      width: 40,
      height: 20,
      fill: lighten(land, 0.4),
    }),
    el('path', {
      d: 'M690,694 q30,-8 60,0 q30,8 60,0 q30,-8 60,0',
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 4,
      opacity: 0.6,
    }),
  ];
  return parts.join('');
}

function activity(ctx: Ctx, defs: string[]): string {
  const base = ctx.accent;
  const canopy = ctx.accent;
  const parts = [
    sky(ctx, defs),
    sun(ctx, 980, 170, 58),
    clouds(ctx, 4, 330),
    range(ctx, 560, 330, 420, 5, mix(mix(base, '#3f6f4a', 0.5), ctx.haze, 0.55), false),
    hill(540, 26, 1.5, 0.4, mix(mix(base, '#3f6f4a', 0.6), ctx.haze, 0.3)),
    seaBand(ctx, defs, 600, 5, mix('#1e88c8', ctx.sky, 0.3)),
    // wave with a surfer
    el('path', {
      d:
        'M300,800 Q500,740 640,660 Q720,612 800,640 Q850,664 830,720 ' +
        'Q812,690 780,696 Q800,760 900,800 Z',
      fill: mix('#1e88c8', ctx.sky, 0.15),
    }),
    el('path', {
      d: 'M780,696 Q800,760 900,800 L760,800 Q760,740 780,696 Z',
      fill: darken(mix('#1e88c8', ctx.sky, 0.15), 0.2),
    }),
    el('path', {
      d: 'M560,704 Q640,650 700,628 Q770,612 812,650 Q840,676 830,720',
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 12,
      'stroke-linecap': 'round',
      opacity: 0.9,
    }),
    group({ transform: 'rotate(-12 640 690)' }, [
      el('ellipse', {
        cx: 640,
        cy: 690,
        rx: 70,
        ry: 10,
        fill: lighten(canopy, 0.3),
      }),
    ]),
    el('rect', {
      x: 630,
      y: 636,
      width: 14,
      height: 44,
      rx: 7,
      fill: '#263238',
    }),
    el('circle', { cx: 637, cy: 624, r: 11, fill: '#ffcc99' }),
    el('path', {
      d: 'M630,650 L604,640 M644,650 L672,636 M632,678 L620,692 M642,678 L656,688',
      stroke: '#263238',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
  ];
  // paraglider
  const cx = 560;
  const cy = 220;
  const cells = 7;
  const span = 300;
  const cellParts: string[] = [];
  for (let i = 0; i < cells; i++) {
    const a0 = Math.PI * (1 - i / cells);
    const a1 = Math.PI * (1 - (i + 1) / cells);
    const outer = (a: number): Point => [cx + Math.cos(a) * (span / 2), cy - Math.sin(a) * 70];
    const inner = (a: number): Point => [cx + Math.cos(a) * (span / 2 - 6), cy - Math.sin(a) * 46 + 8];
    cellParts.push(
      el('polygon', {
        points: pts([outer(a0), outer(a1), inner(a1), inner(a0)]),
        fill: i % 2 === 0 ? canopy : '#ffffff',
      }),
    );
  }
  parts.push(...cellParts);
  const pilot: Point = [cx + 10, cy + 170];
  const lines: string[] = [];
  for (let i = 0; i <= cells; i++) {
    const a = Math.PI * (1 - i / cells);
    const x = cx + Math.cos(a) * (span / 2 - 4);
    const y = cy - Math.sin(a) * 46 + 10;
    lines.push(`M${f(x)},${f(y)} L${f(pilot[0])},${f(pilot[1])}`);
  }
  parts.push(
    el('path', {
      d: lines.join(' '),
      stroke: '#37474f',
      'stroke-width': 1.5,
      opacity: 0.6,
    }),
    el('rect', {
      x: pilot[0] - 9,
      y: pilot[1],
      width: 18,
      height: 30,
      rx: 8,
      fill: darken(canopy, 0.4),
    }),
    el('circle', { cx: pilot[0], cy: pilot[1] - 4, r: 9, fill: '#ffcc99' }),
    el('rect', {
      x: pilot[0] - 14,
      y: pilot[1] + 26,
      width: 28,
      height: 10,
      rx: 5,
      fill: '#263238',
    }),
  );
  return parts.join('');
}

const motifs: Record<DemoDestination['motif'], (ctx: Ctx, defs: string[]) => string> = {
  mountain,
  sea,
  city,
  temple,
  food,
  forest,
  island,
  activity,
};

/**
 * A cover illustration for a demo destination as a standalone SVG document. The same palette and
 * motif always give the same markup.
 */
export function demoImageSvg(
  d: Pick<DemoDestination, 'palette' | 'motif'>,
  width = 1200,
  height = 800,
): string {
  const [skyColour, accentColour] = d.palette;
  parseHex(skyColour);
  parseHex(accentColour);
  const night = luminance(skyColour) < 0.25;
  const ctx: Ctx = {
    sky: skyColour,
    accent: accentColour,
    haze: night ? mix(skyColour, accentColour, 0.55) : lighten(mix(skyColour, accentColour, 0.12), 0.55),
    night,
    rand: seeded(hash(`${skyColour}|${accentColour}|${d.motif}`)),
  };
  const defs: string[] = [
    radial('glow', [
      [0, '#fff6d8', 0.9],
      [0.35, '#ffe6a8', 0.35],
      [1, '#ffe6a8', 0],
    ]),
  ];
  const body = motifs[d.motif](ctx, defs);
  // The palette colours are also named in the markup, whatever the motif draws with.
  defs.push(
    linear('palette', [
      [0, skyColour],
      [1, accentColour],
    ]),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f(width)}" height="${f(height)}" ` +
    `viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs.join('')}</defs>${body}</svg>`
  );
}
