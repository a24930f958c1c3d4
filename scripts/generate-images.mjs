#!/usr/bin/env node
// Procedural SVG artwork generator for the Tigoni Retreats website.
//
// Writes self-contained, deterministic SVG illustrations (no external
// references, no text, no fonts, no scripts) into public/images/ plus the
// favicon at public/favicon.svg.  Only node: built-ins are used.
//
//   node scripts/generate-images.mjs
//
// Every image is drawn from a seeded pseudo-random generator keyed on its
// file name, so running the script twice produces byte-identical files.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'public', 'images');
const W = 1600;
const H = 1000;

// ---------------------------------------------------------------------------
// Basic utilities
// ---------------------------------------------------------------------------

function hashStr(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Compact number formatting: 1 decimal for big values, 2 for small ones. */
function f(n) {
  const p = Math.abs(n) < 10 ? 100 : 10;
  const r = Math.round(n * p) / p;
  if (Object.is(r, -0) || r === 0) return '0';
  let s = String(r);
  if (s.startsWith('0.')) s = s.slice(1);
  else if (s.startsWith('-0.')) s = '-' + s.slice(2);
  return s;
}

const clamp = (v, a, b) => Math.max(a, Math.min(b, v));
const lerp = (a, b, t) => a + (b - a) * t;

function hexToRgb(hex) {
  const h = hex.replace('#', '');
  const v = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(v.slice(i, i + 2), 16));
}

function rgbToHex([r, g, b]) {
  return '#' + [r, g, b].map((c) => clamp(Math.round(c), 0, 255).toString(16).padStart(2, '0')).join('');
}

/** Mix two hex colours, t = 0 → a, t = 1 → b. */
function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((c, i) => lerp(c, B[i], t)));
}

const shade = (c, t) => mix(c, '#000000', t);
const tint = (c, t) => mix(c, '#ffffff', t);

function el(tag, attrs = {}, inner) {
  let s = '<' + tag;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === 'number' ? f(v) : v}"`;
  }
  return inner === undefined || inner === '' ? s + '/>' : `${s}>${inner}</${tag}>`;
}

function pt(p) {
  return `${f(p[0])} ${f(p[1])}`;
}

/** Polyline path (open). */
function poly(pts, close = false, int = false) {
  if (!pts.length) return '';
  const P = int ? (p) => `${Math.round(p[0])} ${Math.round(p[1])}` : pt;
  let d = 'M' + P(pts[0]);
  if (pts.length > 1) d += 'L' + pts.slice(1).map(P).join(' ');
  return close ? d + 'Z' : d;
}

/** Smooth Catmull-Rom spline through points, as cubic Béziers. */
function smooth(pts, close = false, tension = 1) {
  if (pts.length < 3) return poly(pts, close);
  const n = pts.length;
  const get = (i) => (close ? pts[(i + n) % n] : pts[clamp(i, 0, n - 1)]);
  let d = 'M' + pt(pts[0]);
  const last = close ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const k = tension / 6;
    const c1 = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2 = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += 'C' + pt(c1) + ' ' + pt(c2) + ' ' + pt(p2);
  }
  return close ? d + 'Z' : d;
}

// ---------------------------------------------------------------------------
// Scene: collects defs + body and renders the final SVG document.
// ---------------------------------------------------------------------------

class Scene {
  constructor(name, { w = W, h = H } = {}) {
    this.name = name;
    this.rng = mulberry32(hashStr(name));
    this.w = w;
    this.h = h;
    this.defs = [];
    this.body = [];
    this.n = 0;
    this.cache = new Map();
  }

  r(a = 0, b = 1) {
    return a + (b - a) * this.rng();
  }

  ri(a, b) {
    return Math.floor(this.r(a, b + 1));
  }

  pick(arr) {
    return arr[Math.floor(this.rng() * arr.length)];
  }

  id() {
    return 'k' + (this.n++).toString(36);
  }

  add(...parts) {
    this.body.push(...parts);
    return this;
  }

  /** 1-D fractal value noise, seeded from the scene RNG. Range ≈ [-1, 1]. */
  noise(oct = 3) {
    const tables = [];
    for (let o = 0; o < oct; o++) tables.push(Array.from({ length: 256 }, () => this.rng() * 2 - 1));
    const one = (v, x) => {
      const i = Math.floor(x);
      const t = x - i;
      const a = v[((i % 256) + 256) % 256];
      const b = v[(((i + 1) % 256) + 256) % 256];
      return a + (b - a) * t * t * (3 - 2 * t);
    };
    return (x) => {
      let s = 0;
      let amp = 1;
      let fr = 1;
      let norm = 0;
      for (let o = 0; o < oct; o++) {
        s += one(tables[o], x * fr + o * 17.3) * amp;
        norm += amp;
        amp *= 0.5;
        fr *= 2.07;
      }
      return s / norm;
    };
  }

  _grad(tag, stops, attrs) {
    const key = tag + JSON.stringify(stops) + JSON.stringify(attrs);
    if (this.cache.has(key)) return this.cache.get(key);
    const id = this.id();
    const inner = stops
      .map((s) => el('stop', { offset: s[0], 'stop-color': s[1], 'stop-opacity': s[2] === undefined || s[2] === 1 ? undefined : s[2] }))
      .join('');
    this.defs.push(el(tag, { id, ...attrs }, inner));
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }

  /** Linear gradient; default vertical across the object's bounding box. */
  lin(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = {}) {
    return this._grad('linearGradient', stops, { x1, y1, x2, y2, gradientUnits: user ? 'userSpaceOnUse' : undefined });
  }

  /** Radial gradient in user space. */
  rad(stops, cx, cy, r, { fx, fy, box = false, transform } = {}) {
    return this._grad('radialGradient', stops, {
      cx,
      cy,
      r,
      fx,
      fy,
      gradientUnits: box ? undefined : 'userSpaceOnUse',
      gradientTransform: transform,
    });
  }

  clip(d) {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  blur(sd) {
    const key = 'blur' + sd;
    if (this.cache.has(key)) return this.cache.get(key);
    const id = this.id();
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(sd)}"/></filter>`,
    );
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }

  /** Horizontal ripple displacement, used for water reflections. */
  ripple(scale = 14, fx = 0.004, fy = 0.07) {
    const key = `ripple${scale}/${fx}/${fy}`;
    if (this.cache.has(key)) return this.cache.get(key);
    const id = this.id();
    this.defs.push(
      `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB">` +
        `<feTurbulence type="fractalNoise" baseFrequency="${fx} ${fy}" numOctaves="2" seed="${(hashStr(this.name) % 97) + 1}" result="n"/>` +
        `<feDisplacementMap in="SourceGraphic" in2="n" scale="${scale}" xChannelSelector="R" yChannelSelector="G"/>` +
        `<feGaussianBlur stdDeviation=".8 1.6"/></filter>`,
    );
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }

  render(title) {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return (
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" ` +
      `viewBox="0 0 ${this.w} ${this.h}" width="${this.w}" height="${this.h}" preserveAspectRatio="xMidYMid slice" role="img">` +
      `<title>${title}</title>${defs}${this.body.join('')}</svg>\n`
    );
  }
}

// ---------------------------------------------------------------------------
// Sky, light and atmosphere
// ---------------------------------------------------------------------------

function sky(sc, stops, h = sc.h) {
  sc.add(el('rect', { width: sc.w, height: h, fill: sc.lin(stops) }));
}

/** Sun (or moon) disc with a wide soft glow. */
function sun(sc, x, y, r, { core = '#fff6dc', glow = '#ffd27a', glowR = r * 9, glowOp = 0.75, haloOp = 0.35 } = {}) {
  sc.add(
    el('circle', { cx: x, cy: y, r: glowR, fill: sc.rad([[0, glow, glowOp], [0.25, glow, glowOp * 0.45], [1, glow, 0]], x, y, glowR) }),
    el('circle', { cx: x, cy: y, r: r * 2.2, fill: sc.rad([[0, core, haloOp + 0.3], [1, core, 0]], x, y, r * 2.2) }),
    el('circle', { cx: x, cy: y, r, fill: core }),
  );
}

function moon(sc, x, y, r, color = '#f4ead0') {
  sc.add(
    el('circle', { cx: x, cy: y, r: r * 7, fill: sc.rad([[0, color, 0.22], [1, color, 0]], x, y, r * 7) }),
    el('circle', { cx: x, cy: y, r, fill: color }),
    el('circle', { cx: x + r * 0.35, cy: y - r * 0.2, r: r * 0.22, fill: shade(color, 0.08), opacity: 0.5 }),
    el('circle', { cx: x - r * 0.3, cy: y + r * 0.35, r: r * 0.14, fill: shade(color, 0.08), opacity: 0.5 }),
  );
}

function stars(sc, n, { yMax = 500, color = '#fff8e8', x0 = 0, x1 = sc.w, fade = true } = {}) {
  const buckets = [[1.1, 0.55, ''], [2, 0.75, ''], [3.6, 0.95, '']];
  for (let i = 0; i < n; i++) {
    const x = sc.r(x0, x1);
    const y = Math.pow(sc.r(), fade ? 1.6 : 1) * yMax;
    const u = sc.r();
    const b = u < 0.07 ? 2 : u < 0.4 ? 1 : 0;
    buckets[b][2] += `M${Math.round(x)} ${Math.round(y)}h0`;
  }
  for (const [w, op, d] of buckets) if (d) sc.add(el('path', { d, stroke: color, 'stroke-width': w, 'stroke-linecap': 'round', opacity: op }));
  if (buckets[2][2]) sc.add(el('path', { d: buckets[2][2], stroke: color, 'stroke-width': 10, 'stroke-linecap': 'round', opacity: 0.18, filter: sc.blur(3) }));
}

/** Stylised puffy cloud with a flat base. */
function cloud(sc, x, y, w, { fill = '#ffffff', op = 0.8, shadow } = {}) {
  const n = Math.max(3, Math.round(w / 60));
  const xs = [];
  for (let i = 0; i <= n; i++) xs.push(x + (w * i) / n + (i > 0 && i < n ? sc.r(-0.2, 0.2) * (w / n) : 0));
  let d = `M${f(xs[0])} ${f(y)}`;
  for (let i = 0; i < n; i++) {
    const mid = Math.sin(((i + 0.5) / n) * Math.PI);
    const x2 = xs[i + 1];
    const y2 = i + 1 === n ? y : y - mid * w * 0.03 - sc.r(0, w * 0.02);
    const span = Math.hypot(x2 - xs[i], 0) / 2;
    const r = span * (1.0 + 0.25 * mid) + sc.r(0, 6);
    d += `A${f(r)} ${f(r * (0.7 + mid * 0.5))} 0 0 1 ${f(x2)} ${f(y2)}`;
  }
  d += 'Z';
  if (shadow) sc.add(el('path', { d, fill: shadow, opacity: op * 0.6, transform: `translate(0 ${f(w * 0.025)})` }));
  sc.add(el('path', { d, fill, opacity: op }));
}

/** Long thin sunset cloud streaks. */
function streaks(sc, n, { y0, y1, x0 = -100, x1 = sc.w + 100, color, op = 0.5, hMax = 14 }) {
  let d = '';
  for (let i = 0; i < n; i++) {
    const w = sc.r(160, 520);
    const x = sc.r(x0, x1 - w);
    const y = sc.r(y0, y1);
    const h = sc.r(3, hMax);
    d += `M${f(x)} ${f(y)}c${f(w * 0.3)} ${f(-h)} ${f(w * 0.7)} ${f(-h)} ${f(w)} ${f(-h * 0.2)}c${f(-w * 0.3)} ${f(h * 0.9)} ${f(-w * 0.7)} ${f(h * 0.7)} ${f(-w)} ${f(h * 0.2)}Z`;
  }
  sc.add(el('path', { d, fill: color, opacity: op }));
}

/** Horizontal band of mist. */
function mist(sc, y, h, color = '#ffffff', op = 0.6) {
  sc.add(el('rect', { x: -10, y: y - h / 2, width: sc.w + 20, height: h, fill: sc.lin([[0, color, 0], [0.5, color, op], [1, color, 0]]) }));
}

/** Soft blurred mist wisps. */
function wisps(sc, n, { y0, y1, color = '#ffffff', op = 0.35, wMin = 200, wMax = 600 }) {
  let d = '';
  for (let i = 0; i < n; i++) {
    const w = sc.r(wMin, wMax);
    const x = sc.r(-100, sc.w - w + 100);
    const y = sc.r(y0, y1);
    const h = sc.r(10, 28);
    d += `M${f(x)} ${f(y)}a${f(w / 2)} ${f(h)} 0 1 0 ${f(w)} 0a${f(w / 2)} ${f(h)} 0 1 0 ${f(-w)} 0`;
  }
  sc.add(el('path', { d, fill: color, opacity: op, filter: sc.blur(14) }));
}

function vignette(sc, op = 0.45, color = '#0b1410') {
  sc.add(
    el('rect', {
      width: sc.w,
      height: sc.h,
      fill: sc.rad([[0.55, color, 0], [1, color, op]], sc.w / 2, sc.h / 2, Math.hypot(sc.w, sc.h) / 2),
    }),
  );
}

/** Diagonal light rays from a point. */
function rays(sc, x, y, { n = 6, len = 1400, color = '#fff3d0', op = 0.12, a0 = 20, a1 = 80 } = {}) {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = ((a0 + ((a1 - a0) * (i + sc.r(0, 0.6))) / n) * Math.PI) / 180;
    const wa = (sc.r(1.2, 3.5) * Math.PI) / 180;
    d += `M${f(x)} ${f(y)}L${f(x + Math.cos(a - wa) * len)} ${f(y + Math.sin(a - wa) * len)}L${f(x + Math.cos(a + wa) * len)} ${f(y + Math.sin(a + wa) * len)}Z`;
  }
  sc.add(el('path', { d, fill: sc.rad([[0, color, op * 2.2], [1, color, 0]], x, y, len), opacity: 1 }));
}

function glow(sc, x, y, rx, ry, color, op = 0.6) {
  sc.add(
    el('ellipse', {
      cx: x,
      cy: y,
      rx,
      ry,
      fill: sc.rad([[0, color, op], [0.4, color, op * 0.45], [1, color, 0]], 0.5, 0.5, 0.5, { box: true }),
    }),
  );
}

// ---------------------------------------------------------------------------
// Terrain
// ---------------------------------------------------------------------------

/**
 * A mountain range built from "tent" peaks plus fractal noise.
 * peaks: [{x, h, s|sl|sr}] heights measured upward from `base`.
 */
function range(sc, { peaks, base, amp = 22, freq = 1 / 90, oct = 4, step = 6, floor = 0, x0 = -20, x1 = sc.w + 20, bottom = sc.h + 10 }) {
  const nz = sc.noise(oct);
  const maxH = Math.max(...peaks.map((p) => p.h), floor, 1);
  const pts = [];
  for (let x = x0; x <= x1 + 0.01; x += step) {
    let hh = floor;
    for (const p of peaks) {
      const sl = x < p.x ? p.sl ?? p.s ?? 0.7 : p.sr ?? p.s ?? 0.7;
      const dx = Math.abs(x - p.x);
      hh = Math.max(hh, p.h - sl * dx);
    }
    const n = nz(x * freq);
    pts.push([x, base - hh - n * amp * (0.35 + 0.65 * (hh / maxH))]);
  }
  const d = poly(pts, false, true) + `L${f(x1)} ${f(bottom)}L${f(x0)} ${f(bottom)}Z`;
  return { pts, d, peaks, base, bottom, x0, x1 };
}

/** Rolling hills: smooth curve through gently noisy points. */
function hills(sc, { base, amp = 60, freq = 1 / 400, bumps = [], x0 = -40, x1 = sc.w + 40, step = 80, bottom = sc.h + 10, oct = 2 }) {
  const nz = sc.noise(oct);
  const pts = [];
  for (let x = x0; x <= x1 + 0.01; x += step) {
    let y = base - nz(x * freq) * amp;
    for (const b of bumps) y -= b.h * Math.exp(-Math.pow((x - b.x) / b.w, 2));
    pts.push([x, y]);
  }
  const top = smooth(pts);
  const d = top + `L${f(x1)} ${f(bottom)}L${f(x0)} ${f(bottom)}Z`;
  const yAt = (x) => {
    const i = clamp(Math.floor((x - x0) / step), 0, pts.length - 2);
    const t = (x - pts[i][0]) / step;
    // cosine interpolation approximates the spline closely enough for placing things
    const s = (1 - Math.cos(t * Math.PI)) / 2;
    return lerp(pts[i][1], pts[i + 1][1], s);
  };
  return { pts, d, top, yAt, bottom, x0, x1 };
}

function yOn(pts, x) {
  for (let i = 0; i < pts.length - 1; i++) {
    if (x >= pts[i][0] && x <= pts[i + 1][0]) {
      const t = (x - pts[i][0]) / (pts[i + 1][0] - pts[i][0] || 1);
      return lerp(pts[i][1], pts[i + 1][1], t);
    }
  }
  return pts[x < pts[0][0] ? 0 : pts.length - 1][1];
}

/** Draw a mountain range with optional snow caps and shadowed facets. */
function drawRange(sc, R, { fill, snow, snowAlt, snowJag = 18, streak = 45, shadow, shadowOp = 0.35, light = 'left', rim }) {
  const needClip = snow || shadow;
  if (!needClip) {
    sc.add(el('path', { d: R.d, fill }));
    return;
  }
  const pid = sc.id();
  const cid = sc.id();
  sc.defs.push(el('path', { id: pid, d: R.d }), `<clipPath id="${cid}"><use xlink:href="#${pid}"/></clipPath>`);
  sc.add(el('use', { 'xlink:href': '#' + pid, fill }));
  const cp = `url(#${cid})`;
  const parts = [];
  if (snow) {
    const n1 = sc.noise(3);
    const n2 = sc.noise(2);
    const pts = [];
    for (let x = R.x0; x <= R.x1; x += 5) pts.push([x, snowAlt + n1(x / 45) * snowJag + Math.max(0, n2(x / 11)) * streak]);
    parts.push(el('path', { d: poly([[R.x0, -10], ...pts, [R.x1, -10]], true, true), fill: snow }));
  }
  if (shadow) {
    // find real peak tops and the valleys between them
    const tops = R.peaks
      .map((p) => {
        let best = null;
        for (const q of R.pts) if (Math.abs(q[0] - p.x) < 45 && (!best || q[1] < best[1])) best = q;
        return best;
      })
      .filter(Boolean)
      .sort((a, b) => a[0] - b[0]);
    let d = '';
    tops.forEach((top, i) => {
      // skip hidden peaks
      if (top[1] > yOn(R.pts, top[0]) + 1) return;
      const dir = light === 'left' ? 1 : -1;
      const nb = light === 'left' ? tops[i + 1] : tops[i - 1];
      let vx = nb ? nb[0] : dir > 0 ? R.x1 + 40 : R.x0 - 40;
      let vy = R.bottom;
      if (nb) {
        let worst = -Infinity;
        for (const q of R.pts) {
          if ((q[0] - top[0]) * dir > 0 && (nb[0] - q[0]) * dir > 0 && q[1] > worst) {
            worst = q[1];
            vx = q[0];
          }
        }
        vy = worst;
      }
      const crest = [[top[0], top[1] - 3]];
      let x = top[0];
      let y = top[1];
      const drift = sc.r(-0.15, 0.35) * dir;
      while (y < R.bottom) {
        y += sc.r(14, 30);
        x += (y - top[1] > 0 ? drift * 22 : 0) + sc.r(-9, 9);
        crest.push([x, y]);
      }
      // gully from the valley floor back down to the bottom of the layer
      const gully = [[vx, vy - 2]];
      let gx = vx;
      let gy = vy;
      const gd = sc.r(-0.5, 0.2) * dir;
      while (gy < R.bottom) {
        gy += sc.r(14, 30);
        gx += gd * 20 + sc.r(-7, 7);
        gully.push([gx, gy]);
      }
      crest.push(...gully.reverse(), [vx, vy - 2], [vx, top[1] - 5]);
      d += poly(crest, true, true);
    });
    parts.push(el('path', { d, fill: shadow, opacity: shadowOp }));
  }
  if (rim) parts.push(el('path', { d: poly(R.pts), fill: 'none', stroke: rim, 'stroke-width': 2, opacity: 0.5 }));
  sc.add(el('g', { 'clip-path': cp }, parts.join('')));
}

// ---------------------------------------------------------------------------
// Vegetation
// ---------------------------------------------------------------------------

/** Define reusable tree shapes (unit height 100, base at 0,0) once per scene. */
function treeDefs(sc) {
  if (sc.cache.has('trees')) return sc.cache.get('trees');
  const ids = { pine: [], round: [], cypress: [], tall: [] };
  const defs = [];
  // Pines: tiered conifers, lit half in currentColor.
  for (let v = 0; v < 3; v++) {
    const tiers = sc.ri(7, 10);
    const maxW = sc.r(17, 23);
    const right = [[0, -100]];
    const left = [[0, -100]];
    for (let i = 0; i < tiers; i++) {
      const t = (i + 1) / tiers;
      const y = -100 + 92 * Math.pow(t, 0.92);
      const wR = maxW * (0.18 + 0.82 * t) * sc.r(0.8, 1.12);
      const wL = maxW * (0.18 + 0.82 * t) * sc.r(0.8, 1.12);
      const notch = i < tiers - 1 ? 0.42 : 0.1;
      right.push([wR, y + 1.5], [wR * notch, y - 2.5]);
      left.push([-wL, y + 1.5], [-wL * notch, y - 2.5]);
    }
    right[right.length - 1] = [1.4, -6];
    left[left.length - 1] = [-1.4, -6];
    const outline = [...left, [-1.4, 0], [1.4, 0], ...right.slice().reverse()];
    const id = sc.id();
    defs.push(
      el('g', { id }, el('path', { d: poly(outline, true) }) + el('path', { d: poly([...left, [-1.4, 0], [0, 0], [0, -100]], true), fill: 'currentColor' })),
    );
    ids.pine.push(id);
  }
  // Round-crowned broadleaf trees (trunk + clustered canopy).
  for (let v = 0; v < 3; v++) {
    const id = sc.id();
    let trunk = 'M-2.4 0L-1.2 -52L-9 -66L-7.8 -67L-1 -58L0 -72L1 -58L8 -68L9.2 -66.5L1.4 -52L2.4 0Z';
    let blobs = '';
    let lit = '';
    const cl = sc.ri(6, 9);
    for (let i = 0; i < cl; i++) {
      const a = (i / cl) * Math.PI * 2;
      const cx = Math.cos(a) * sc.r(9, 16);
      const cy = -76 + Math.sin(a) * sc.r(7, 12);
      const r = sc.r(9, 14);
      const c = `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
      blobs += c;
      if (cx < 2 && cy < -74) lit += c;
    }
    blobs += 'M-14 -78a14 14 0 1 0 28 0a14 14 0 1 0 -28 0';
    defs.push(el('g', { id }, el('path', { d: trunk + blobs }) + el('path', { d: lit, fill: 'currentColor' })));
    ids.round.push(id);
  }
  // Tall columnar cypress.
  for (let v = 0; v < 2; v++) {
    const id = sc.id();
    const L = [[0, -100]];
    const R2 = [];
    const steps = 14;
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const y = -100 + 96 * t;
      const w = 9 * Math.sin(Math.pow(t, 0.75) * Math.PI * 0.92) + 1;
      L.push([-w * sc.r(0.85, 1.1), y]);
      R2.push([w * sc.r(0.85, 1.1), y]);
    }
    const outline = [...L, [-1.2, -4], [-1.2, 0], [1.2, 0], [1.2, -4], ...R2.reverse()];
    defs.push(
      el('g', { id }, el('path', { d: smooth(outline, true, 0.6) }) + el('path', { d: smooth([...L, [0, -4]], true, 0.6), fill: 'currentColor' })),
    );
    ids.cypress.push(id);
  }
  // Tall eucalyptus / grevillea: slender trunk, high airy canopy.
  for (let v = 0; v < 3; v++) {
    const id = sc.id();
    const lean = sc.r(-3, 3);
    let d = `M-1.8 0C-1.2 -30 ${f(lean - 1)} -50 ${f(lean - 0.6)} -72L${f(lean + 0.6)} -72C${f(lean + 1)} -50 1.2 -30 1.8 0Z`;
    d += `M${f(lean * 0.6)} -48l-12 -14l1 -1l12 12ZM${f(lean * 0.7)} -56l11 -12l1 1l-11 13Z`;
    let lit = '';
    const cl = sc.ri(7, 11);
    for (let i = 0; i < cl; i++) {
      const cx = lean + sc.r(-16, 16);
      const cy = sc.r(-98, -64);
      const rx = sc.r(6, 11);
      const ry = rx * sc.r(0.55, 0.8);
      const c = `M${f(cx - rx)} ${f(cy)}a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0`;
      d += c;
      if (cy < -80 && cx < lean + 4) lit += c;
    }
    defs.push(el('g', { id }, el('path', { d }) + el('path', { d: lit, fill: 'currentColor' })));
    ids.tall.push(id);
  }
  sc.defs.push(...defs);
  sc.cache.set('trees', ids);
  return ids;
}

/** Place one tree from the shared shapes. */
function tree(sc, kind, x, y, size, fill, lit, { flip = false, v } = {}) {
  const ids = treeDefs(sc);
  const list = ids[kind];
  const id = v === undefined ? sc.pick(list) : list[v % list.length];
  const s = size / 100;
  return el('use', {
    'xlink:href': '#' + id,
    transform: `translate(${f(x)} ${f(y)}) scale(${f(flip ? -s : s)} ${f(s)})`,
    fill,
    color: lit || fill,
  });
}

/** A band of trees scattered along a ground line. */
function forestBand(sc, { kind = 'pine', x0 = -40, x1 = sc.w + 40, yAt, gap = [18, 40], size = [60, 110], fill, lit, jitterY = 8, skip }) {
  const items = [];
  for (let x = x0; x < x1; x += sc.r(gap[0], gap[1])) {
    if (skip && skip(x)) continue;
    const k = Array.isArray(kind) ? sc.pick(kind) : kind;
    items.push([x, yAt(x) + sc.r(0, jitterY), sc.r(size[0], size[1]), k]);
  }
  items.sort((a, b) => a[1] - b[1]);
  sc.add(items.map(([x, y, s, k]) => tree(sc, k, x, y, s, fill, lit, { flip: sc.r() < 0.5 })).join(''));
}

/** Cheap distant treeline silhouette: spiky (conifer) or bumpy (broadleaf). */
function treeline(sc, { yAt, x0 = -20, x1 = sc.w + 20, h = [16, 34], fill, spiky = true, bottom = sc.h + 10, op }) {
  const pts = [];
  let x = x0;
  if (spiky) {
    while (x < x1) {
      const w = sc.r(7, 15);
      const hh = sc.r(h[0], h[1]);
      const y = yAt(x + w / 2);
      pts.push([x, y - hh * 0.25], [x + w / 2, y - hh], [x + w, y - hh * sc.r(0.15, 0.35)]);
      x += w * sc.r(0.6, 0.95);
    }
    sc.add(el('path', { d: poly(pts, false, true) + `L${f(x1)} ${f(bottom)}L${f(x0)} ${f(bottom)}Z`, fill, opacity: op }));
  } else {
    let d = `M${f(x0)} ${f(bottom)}L${f(x0)} ${f(yAt(x0) - h[0])}`;
    while (x < x1) {
      const w = sc.r(14, 34);
      const hh = sc.r(h[0], h[1]);
      const y = yAt(x + w);
      d += `Q${f(x + w / 2)} ${f(y - hh * 1.6)} ${f(x + w)} ${f(y - hh * sc.r(0.35, 0.7))}`;
      x += w;
    }
    d += `L${f(x)} ${f(bottom)}Z`;
    sc.add(el('path', { d, fill, opacity: op }));
  }
}

/** Tea-plantation rows following a hill's top curve, clipped to the hill. */
function teaRows(sc, hill, { rows = 14, bush = '#3f7a2e', hi = '#7fb24a', path = '#8a7a4a', bottom = sc.h, depth = 1, x0 = -40, x1 = sc.w + 40, tilt = 0 }) {
  const cp = sc.clip(hill.d);
  const parts = [el('path', { d: hill.d, fill: path })];
  let dBush = '';
  const widths = [];
  for (let i = 0; i < rows; i++) {
    const t0 = Math.pow((i + 0.5) / rows, 1.6 / depth);
    const pts = [];
    for (let x = x0; x <= x1; x += 40) {
      const top = hill.yAt(x);
      const y = lerp(top, bottom, t0) + Math.sin(x / 260 + i * 0.3) * tilt * t0;
      pts.push([x, y]);
    }
    const t1 = Math.pow((i + 1.5) / rows, 1.6 / depth);
    const gap = (t1 - t0) * (bottom - hill.yAt(sc.w / 2));
    const w = Math.max(2.2, gap * 0.78);
    widths.push(w);
    parts.push(
      el('path', {
        d: smooth(pts),
        fill: 'none',
        stroke: bush,
        'stroke-width': w,
        'stroke-linecap': 'round',
        'stroke-dasharray': w > 7 ? `0 ${f(w * 0.62)}` : undefined,
      }),
    );
    if (w > 5) {
      const hp = pts.map(([x, y]) => [x, y - w * 0.22]);
      parts.push(
        el('path', {
          d: smooth(hp),
          fill: 'none',
          stroke: hi,
          'stroke-width': w * 0.45,
          'stroke-linecap': 'round',
          'stroke-dasharray': w > 7 ? `0 ${f(w * 0.62)}` : undefined,
          opacity: 0.75,
        }),
      );
    }
  }
  void dBush;
  sc.add(el('g', { 'clip-path': cp }, parts.join('')));
}

// ---------------------------------------------------------------------------
// Architecture (oblique projection: front face + one receding side)
// ---------------------------------------------------------------------------

const WARM = ['#fff1c4', '#ffc86b', '#f39a3d'];

function winFill(sc, lit, skyColor = '#9fb6c8') {
  return lit
    ? sc.lin([[0, WARM[0]], [0.55, WARM[1]], [1, WARM[2]]])
    : sc.lin([[0, tint(skyColor, 0.35)], [0.5, skyColor], [1, shade(skyColor, 0.45)]]);
}

/**
 * Gabled building.  Local origin = front-left ground corner; the side wall
 * recedes along (dx, dy) to the right.  Returns an SVG <g> string.
 */
function house(sc, o) {
  const {
    x, y, s = 1, w, h, rh, dx = 90, dy = -26, ov = 12, fo = 6, bo = 4, mirror = false,
    wall, wallSide, roofL, roofR, fascia = '#2a1f18', fw = 7, front = '', side = '', extra = '', under = '', chimney, base,
  } = o;
  const D = Math.hypot(dx, dy);
  const kf = fo / D;
  const kb = bo / D;
  const F = (p) => [p[0] - dx * kf, p[1] - dy * kf];
  const B = (p) => [p[0] + dx * (1 + kb), p[1] + dy * (1 + kb)];
  const R = [w / 2, -h - rh];
  const L = Math.hypot(w / 2, rh);
  const ux = w / 2 / L;
  const uy = rh / L;
  const ER = [w + ux * ov, -h + uy * ov];
  const EL = [-ux * ov, -h + uy * ov];
  const g = [];
  g.push(under);
  // side wall + eave shadow
  g.push(el('path', { d: poly([[w, 0], [w + dx, dy], [w + dx, dy - h], [w, -h]], true), fill: wallSide }));
  if (base) g.push(el('path', { d: poly([[w, 0], [w + dx, dy], [w + dx, dy - base.h], [w, -base.h]], true), fill: base.side }));
  g.push(`<g transform="matrix(${f(dx / D)} ${f(dy / D)} 0 1 ${f(w)} 0)">${side}</g>`);
  g.push(el('path', { d: poly([[w, -h], [w + dx, dy - h], [w + dx, dy - h + 14], [w, -h + 14]], true), fill: '#000', opacity: 0.28 }));
  // chimney behind the ridge line (drawn before right roof plane)
  let chim = '';
  if (chimney) {
    const t = chimney.t ?? 0.6;
    const cw = chimney.w ?? 16;
    const ch = chimney.h ?? 40;
    const px = R[0] + dx * t + ux * chimney.off;
    const py = R[1] + dy * t + uy * chimney.off;
    chim =
      el('rect', { x: px - cw / 2, y: py - ch, width: cw, height: ch + 12, fill: chimney.fill }) +
      el('rect', { x: px + cw * 0.1, y: py - ch, width: cw * 0.4, height: ch + 12, fill: '#000', opacity: 0.22 }) +
      el('rect', { x: px - cw / 2 - 2, y: py - ch - 4, width: cw + 4, height: 6, fill: shade(chimney.fill, 0.3) });
    if (chimney.smoke) o.smokeAt = [px, py - ch - 4];
  }
  // roof planes
  g.push(el('path', { d: poly([F(EL), F(R), B(R), B(EL)], true), fill: roofL }));
  if (chimney && (chimney.off ?? 0) < 0) g.push(chim);
  g.push(el('path', { d: poly([F(R), B(R), B(ER), F(ER)], true), fill: roofR }));
  g.push(el('path', { d: poly([B(ER), F(ER)]), stroke: shade(roofR, 0.45), 'stroke-width': 3, fill: 'none' }));
  if (chimney && (chimney.off ?? 0) >= 0) g.push(chim);
  // front wall
  g.push(el('path', { d: poly([[0, 0], [w, 0], [w, -h], R, [0, -h]], true), fill: wall }));
  if (base) g.push(el('rect', { x: 0, y: -base.h, width: w, height: base.h, fill: base.fill }));
  g.push(front);
  // soffit shadow under fascia
  const a = fw * 1.6;
  g.push(el('path', { d: poly([[0, -h], R, [w, -h], [w - a * 1.3, -h], [R[0], R[1] + a * 1.9], [a * 1.3, -h]], true), fill: '#000', opacity: 0.22 }));
  g.push(el('path', { d: poly([F(EL), F(R), F(ER)]), fill: 'none', stroke: fascia, 'stroke-width': fw, 'stroke-linejoin': 'miter', 'stroke-linecap': 'square' }));
  g.push(extra);
  const sx = mirror ? -s : s;
  return {
    svg: el('g', { transform: `translate(${f(x)} ${f(y)}) scale(${f(sx)} ${f(s)})` }, g.join('')),
    smoke: o.smokeAt ? [x + o.smokeAt[0] * sx, y + o.smokeAt[1] * s] : null,
    ridge: [x + R[0] * sx, y + R[1] * s],
  };
}

/** Mullioned window (or glass door) in local coordinates. */
function win(x, y, w, h, fill, { frame = '#2a1f18', fw = 3, cols = 2, rows = 2, sill = true } = {}) {
  let s = el('rect', { x, y, width: w, height: h, fill });
  let d = '';
  for (let i = 1; i < cols; i++) d += `M${f(x + (w * i) / cols)} ${f(y)}v${f(h)}`;
  for (let j = 1; j < rows; j++) d += `M${f(x)} ${f(y + (h * j) / rows)}h${f(w)}`;
  s += el('path', { d, stroke: frame, 'stroke-width': fw * 0.7, fill: 'none' });
  s += el('rect', { x, y, width: w, height: h, fill: 'none', stroke: frame, 'stroke-width': fw });
  if (sill) s += el('rect', { x: x - 3, y: y + h, width: w + 6, height: 4, fill: frame });
  return s;
}

/** Horizontal plank lines across a rect region. */
function planks(x, y, w, h, gap, color = '#000', op = 0.12) {
  let d = '';
  for (let yy = y + gap; yy < y + h; yy += gap) d += `M${f(x)} ${f(yy)}h${f(w)}`;
  return el('path', { d, stroke: color, 'stroke-width': 1.2, opacity: op, fill: 'none' });
}

/** Rising chimney smoke. */
function smoke(sc, x, y, { len = 160, color = '#e8e4dc', op = 0.35, drift = 60, width = 10 } = {}) {
  const pts = [];
  for (let i = 0; i <= 6; i++) {
    const t = i / 6;
    pts.push([x + Math.sin(t * 5 + sc.r(0, 1)) * 8 * t + drift * t * t, y - len * t]);
  }
  sc.add(
    el('path', {
      d: smooth(pts),
      fill: 'none',
      stroke: sc.lin([[0, color, op], [1, color, 0]], { x1: 0, y1: 1, x2: 0, y2: 0 }),
      'stroke-width': width,
      'stroke-linecap': 'round',
      filter: sc.blur(width * 0.5),
    }),
  );
}

/** A-frame cabin with a glazed gable and a deck. */
function aFrame(sc, { x, y, s = 1, lit = true, snow = false, mirror = false, wood = '#8a5a36', roof = '#3b2a22', skyColor = '#8aa0b8', deck = true, smokeOn = true }) {
  const w = 260;
  const h = 14;
  const rh = 290;
  const gl = winFill(sc, lit, skyColor);
  const apexY = -h - rh;
  const gx = (t) => (w / 2) * (t); // half-width of gable at height fraction
  void gx;
  // glazing triangle
  const g0 = [w * 0.16, 0];
  const g1 = [w * 0.84, 0];
  const g2 = [w / 2, apexY + rh * 0.2];
  let front = el('path', { d: poly([[0, 0], [w, 0], [w / 2, apexY]], true), fill: wood });
  let pl = '';
  for (let yy = -10; yy > apexY + 6; yy -= 11) {
    const half = (w / 2) * (yy - apexY) / -apexY;
    pl += `M${f(w / 2 - half)} ${yy}H${f(w / 2 + half)}`;
  }
  front += el('path', { d: pl, stroke: '#000', 'stroke-width': 1.2, opacity: 0.12 });
  front += el('path', { d: poly([g0, g1, g2], true), fill: gl });
  if (lit) {
    const hw = (yy) => w * 0.34 * (1 - yy / g2[1]);
    front += el('path', { d: poly([[w / 2 - hw(-118), -118], [w / 2 + hw(-118), -118], [w / 2 + hw(-104), -104], [w / 2 - hw(-104), -104]], true), fill: '#5a3520', opacity: 0.55 });
    front += el('path', { d: `M${f(w * 0.3)} -104v-30h10v30Z`, fill: '#6b3f22', opacity: 0.35 });
  }
  let m = '';
  for (const fx of [0.33, 0.5, 0.67]) m += `M${f(w * fx)} 0V${f(lerp(0, g2[1], 1 - Math.abs(fx - 0.5) / 0.34))}`;
  for (const hy of [-70, -150, -215]) {
    const t = hy / g2[1];
    const half = (w * 0.34) * (1 - t);
    m += `M${f(w / 2 - half)} ${hy}H${f(w / 2 + half)}`;
  }
  front += el('path', { d: m, stroke: '#2a1c14', 'stroke-width': 4, fill: 'none' });
  front += el('path', { d: poly([g0, g1, g2], true), stroke: '#2a1c14', 'stroke-width': 6, fill: 'none' });
  const roofL = snow ? '#f4f6fa' : tint(roof, 0.12);
  const roofR = snow ? '#c9d3e2' : roof;
  let under = '';
  if (deck) {
    // deck platform toward the viewer
    const dd = 46;
    const A = [-40, 0];
    const Bp = [w + 80, 0];
    const Cp = [w + 80 - 90 * 0.55, dd];
    const Dp = [-40 - 90 * 0.55, dd];
    under += el('path', { d: poly([A, Bp, Cp, Dp], true), fill: shade(wood, 0.15) });
  }
  const res = house(sc, {
    x, y, s, w, h, rh, dx: 110, dy: -30, ov: 18, fo: 10, mirror,
    wall: wood, wallSide: shade(wood, 0.42), roofL, roofR, fascia: '#2a1c14', fw: 9,
    front, under,
    side: el('rect', { x: 0, y: -h, width: 120, height: h, fill: shade(wood, 0.5) }),
    chimney: { t: 0.55, off: 70, w: 16, h: 34, fill: '#4a4440', smoke: smokeOn },
  });
  let out = res.svg;
  if (deck) {
    // railing at deck front edge (in the same transform)
    const dd = 46;
    const x0 = -40 - 90 * 0.55;
    const x1 = w + 80 - 90 * 0.55;
    let r = el('rect', { x: x0, y: dd, width: x1 - x0, height: 12, fill: shade(wood, 0.35) });
    let posts = '';
    for (let px = x0; px <= x1 + 1; px += 24) posts += `M${f(px)} ${f(dd)}v-34`;
    r += el('path', { d: posts, stroke: shade(wood, 0.3), 'stroke-width': 3 });
    r += el('path', { d: `M${f(x0)} ${f(dd - 34)}H${f(x1)}L${f(x1 + 90 * 0.55)} ${f(-34)}`, stroke: shade(wood, 0.2), 'stroke-width': 5, fill: 'none' });
    out += el('g', { transform: `translate(${f(x)} ${f(y)}) scale(${f(mirror ? -s : s)} ${f(s)})` }, r);
  }
  if (lit) {
    const cx = x + (mirror ? -1 : 1) * (w / 2) * s;
    out = el('ellipse', { cx, cy: y - 60 * s, rx: 260 * s, ry: 200 * s, fill: sc.rad([[0, '#ffb85c', 0.35], [1, '#ffb85c', 0]], 0.5, 0.5, 0.5, { box: true }) }) + out;
    out += el('ellipse', { cx, cy: y + 40 * s, rx: 240 * s, ry: 50 * s, fill: sc.rad([[0, '#ffc070', 0.35], [1, '#ffc070', 0]], 0.5, 0.5, 0.5, { box: true }) });
  }
  return { svg: out, smoke: res.smoke };
}


/** Collect everything drawn by fn into a reusable group (for reflections). */
function capture(sc, fn, show = true) {
  const start = sc.body.length;
  fn();
  const parts = sc.body.splice(start);
  const id = sc.id();
  sc.defs.push(el('g', { id }, parts.join('')));
  if (show) sc.add(el('use', { 'xlink:href': '#' + id }));
  return id;
}

const useRef = (id) => el('use', { 'xlink:href': '#' + id });

/**
 * Water surface from y = wy to the bottom: base gradient, rippled mirror
 * image of group `id`, darkening toward the viewer, and shimmer strokes.
 */
function water(sc, id, wy, { refl = [], top = '#6f8fb0', bottom = '#1c2c40', op = 0.55, ripple = 12, shimmer = '#ffffff', shimmerOp = 0.35, glintX, glint = '#ffe2a8', lines = 60, y1 = sc.h, clipD } = {}) {
  const cd = clipD || `M-10 ${f(wy)}H${sc.w + 10}V${f(y1 + 10)}H-10Z`;
  const cp = sc.clip(cd);
  const parts = [];
  parts.push(el('rect', { x: -10, y: wy, width: sc.w + 20, height: y1 - wy + 10, fill: sc.lin([[0, top], [1, bottom]]) }));
  if (id) parts.push(el('use', { 'xlink:href': '#' + id, transform: `matrix(1 0 0 -1 0 ${f(2 * wy)})`, opacity: op, filter: sc.ripple(ripple) }));
  for (const r of refl) {
    const c2 = sc.clip(`M-10 ${f(r.axis)}H${sc.w + 10}V${f(y1 + 10)}H-10Z`);
    parts.push(el('g', { 'clip-path': c2 }, el('use', { 'xlink:href': '#' + r.id, transform: `matrix(1 0 0 -1 0 ${f(2 * r.axis)})`, opacity: r.op ?? op, filter: sc.ripple(ripple) })));
  }
  parts.push(el('rect', { x: -10, y: wy, width: sc.w + 20, height: y1 - wy + 10, fill: sc.lin([[0, bottom, 0], [0.5, bottom, 0.25], [1, bottom, 0.7]]) }));
  let d = '';
  let g = '';
  for (let i = 0; i < lines; i++) {
    const t = Math.pow(sc.r(), 1.5);
    const y = wy + 3 + t * (y1 - wy);
    const len = 20 + t * 160 * sc.r(0.3, 1);
    const x = sc.r(-50, sc.w);
    d += `M${Math.round(x)} ${Math.round(y)}h${Math.round(len)}`;
  }
  parts.push(el('path', { d, stroke: shimmer, 'stroke-width': 1.6, opacity: shimmerOp, 'stroke-linecap': 'round' }));
  if (glintX !== undefined) {
    for (let i = 0; i < 46; i++) {
      const t = Math.pow(sc.r(), 1.3);
      const y = wy + 2 + t * (y1 - wy) * 0.9;
      const spread = 30 + t * 260;
      const len = 8 + t * 90 * sc.r(0.4, 1);
      const x = glintX + sc.r(-spread, spread) - len / 2;
      g += `M${Math.round(x)} ${Math.round(y)}h${Math.round(len)}`;
    }
    parts.push(el('path', { d: g, stroke: glint, 'stroke-width': 2.4, opacity: 0.75, 'stroke-linecap': 'round' }));
  }
  sc.add(el('g', { 'clip-path': cp }, parts.join('')));
}

/** Timber lodge: big glazed gable, long side with windows, stone base. */
function lodge(sc, { x, y, s = 1, lit = true, mirror = false, wood = '#6e4a30', roof = '#39322e', stone = '#8b8378', skyColor = '#8ea8c0', snow = false, wing = true }) {
  const w = 300;
  const h = 130;
  const rh = 120;
  const dx = 300;
  const dy = -52;
  const D = Math.hypot(dx, dy);
  const gl = winFill(sc, lit, skyColor);
  const frame = '#22170f';
  let front = '';
  // vertical board lines
  let vb = '';
  for (let bx = 12; bx < w; bx += 12) vb += `M${bx} 0V${f(-h - rh * (1 - Math.abs(bx - w / 2) / (w / 2)))}`;
  front += el('path', { d: vb, stroke: '#000', 'stroke-width': 1.2, opacity: 0.12 });
  front += win(40, -h + 18, w - 80, h - 44, gl, { frame, fw: 5, cols: 4, rows: 1, sill: false });
  const tri = [[70, -h - 8], [w - 70, -h - 8], [w / 2, -h - rh + 36]];
  front += el('path', { d: poly(tri, true), fill: gl, stroke: frame, 'stroke-width': 5 });
  front += el('path', { d: `M${w / 2} ${-h - 8}V${-h - rh + 40}`, stroke: frame, 'stroke-width': 4 });
  if (lit) front += el('rect', { x: 70, y: -h + 70, width: 60, height: 34, fill: '#7a4a26', opacity: 0.35 });
  let side = '';
  for (let u = 30; u < D - 40; u += 70) side += win(u, -h + 30, 44, 62, gl, { frame, fw: 4, cols: 1, rows: 2 });
  side += planks(0, -h, D, h - 24, 10, '#000', 0.12);
  let under = '';
  let out = '';
  if (wing) {
    const wg = house(sc, {
      x: 0, y: 0, w: 170, h: 100, rh: 60, dx: 150, dy: -26, ov: 10,
      wall: shade(wood, 0.05), wallSide: shade(wood, 0.4), roofL: snow ? '#eef2f7' : tint(roof, 0.1), roofR: snow ? '#c4cfdc' : roof, fascia: frame, fw: 6,
      front: win(30, -80, 110, 52, gl, { frame, fw: 4, cols: 3, rows: 1 }) + planks(0, -100, 170, 90, 10, '#000', 0.1),
      base: { h: 22, fill: stone, side: shade(stone, 0.35) },
    });
    under = `<g transform="translate(-150 -8)">${wg.svg}</g>`;
  }
  const res = house(sc, {
    x, y, s, w, h, rh, dx, dy, ov: 20, fo: 14, bo: 8, mirror,
    wall: wood, wallSide: shade(wood, 0.42), roofL: snow ? '#f2f5f9' : tint(roof, 0.14), roofR: snow ? '#c6d0de' : roof, fascia: frame, fw: 10,
    front, side, under,
    base: { h: 24, fill: stone, side: shade(stone, 0.35) },
    chimney: { t: 0.55, off: 60, w: 30, h: 56, fill: stone, smoke: true },
  });
  out += res.svg;
  if (lit) {
    const cx = x + (mirror ? -1 : 1) * w * 0.7 * s;
    out = el('ellipse', { cx, cy: y - 80 * s, rx: 420 * s, ry: 240 * s, fill: sc.rad([[0, '#ffb85c', 0.28], [1, '#ffb85c', 0]], 0.5, 0.5, 0.5, { box: true }) }) + out;
  }
  return { svg: out, smoke: res.smoke };
}

/** Simple timber dock with posts, running from the shore toward the viewer. */
function dock(sc, { x, y, len = 320, w = 40, wood = '#5a3d28', angle = 0.35 }) {
  // a platform in gentle oblique perspective
  const ax = x;
  const ay = y;
  const bx = x - len * Math.cos(angle);
  const by = y + len * Math.sin(angle);
  const top = [[ax, ay], [ax + w, ay], [bx + w * 1.4, by], [bx, by]];
  let s = '';
  let posts = '';
  for (let i = 0; i <= 5; i++) {
    const t = i / 5;
    const px = lerp(ax, bx, t);
    const py = lerp(ay, by, t);
    const pw = lerp(4, 8, t);
    posts += el('rect', { x: px - pw / 2, y: py, width: pw, height: lerp(14, 40, t), fill: shade(wood, 0.45) });
    posts += el('rect', { x: px + lerp(w, w * 1.4, t) - pw / 2, y: py, width: pw, height: lerp(14, 40, t), fill: shade(wood, 0.45) });
  }
  s += posts;
  s += el('path', { d: poly(top, true), fill: wood });
  s += el('path', { d: poly([[bx, by], [bx + w * 1.4, by], [bx + w * 1.4, by + 8], [bx, by + 8]], true), fill: shade(wood, 0.35) });
  let lines = '';
  for (let i = 1; i < 16; i++) {
    const t = i / 16;
    lines += `M${f(lerp(ax, bx, t))} ${f(lerp(ay, by, t))}L${f(lerp(ax + w, bx + w * 1.4, t))} ${f(lerp(ay, by, t))}`;
  }
  s += el('path', { d: lines, stroke: shade(wood, 0.35), 'stroke-width': 1.2, opacity: 0.6 });
  return s;
}

/** Small rowing boat seen from the side. */
function boat(x, y, s = 1, { hull = '#e9e1cf', trim = '#8c2f2a', inside = '#5a3d28', flip = false } = {}) {
  const b =
    el('path', { d: 'M-70 -14C-40 -10 40 -10 74 -18L64 2C40 10 -40 10 -60 2Z', fill: hull }) +
    el('path', { d: 'M-70 -14C-40 -10 40 -10 74 -18L72 -12C40 -5 -40 -5 -68 -9Z', fill: trim }) +
    el('path', { d: 'M-60 -14C-30 -16 30 -17 66 -19C30 -13 -30 -12 -60 -14Z', fill: inside }) +
    el('path', { d: 'M-8 -16L40 -34', stroke: '#4a3323', 'stroke-width': 2.5 });
  return el('g', { transform: `translate(${f(x)} ${f(y)}) scale(${f(flip ? -s : s)} ${f(s)})` }, b);
}


/** Stone cottage with slate roof, chimney and flower boxes. */
function cottage(sc, { x, y, s = 1, lit = true, mirror = false, stone = '#b7a58c', roof = '#4a4f5a', skyColor = '#9db1c4', door = '#3e5a45' }) {
  const w = 190;
  const h = 118;
  const rh = 96;
  const dx = 230;
  const dy = -40;
  const D = Math.hypot(dx, dy);
  const gl = winFill(sc, lit, skyColor);
  const frame = '#f1ead9';
  // irregular stone courses
  const stones = (x0, y0, ww, hh, seed) => {
    let d = '';
    let yy = y0 + 4;
    let row = 0;
    while (yy < y0 + hh - 6) {
      let xx = x0 + (row % 2 ? 10 : 0) + 3;
      const sh = 9 + ((seed + row * 7) % 5);
      while (xx < x0 + ww - 8) {
        const sw = 16 + ((xx * 13 + row * 7 + seed) % 17);
        d += `M${f(xx)} ${f(yy)}h${f(Math.min(sw, x0 + ww - xx - 3))}v${sh}h${f(-Math.min(sw, x0 + ww - xx - 3))}Z`;
        xx += sw + 3;
      }
      yy += sh + 3;
      row++;
    }
    return d;
  };
  let front = el('path', { d: stones(0, -h, w, h, 3), fill: '#000', opacity: 0.1 });
  // gable shingles
  front += el('path', { d: poly([[0, -h], [w, -h], [w / 2, -h - rh]], true), fill: shade(stone, 0.1) });
  front += el('rect', { x: w / 2 - 26, y: -74, width: 52, height: 74, rx: 0, fill: door });
  front += el('path', { d: `M${w / 2 - 26} -74a26 26 0 0 1 52 0Z`, fill: door });
  front += el('path', { d: `M${w / 2 - 33} -74a33 33 0 0 1 66 0`, stroke: shade(stone, 0.35), 'stroke-width': 7, fill: 'none' });
  front += el('circle', { cx: w / 2 + 14, cy: -36, r: 3, fill: '#d8b56a' });
  front += win(w / 2 - 16, -h - rh * 0.62, 32, 34, gl, { frame, fw: 3, cols: 2, rows: 2, sill: false });
  front += el('circle', { cx: w / 2 + 46, cy: -8, r: 9, fill: '#4f6b3b' }) + el('circle', { cx: w / 2 - 46, cy: -8, r: 9, fill: '#4f6b3b' });
  let side = el('path', { d: stones(0, -h, D, h, 7), fill: '#000', opacity: 0.12 });
  for (const u of [40, 140]) {
    side += win(u, -h + 34, 50, 56, gl, { frame, fw: 4, cols: 2, rows: 2 });
    side += el('rect', { x: u - 4, y: -h + 94, width: 58, height: 12, fill: '#5a3d28' });
    side += el('path', { d: `M${u - 2} ${-h + 94}q6 -10 12 0q6 -12 12 0q6 -9 12 0q6 -12 12 0q6 -9 6 0`, fill: '#c2566a' });
  }
  const res = house(sc, {
    x, y, s, w, h, rh, dx, dy, ov: 14, fo: 10, mirror,
    wall: stone, wallSide: shade(stone, 0.38), roofL: tint(roof, 0.15), roofR: roof, fascia: '#2b2a2c', fw: 7,
    front, side,
    chimney: { t: 0.8, off: -8, w: 26, h: 52, fill: shade(stone, 0.15), smoke: true },
  });
  let out = res.svg;
  if (lit) out = el('ellipse', { cx: x + (mirror ? -1 : 1) * w * s, cy: y - 60 * s, rx: 330 * s, ry: 180 * s, fill: sc.rad([[0, '#ffb85c', 0.3], [1, '#ffb85c', 0]], 0.5, 0.5, 0.5, { box: true }) }) + out;
  return { svg: out, smoke: res.smoke };
}

/** Colonial tea-estate villa: cream walls, terracotta roof, deep verandah. */
function villa(sc, { x, y, s = 1, lit = false, mirror = false, wall = '#efe4cc', roof = '#a5503b', skyColor = '#a9c3d6', shutter = '#3f5f48' }) {
  const w = 200;
  const h = 140;
  const rh = 80;
  const dx = 520;
  const dy = -60;
  const D = Math.hypot(dx, dy);
  const gl = winFill(sc, lit, skyColor);
  const frame = '#ffffff';
  let front = win(w / 2 - 30, -h + 30, 60, 70, gl, { frame, fw: 4, cols: 2, rows: 3 });
  front += el('rect', { x: w / 2 - 48, y: -h + 30, width: 14, height: 70, fill: shutter }) + el('rect', { x: w / 2 + 34, y: -h + 30, width: 14, height: 70, fill: shutter });
  front += el('circle', { cx: w / 2, cy: -h - rh * 0.45, r: 14, fill: gl, stroke: frame, 'stroke-width': 4 });
  // verandah along the long side
  let side = el('rect', { x: 0, y: -h + 26, width: D, height: h - 26, fill: '#000', opacity: 0.22 });
  for (let u = 40; u < D - 60; u += 92) {
    side += el('rect', { x: u + 18, y: -h + 50, width: 44, height: 80, fill: gl });
    side += el('path', { d: `M${u + 40} ${-h + 50}v80M${u + 18} ${-h + 90}h44`, stroke: '#fff', 'stroke-width': 3 });
  }
  side += el('rect', { x: 0, y: -h + 16, width: D, height: 14, fill: '#fff' });
  let cols = '';
  for (let u = 10; u <= D - 4; u += 46) cols += `M${f(u)} ${-h + 28}V0`;
  side += el('path', { d: cols, stroke: '#fbf8f0', 'stroke-width': 8 });
  side += el('path', { d: `M0 ${-h + 96}H${f(D)}`, stroke: '#fbf8f0', 'stroke-width': 3 });
  let bal = '';
  for (let u = 6; u < D; u += 9) bal += `M${f(u)} ${-h + 96}V-4`;
  side += el('path', { d: bal, stroke: '#fbf8f0', 'stroke-width': 2, opacity: 0.8 });
  side += el('rect', { x: 0, y: -10, width: D, height: 10, fill: '#cbbfa8' });
  // bougainvillea at the corner
  let bg = '';
  for (let i = 0; i < 26; i++) {
    const bx = sc.r(-10, 40);
    const by = sc.r(-h - 10, -20);
    const r = sc.r(5, 13);
    bg += `M${f(bx - r)} ${f(by)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
  }
  side += el('path', { d: bg, fill: '#b8407a', opacity: 0.9 });
  const res = house(sc, {
    x, y, s, w, h, rh, dx, dy, ov: 26, fo: 12, bo: 12, mirror,
    wall, wallSide: shade(wall, 0.2), roofL: tint(roof, 0.12), roofR: shade(roof, 0.1), fascia: '#f7f2e6', fw: 8,
    front, side,
    chimney: { t: 0.3, off: 40, w: 22, h: 40, fill: '#d9ccb2' },
  });
  let out = res.svg;
  if (lit) out = el('ellipse', { cx: x + (mirror ? -1 : 1) * (w + dx / 2) * s, cy: y - 70 * s, rx: 520 * s, ry: 200 * s, fill: sc.rad([[0, '#ffb85c', 0.3], [1, '#ffb85c', 0]], 0.5, 0.5, 0.5, { box: true }) }) + out;
  return { svg: out };
}

/** Modern glass-and-timber lodge: two cantilevered boxes with flat roofs. */
function modernLodge(sc, { x, y, s = 1, lit = true, mirror = false, wood = '#7b5637', dark = '#2c2a28', skyColor = '#9ab0c6', deckLen = 200 }) {
  const gl = winFill(sc, lit, skyColor);
  const box = (bx, by, w, h, dx, dy, opts = {}) => {
    const D = Math.hypot(dx, dy);
    let g = '';
    g += el('path', { d: poly([[bx + w, by], [bx + w + dx, by + dy], [bx + w + dx, by + dy - h], [bx + w, by - h]], true), fill: shade(wood, 0.45) });
    let side = '';
    for (let u = 20; u < D - 30; u += 60) side += el('rect', { x: u, y: -h + 18, width: 40, height: h - 36, fill: gl });
    side += planks(0, -h, D, h, 9, '#000', 0.15);
    g += `<g transform="matrix(${f(dx / D)} ${f(dy / D)} 0 1 ${f(bx + w)} ${f(by)})">${side}</g>`;
    g += el('rect', { x: bx, y: by - h, width: w, height: h, fill: opts.front || wood });
    g += opts.glass ? win(bx + 14, by - h + 14, w - 28, h - 24, gl, { frame: dark, fw: 4, cols: Math.round(w / 60), rows: 1, sill: false }) : '';
    // roof slab (visible top + thick edge)
    const o = 12;
    g += el('path', { d: poly([[bx - o, by - h], [bx + w + o, by - h], [bx + w + o + dx, by - h + dy], [bx - o + dx, by - h + dy]], true), fill: opts.roof || '#d9d2c4' });
    g += el('rect', { x: bx - o, y: by - h - 2, width: w + 2 * o, height: 12, fill: dark });
    g += el('path', { d: poly([[bx + w + o, by - h - 2], [bx + w + o + dx, by - h - 2 + dy], [bx + w + o + dx, by - h + 10 + dy], [bx + w + o, by - h + 10]], true), fill: shade(dark, 0.3) });
    return g;
  };
  let g = '';
  // stone plinth
  g += el('path', { d: poly([[-20, 0], [380, 0], [380 + 160, -40], [540, 30], [380, 70], [-20, 70]], true), fill: '#6d665d' });
  g += box(0, 0, 380, 120, 160, -40, { glass: true });
  g += box(120, -120, 300, 100, 140, -35, { glass: true, front: shade(wood, 0.1) });
  // deck with glass balustrade
  g += el('path', { d: poly([[-deckLen, 0], [0, 0], [0, 16], [-deckLen, 16]], true), fill: shade(wood, 0.3) });
  g += el('path', { d: poly([[-deckLen, 0], [0, 0], [60, -20], [-deckLen + 60, -20]], true), fill: tint(wood, 0.1) });
  g += el('rect', { x: -deckLen, y: -44, width: deckLen, height: 44, fill: '#dfeaf0', opacity: 0.22 });
  g += el('path', { d: `M${-deckLen} -44H0`, stroke: dark, 'stroke-width': 3 });
  g += el('path', { d: `M${-deckLen} 16V${60}M${-deckLen / 2} 16V${60}`, stroke: dark, 'stroke-width': 8 });
  let out = el('g', { transform: `translate(${f(x)} ${f(y)}) scale(${f(mirror ? -s : s)} ${f(s)})` }, g);
  if (lit) out = el('ellipse', { cx: x + (mirror ? -1 : 1) * 220 * s, cy: y - 100 * s, rx: 520 * s, ry: 260 * s, fill: sc.rad([[0, '#ffb85c', 0.3], [1, '#ffb85c', 0]], 0.5, 0.5, 0.5, { box: true }) }) + out;
  return { svg: out };
}

/** Barrel sauna with stovepipe. */
function sauna(sc, { x, y, s = 1, wood = '#9a6a40', lit = true, mirror = false }) {
  const r = 70;
  const dx = 150;
  const dy = -34;
  const D = Math.hypot(dx, dy);
  const nx = -dy / D;
  const ny = dx / D;
  let g = '';
  const C = [0, -r];
  const Cb = [dx, -r + dy];
  g += el('circle', { cx: Cb[0], cy: Cb[1], r, fill: shade(wood, 0.5) });
  g += el('path', { d: poly([[C[0] + nx * r, C[1] - ny * r], [Cb[0] + nx * r, Cb[1] - ny * r], [Cb[0] - nx * r, Cb[1] + ny * r], [C[0] - nx * r, C[1] + ny * r]], true), fill: shade(wood, 0.3) });
  let staves = '';
  for (let a = -170; a <= 10; a += 14) {
    const rad = (a * Math.PI) / 180;
    const px = C[0] + Math.cos(rad) * r;
    const py = C[1] + Math.sin(rad) * r;
    staves += `M${f(px)} ${f(py)}l${f(dx)} ${f(dy)}`;
  }
  g += el('path', { d: staves, stroke: '#000', 'stroke-width': 1.4, opacity: 0.25 });
  for (const t of [0.15, 0.85]) g += el('path', { d: `M${f(C[0] + dx * t + nx * r)} ${f(C[1] + dy * t - ny * r)}l${f(-2 * nx * r)} ${f(2 * ny * r)}`, stroke: '#2b2b2b', 'stroke-width': 4, opacity: 0.7 });
  // stovepipe
  g += el('rect', { x: dx * 0.7 - 6, y: -2 * r + dy * 0.7 - 50, width: 12, height: 56, fill: '#2b2b2b' });
  g += el('circle', { cx: C[0], cy: C[1], r, fill: wood });
  g += el('circle', { cx: C[0], cy: C[1], r: r - 6, fill: 'none', stroke: shade(wood, 0.3), 'stroke-width': 2 });
  g += el('path', { d: `M-22 0V-68a22 22 0 0 1 44 0V0Z`, fill: shade(wood, 0.35) });
  g += el('path', { d: `M-14 -52a14 14 0 0 1 28 0v22h-28Z`, fill: winFill(sc, lit) });
  g += el('rect', { x: -r, y: -4, width: dx + 2 * r * 0.4, height: 6, fill: '#2b2b2b', opacity: 0.4 });
  const out = el('g', { transform: `translate(${f(x)} ${f(y)}) scale(${f(mirror ? -s : s)} ${f(s)})` }, g);
  return { svg: out, pipe: [x + (mirror ? -1 : 1) * dx * 0.7 * s, y + (-2 * r + dy * 0.7 - 50) * s] };
}

/** Rounded river stone with a highlight. */
function stone(sc, x, y, rx, ry, color = '#7d7a72') {
  const pts = [];
  const n = 9;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = sc.r(0.82, 1.08);
    pts.push([x + Math.cos(a) * rx * k, y + Math.min(Math.sin(a) * ry * k, ry * 0.45)]);
  }
  const d = smooth(pts, true);
  return (
    el('path', { d, fill: color }) +
    el('path', { d, fill: sc.rad([[0, '#ffffff', 0.35], [0.6, '#ffffff', 0], [1, '#000', 0.25]], 0.35, 0.2, 0.8, { box: true }) })
  );
}

/** Campfire with stones, logs, layered flames and sparks. */
function campfire(sc, x, y, s = 1) {
  let g = '';
  g += el('ellipse', { cx: 0, cy: 0, rx: 520, ry: 220, fill: sc.rad([[0, '#ff9a3c', 0.45], [0.35, '#ff8a2c', 0.2], [1, '#ff7a20', 0]], 0.5, 0.5, 0.5, { box: true }) });
  g += el('ellipse', { cx: 0, cy: 0, rx: 80, ry: 22, fill: '#241a14' });
  g += el('path', { d: 'M-60 4L50 -18L56 -8L-54 14ZM-50 -16L58 6L52 16L-56 -6Z', fill: '#4a2f1e' });
  g += el('path', { d: 'M-44 -2C-44 -40 -20 -50 -14 -96C0 -60 10 -70 8 -120C30 -80 40 -60 44 -20C46 -8 40 0 30 4Z', fill: '#e8591f' });
  g += el('path', { d: 'M-30 0C-30 -30 -12 -40 -8 -74C4 -50 14 -56 14 -86C30 -56 30 -30 30 -6Z', fill: '#ff9a2e' });
  g += el('path', { d: 'M-16 0C-16 -20 -4 -26 0 -50C8 -34 18 -30 16 0Z', fill: '#ffe27a' });
  let st = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    g += el('ellipse', { cx: Math.cos(a) * 82, cy: Math.sin(a) * 24 + 4, rx: 17, ry: 10, fill: i < 6 ? '#6e6258' : '#8a7b6c' });
  }
  for (let i = 0; i < 26; i++) st += `M${f(sc.r(-60, 60))} ${f(-60 - Math.pow(sc.r(), 1.4) * 260)}h0`;
  g += el('path', { d: st, stroke: '#ffd27a', 'stroke-width': 3.2, 'stroke-linecap': 'round', opacity: 0.85 });
  return el('g', { transform: `translate(${f(x)} ${f(y)}) scale(${f(s)})` }, g);
}

// ----- People and animals (stroke-built silhouettes, facing right) --------

function stroke(d, w, color, extra = {}) {
  return el('path', { d, fill: 'none', stroke: color, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra });
}

/** Striding hiker, feet at (0,0), ~100 units tall. */
function hiker(x, y, s, color, { pack = true, stick = false, hat = false, stride = 1, flip = false } = {}) {
  let g = '';
  if (pack) g += el('rect', { x: -13, y: -80, width: 11, height: 26, rx: 4, fill: color });
  g += stroke(`M3 -50L${f(8 + 6 * stride)} -26L${f(12 * stride + 4)} -2`, 7.5, color);
  g += stroke(`M-1 -50L${f(-6 * stride)} -26L${f(-13 * stride)} -4`, 7.5, color);
  g += stroke('M1 -50L3 -78', 13, color);
  g += stroke(`M4 -76L${f(10 * stride)} -60L${f(15 * stride)} -50`, 5, color);
  g += stroke(`M0 -76L${f(-8 * stride)} -60L${f(-12 * stride)} -52`, 5, color);
  g += el('circle', { cx: 5, cy: -91, r: 7, fill: color });
  if (hat) g += el('path', { d: 'M-5 -94h20v-3h-4v-6h-12v6h-4Z', fill: color });
  if (stick) g += stroke(`M${f(15 * stride)} -52L${f(22 * stride + 4)} 0`, 2, color);
  return el('g', { transform: `translate(${f(x)} ${f(y)}) scale(${f(flip ? -s : s)} ${f(s)})` }, g);
}

/** Cyclist on a bicycle, wheels touching y=0. */
function cyclist(x, y, s, color, { flip = false } = {}) {
  let g = '';
  g += el('circle', { cx: -34, cy: -22, r: 21, fill: 'none', stroke: color, 'stroke-width': 3.5 });
  g += el('circle', { cx: 34, cy: -22, r: 21, fill: 'none', stroke: color, 'stroke-width': 3.5 });
  g += stroke('M-34 -22L-6 -22L-12 -48M-34 -22L-12 -48L26 -46L34 -22M26 -46L-6 -22M24 -46L22 -56L30 -56', 3, color);
  g += stroke('M-16 -50L-6 -52', 4, color);
  g += stroke('M-12 -54L14 -74', 13, color);
  g += stroke('M14 -72L24 -60L28 -56', 5, color);
  g += stroke('M-10 -52L8 -40L-2 -20', 7, color);
  g += stroke('M-10 -52L4 -34L12 -24', 6.5, color);
  g += el('circle', { cx: 22, cy: -84, r: 7.5, fill: color });
  g += el('path', { d: 'M13 -86a10 9 0 0 1 19 -2l-2 2z', fill: color });
  return el('g', { transform: `translate(${f(x)} ${f(y)}) scale(${f(flip ? -s : s)} ${f(s)})` }, g);
}

/** Canoe with one paddler (facing right), waterline at y=0. */
function canoe(x, y, s, { hull = '#a8542f', person = '#1d2328', flip = false, paddle = true } = {}) {
  let g = '';
  g += el('path', { d: 'M-120 -16C-80 4 80 4 120 -16C110 0 80 10 0 10C-80 10 -110 0 -120 -16Z', fill: hull });
  g += el('path', { d: 'M-120 -16C-80 4 80 4 120 -16C80 -2 -80 -2 -120 -16Z', fill: shade(hull, 0.35) });
  g += el('path', { d: 'M-116 -14C-80 2 80 2 116 -14', fill: 'none', stroke: tint(hull, 0.35), 'stroke-width': 2 });
  g += stroke('M-6 -6L-2 -40', 14, person);
  g += el('circle', { cx: 0, cy: -52, r: 8, fill: person });
  if (paddle) {
    g += stroke('M-30 -66L40 18', 3, '#3a2a1c');
    g += el('ellipse', { cx: 40, cy: 22, rx: 5, ry: 14, transform: 'rotate(-40 40 22)', fill: '#3a2a1c' });
    g += stroke('M-2 -34L14 -24L20 -8M-2 -36L-14 -44L-20 -52', 4.5, person);
  }
  return el('g', { transform: `translate(${f(x)} ${f(y)}) scale(${f(flip ? -s : s)} ${f(s)})` }, g);
}

/** Perched bird silhouette (turaco-like crest, long tail), perch at (0,0). */
function perchedBird(x, y, s, color, { flip = false } = {}) {
  const d =
    'M-4 0C-14 -6 -20 -20 -16 -34C-12 -48 2 -56 14 -54C20 -62 30 -64 36 -60L44 -58L36 -54C36 -46 30 -40 22 -36C22 -22 16 -8 4 -2L-30 40L-36 38Z' +
    'M16 -56C12 -66 16 -74 22 -78C22 -72 26 -68 30 -66Z';
  const g = el('path', { d, fill: color }) + stroke('M-2 0L-6 8M4 -2L2 8', 2.5, color);
  return el('g', { transform: `translate(${f(x)} ${f(y)}) scale(${f(flip ? -s : s)} ${f(s)})` }, g);
}

/** Flying birds (simple gull-wing strokes). */
function flock(sc, n, x0, y0, x1, y1, color, w = 2.2) {
  let d = '';
  for (let i = 0; i < n; i++) {
    const x = sc.r(x0, x1);
    const y = sc.r(y0, y1);
    const k = sc.r(5, 11);
    d += `M${f(x - k)} ${f(y - k * 0.3)}q${f(k * 0.5)} ${f(-k * 0.5)} ${f(k)} ${f(k * 0.3)}q${f(k * 0.5)} ${f(-k * 0.8)} ${f(k)} ${f(-k * 0.3)}`;
  }
  sc.add(el('path', { d, fill: 'none', stroke: color, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
}

/** Winding band (river or path) from a far point to the foreground. */
function winding(sc, { pts, w0, w1, close = false }) {
  // pts: centre line from far (index 0) to near; width grows from w0 to w1.
  const L = [];
  const R = [];
  pts.forEach((p, i) => {
    const t = i / (pts.length - 1);
    const ww = lerp(w0, w1, Math.pow(t, 1.6));
    const q = pts[Math.min(i + 1, pts.length - 1)];
    const o = pts[Math.max(i - 1, 0)];
    const ax = q[0] - o[0];
    const ay = q[1] - o[1];
    const len = Math.hypot(ax, ay) || 1;
    // use mostly horizontal offsets so bands read as ground-plane shapes
    const nx = -ay / len;
    const ny = ax / len;
    const hx = lerp(nx, Math.sign(nx || 1), 0.6);
    const hy = ny * 0.25;
    L.push([p[0] - hx * ww / 2, p[1] - hy * ww / 2]);
    R.push([p[0] + hx * ww / 2, p[1] + hy * ww / 2]);
  });
  void close;
  return { d: smooth([...L, ...R.reverse()], true, 0.9), L, R: R.reverse() };
}

// ---------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------

const IMAGES = [];
function image(file, title, draw, opts) {
  IMAGES.push({ file, title, draw, opts });
}

// ----- Alpine retreat -------------------------------------------------------

image('alpine-retreat-1.svg', 'Timber A-frame cabin with warmly lit windows among snowy peaks and pines at dusk', (sc) => {
  sky(sc, [[0, '#121a33'], [0.38, '#2f3561'], [0.6, '#8a5a7e'], [0.74, '#d98b7c'], [0.86, '#f3b985']], 700);
  stars(sc, 110, { yMax: 380 });
  sun(sc, 1130, 600, 18, { core: '#ffe3b0', glow: '#ffb27a', glowR: 520, glowOp: 0.55 });
  streaks(sc, 7, { y0: 360, y1: 480, color: '#f2a58a', op: 0.35 });
  const far = range(sc, { base: 640, peaks: [{ x: 220, h: 300, s: 0.95 }, { x: 640, h: 430, s: 0.85 }, { x: 930, h: 320, s: 0.9 }, { x: 1390, h: 380, s: 0.8 }], floor: 60, amp: 26 });
  drawRange(sc, far, { fill: '#5a5f8c', snow: '#f3d9e0', snowAlt: 320, shadow: '#1c1d44', shadowOp: 0.45 });
  mist(sc, 610, 90, '#e9b7a8', 0.35);
  const mid = range(sc, { base: 720, peaks: [{ x: 80, h: 260, s: 0.9 }, { x: 460, h: 210, s: 0.75 }, { x: 1120, h: 250, s: 0.8 }, { x: 1560, h: 230, s: 0.9 }], floor: 50, amp: 20 });
  drawRange(sc, mid, { fill: '#3d4270', snow: '#dcd3ea', snowAlt: 525, shadow: '#141536', shadowOp: 0.5 });
  mist(sc, 700, 70, '#c9a3b4', 0.3);
  const hl = hills(sc, { base: 770, amp: 30, bumps: [{ x: 300, h: 40, w: 300 }] });
  sc.add(el('path', { d: hl.d, fill: '#202743' }));
  treeline(sc, { yAt: hl.yAt, fill: '#1a2038', h: [20, 44] });
  const ground = hills(sc, { base: 850, amp: 18, bumps: [{ x: 760, h: 40, w: 500 }] });
  sc.add(el('path', { d: ground.d, fill: sc.lin([[0, '#c9c6dc'], [0.35, '#9a9cc0'], [1, '#5c6290']]) }));
  forestBand(sc, { x0: -30, x1: 470, yAt: (x) => ground.yAt(x) - 4, size: [90, 170], fill: '#151b30', lit: '#242c4a', gap: [22, 44] });
  forestBand(sc, { x0: 1080, x1: 1640, yAt: (x) => ground.yAt(x) - 4, size: [90, 180], fill: '#151b30', lit: '#242c4a', gap: [22, 44] });
  const cab = aFrame(sc, { x: 640, y: 846, s: 0.95, lit: true, snow: true, wood: '#7a4e30', skyColor: '#7d83b0' });
  sc.add(cab.svg);
  if (cab.smoke) smoke(sc, cab.smoke[0], cab.smoke[1], { len: 200, drift: -60, color: '#d8cfe0' });
  sc.add(tree(sc, 'pine', 70, 1020, 520, '#0c1122', '#1a2038'), tree(sc, 'pine', 1500, 1030, 600, '#0c1122', '#1a2038', { flip: true }));
  vignette(sc, 0.5, '#0a0c1c');
});

image('alpine-retreat-2.svg', 'Alpine A-frame cabin on a pine-covered slope with soft morning mist drifting between mountain ridges', (sc) => {
  sky(sc, [[0, '#7fa3c4'], [0.45, '#c9d6e0'], [0.7, '#f2e2cf'], [1, '#f7e8d4']], 760);
  sun(sc, 300, 430, 34, { core: '#fffaf0', glow: '#ffe6bf', glowR: 700, glowOp: 0.8, haloOp: 0.5 });
  const far = range(sc, { base: 560, peaks: [{ x: 760, h: 420, s: 0.75 }, { x: 1150, h: 330, s: 0.8 }, { x: 1520, h: 280, s: 0.8 }, { x: 360, h: 250, s: 0.8 }], floor: 40, amp: 26 });
  drawRange(sc, far, { fill: '#a9b9cc', snow: '#fbfcfe', snowAlt: 290, shadow: '#6d7f9c', shadowOp: 0.55 });
  mist(sc, 520, 140, '#f6efe6', 0.85);
  const r2 = range(sc, { base: 640, peaks: [{ x: 120, h: 200, s: 0.6 }, { x: 640, h: 150, s: 0.5 }, { x: 1300, h: 210, s: 0.55 }], floor: 40, amp: 18, freq: 1 / 140 });
  drawRange(sc, r2, { fill: '#7f97a6' });
  treeline(sc, { yAt: (x) => yOn(r2.pts, x) + 6, fill: '#7690a0', h: [10, 22] });
  mist(sc, 620, 120, '#f4efe8', 0.8);
  const r3 = hills(sc, { base: 720, amp: 40, bumps: [{ x: 1350, h: 110, w: 360 }, { x: 200, h: 40, w: 300 }] });
  sc.add(el('path', { d: r3.d, fill: '#58776f' }));
  treeline(sc, { yAt: (x) => r3.yAt(x) + 4, fill: '#4d6b64', h: [22, 46] });
  wisps(sc, 8, { y0: 680, y1: 740, color: '#ffffff', op: 0.45 });
  const g = hills(sc, { base: 880, amp: 24, bumps: [{ x: 1060, h: 170, w: 420 }] });
  sc.add(el('path', { d: g.d, fill: sc.lin([[0, '#6f8f62'], [0.5, '#4f6d48'], [1, '#344b35']]) }));
  forestBand(sc, { x0: 1240, x1: 1640, yAt: (x) => g.yAt(x) - 2, size: [110, 200], fill: '#2d4536', lit: '#4b6b4c', gap: [24, 40] });
  const cab = aFrame(sc, { x: 950, y: g.yAt(1080) + 6, s: 0.62, lit: false, snow: false, wood: '#9a6a42', roof: '#3a3330', skyColor: '#b9c9d6', smokeOn: true });
  sc.add(cab.svg);
  if (cab.smoke) smoke(sc, cab.smoke[0], cab.smoke[1], { len: 140, drift: 50, color: '#ffffff', op: 0.5, width: 7 });
  forestBand(sc, { x0: -40, x1: 420, yAt: (x) => g.yAt(x) + 20, size: [140, 260], fill: '#23372c', lit: '#3f5e45', gap: [26, 48] });
  rays(sc, 300, 430, { n: 7, a0: 5, a1: 60, op: 0.07, len: 1600 });
  // meadow flowers
  let fl = '';
  for (let i = 0; i < 90; i++) fl += `M${Math.round(sc.r(380, 1300))} ${Math.round(sc.r(900, 1000))}h0`;
  sc.add(el('path', { d: fl, stroke: '#f1e3b0', 'stroke-width': 4, 'stroke-linecap': 'round', opacity: 0.7 }));
  vignette(sc, 0.3, '#1b2a24');
});

image('alpine-retreat-3.svg', 'Inside a timber A-frame: armchairs by a crackling stone fireplace beneath a tall glass gable framing snowy peaks at dusk', (sc) => {
  // the view through the glass
  sky(sc, [[0, '#1d2547'], [0.4, '#4a4a7a'], [0.62, '#b07388'], [0.78, '#eaa683']], 720);
  stars(sc, 50, { yMax: 300, x0: 420, x1: 1180 });
  const far = range(sc, { base: 620, peaks: [{ x: 620, h: 330, s: 0.9 }, { x: 980, h: 380, s: 0.85 }, { x: 1250, h: 260, s: 0.9 }], floor: 40, amp: 22 });
  drawRange(sc, far, { fill: '#55598a', snow: '#f5dbe2', snowAlt: 330, shadow: '#1e1f48', shadowOp: 0.45 });
  mist(sc, 600, 80, '#e6b2a8', 0.35);
  const mid = hills(sc, { base: 700, amp: 30 });
  sc.add(el('path', { d: mid.d, fill: '#262c4c' }));
  treeline(sc, { yAt: mid.yAt, fill: '#1c2140', h: [24, 50] });
  // interior shell
  const apex = [800, -260];
  const bl = [330, 790];
  const br = [1270, 790];
  const xAt = (p, y) => apex[0] + ((p[0] - apex[0]) * (y - apex[1])) / (p[1] - apex[1]);
  const wood = '#6d4328';
  const leftWall = [[-10, -10], [xAt(bl, -10), -10], bl, [-10, 1010]];
  const rightWall = [[sc.w + 10, -10], [xAt(br, -10), -10], br, [sc.w + 10, 1010]];
  sc.add(el('path', { d: poly(leftWall, true), fill: sc.lin([[0, '#4a2c1a'], [1, '#8a5634']], { x1: 0, y1: 0, x2: 1, y2: 0 }) }));
  sc.add(el('path', { d: poly(rightWall, true), fill: sc.lin([[0, '#9a6038'], [1, '#5a3520']], { x1: 0, y1: 0, x2: 1, y2: 0 }) }));
  // planks converging toward the apex
  let pl = '';
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    pl += `M${f(lerp(xAt(bl, -10), -10, t))} -10L${f(lerp(bl[0], -10, Math.pow(t, 0.7)))} ${f(lerp(790, 1010, Math.pow(t, 0.7)))}`;
    pl += `M${f(lerp(xAt(br, -10), sc.w + 10, t))} -10L${f(lerp(br[0], sc.w + 10, Math.pow(t, 0.7)))} ${f(lerp(790, 1010, Math.pow(t, 0.7)))}`;
  }
  sc.add(el('path', { d: pl, stroke: '#2a160c', 'stroke-width': 2, opacity: 0.35 }));
  // floor
  sc.add(el('path', { d: poly([bl, br, [sc.w + 10, 1010], [-10, 1010]], true), fill: sc.lin([[0, '#5e3a22'], [1, '#8d5a36']]) }));
  let fb = '';
  for (let i = -10; i <= 10; i++) fb += `M${f(800 + i * 47)} 790L${f(800 + i * 160)} 1010`;
  sc.add(el('path', { d: fb, stroke: '#3a2214', 'stroke-width': 1.5, opacity: 0.4 }));
  // window frame: mullions
  let m = '';
  for (const fx of [565, 800, 1035]) m += `M${fx} 790V${f(fx === 800 ? -10 : apex[1] + ((790 - apex[1]) * Math.abs(fx - 800)) / 470)}`;
  for (const hy of [240, 520]) m += `M${f(xAt(bl, hy))} ${hy}H${f(xAt(br, hy))}`;
  sc.add(el('path', { d: m, stroke: '#2b1a10', 'stroke-width': 12 }));
  sc.add(el('path', { d: poly([[xAt(bl, -10), -10], bl, br, [xAt(br, -10), -10]]), fill: 'none', stroke: '#2b1a10', 'stroke-width': 26 }));
  sc.add(el('rect', { x: 318, y: 786, width: 964, height: 16, fill: '#2b1a10' }));
  // rug
  sc.add(el('ellipse', { cx: 760, cy: 905, rx: 420, ry: 70, fill: '#d8c8a8' }), el('ellipse', { cx: 760, cy: 905, rx: 380, ry: 56, fill: 'none', stroke: '#a98d62', 'stroke-width': 4 }));
  // fireplace on the right: stone chimney breast with firebox
  const fx = 1300;
  let stones = '';
  for (let y = 0; y < 1000; y += 34) {
    for (let x = fx + (y % 68 ? 0 : 24); x < fx + 300; x += 52) stones += `M${x + 3} ${y + 3}h44v28h-44Z`;
  }
  sc.add(el('rect', { x: fx, y: -10, width: 300, height: 1020, fill: '#8d8276' }), el('path', { d: stones, fill: '#a79b8c', opacity: 0.55 }));
  sc.add(el('rect', { x: fx, y: -10, width: 300, height: 1020, fill: sc.lin([[0, '#000', 0.45], [0.4, '#000', 0.05], [1, '#000', 0.3]], { x1: 0, y1: 0, x2: 1, y2: 0 }) }));
  sc.add(el('rect', { x: fx - 20, y: 600, width: 340, height: 26, fill: '#5a4636' }));
  sc.add(el('path', { d: `M${fx + 50} 860V700a100 70 0 0 1 200 0V860Z`, fill: '#1a110c' }));
  sc.add(el('rect', { x: fx - 30, y: 860, width: 360, height: 40, fill: '#6f6458' }));
  const fire = campfire(sc, fx + 150, 846, 0.9);
  sc.add(fire);
  // warm light spilling into the room
  sc.add(el('ellipse', { cx: fx + 100, cy: 840, rx: 900, ry: 420, fill: sc.rad([[0, '#ff9a45', 0.35], [0.5, '#ff8a35', 0.1], [1, '#ff8a35', 0]], 0.5, 0.5, 0.5, { box: true }) }));
  // armchairs seen from behind
  const chair = (cx, cy, sz, col) => {
    let g = el('path', { d: 'M-80 0V-120C-80 -150 -60 -160 0 -160C60 -160 80 -150 80 -120V0Z', fill: col });
    g += el('path', { d: 'M-100 0V-70C-100 -86 -84 -92 -74 -86V0ZM100 0V-70C100 -86 84 -92 74 -86V0Z', fill: shade(col, 0.25) });
    g += el('path', { d: 'M-80 -120C-80 -150 -60 -160 0 -160C60 -160 80 -150 80 -120', fill: 'none', stroke: tint(col, 0.25), 'stroke-width': 6 });
    g += el('rect', { x: -96, y: 0, width: 10, height: 22, fill: '#2a1a10' }) + el('rect', { x: 86, y: 0, width: 10, height: 22, fill: '#2a1a10' });
    return el('g', { transform: `translate(${cx} ${cy}) scale(${sz})` }, g);
  };
  sc.add(chair(560, 930, 1.05, '#c4a47c'), chair(930, 940, 1.15, '#8f3f2f'));
  // throw blanket and side table with a lamp glow
  sc.add(el('path', { d: 'M860 800C900 790 960 795 1000 805L1010 870L850 880Z', fill: '#d9cdb3', opacity: 0.9 }));
  sc.add(el('rect', { x: 700, y: 860, width: 90, height: 8, fill: '#2a1a10' }), el('rect', { x: 740, y: 868, width: 10, height: 70, fill: '#2a1a10' }));
  sc.add(el('path', { d: 'M722 860l6 -24h24l6 24Z', fill: '#efe2c4' }));
  glow(sc, 740, 840, 90, 60, '#ffd28a', 0.6);
  // pendant lamp
  sc.add(el('path', { d: 'M560 -10V180', stroke: '#1a110c', 'stroke-width': 2 }), el('path', { d: 'M530 210a30 30 0 0 1 60 0Z', fill: '#2b1a10' }));
  glow(sc, 560, 230, 120, 90, '#ffcf85', 0.55);
  vignette(sc, 0.55, '#120a06');
});

image('alpine-retreat-4.svg', 'Steaming cedar hot tub on a snowy timber deck overlooking mountain peaks at twilight, lanterns glowing', (sc) => {
  sky(sc, [[0, '#15213f'], [0.4, '#35497a'], [0.65, '#7d7fa8'], [0.8, '#d7a3a1'], [0.9, '#f0c39e']], 700);
  stars(sc, 80, { yMax: 320 });
  moon(sc, 1260, 150, 26);
  const far = range(sc, { base: 600, peaks: [{ x: 460, h: 360, s: 0.85 }, { x: 900, h: 300, s: 0.8 }, { x: 1300, h: 400, s: 0.9 }], floor: 50, amp: 24 });
  drawRange(sc, far, { fill: '#6470a0', snow: '#eef0fa', snowAlt: 330, shadow: '#222a55', shadowOp: 0.5, light: 'right' });
  mist(sc, 590, 70, '#e5c0bc', 0.35);
  const mid = range(sc, { base: 660, peaks: [{ x: 200, h: 160, s: 0.6 }, { x: 1000, h: 140, s: 0.6 }], floor: 40, amp: 14 });
  drawRange(sc, mid, { fill: '#39466f', snow: '#c8cde4', snowAlt: 540, shadow: '#1a2244', shadowOp: 0.4, light: 'right' });
  const hl = hills(sc, { base: 700, amp: 20 });
  sc.add(el('path', { d: hl.d, fill: '#1f2a48' }));
  treeline(sc, { yAt: hl.yAt, fill: '#18213c', h: [20, 44] });
  // deck in perspective
  const vp = [800, 560];
  const deckTop = 690;
  sc.add(el('path', { d: `M-10 ${deckTop}H1610V1010H-10Z`, fill: sc.lin([[0, '#4b3324'], [1, '#7a5236']]) }));
  let boards = '';
  for (let i = -26; i <= 26; i++) {
    const xb = 800 + i * 90;
    const t = (deckTop - vp[1]) / (1010 - vp[1]);
    boards += `M${f(lerp(vp[0], xb, t))} ${deckTop}L${f(xb)} 1010`;
  }
  sc.add(el('path', { d: boards, stroke: '#2d1d13', 'stroke-width': 2, opacity: 0.5 }));
  // snow along the railing and the deck edge
  sc.add(el('path', { d: `M-10 ${deckTop}H1610V${deckTop + 16}C1200 ${deckTop + 24} 400 ${deckTop + 20} -10 ${deckTop + 14}Z`, fill: '#dfe3f0', opacity: 0.9 }));
  // railing
  let rail = '';
  for (let x = -10; x <= 1610; x += 64) rail += `M${x} ${deckTop}V${deckTop - 70}`;
  sc.add(el('path', { d: rail, stroke: '#2a1b12', 'stroke-width': 7 }));
  sc.add(el('rect', { x: -10, y: deckTop - 80, width: 1620, height: 14, fill: '#3a2619' }), el('rect', { x: -10, y: deckTop - 86, width: 1620, height: 6, fill: '#e8ebf5' }));
  // hot tub
  const tx = 820;
  const ty = 820;
  sc.add(el('ellipse', { cx: tx, cy: ty + 96, rx: 330, ry: 40, fill: '#000', opacity: 0.3 }));
  sc.add(el('path', { d: `M${tx - 300} ${ty}V${ty + 90}A300 50 0 0 0 ${tx + 300} ${ty + 90}V${ty}Z`, fill: sc.lin([[0, '#8a5a36'], [0.5, '#b07a4a'], [1, '#6a4228']], { x1: 0, y1: 0, x2: 1, y2: 0 }) }));
  let staves = '';
  for (let i = -9; i <= 9; i++) {
    const a = (i / 10) * (Math.PI / 2);
    const xx = tx + Math.sin(a) * 300;
    staves += `M${f(xx)} ${f(ty + Math.cos(a) * 50)}V${f(ty + 90 + Math.cos(a) * 50)}`;
  }
  sc.add(el('path', { d: staves, stroke: '#3d2616', 'stroke-width': 2, opacity: 0.45 }));
  sc.add(el('path', { d: `M${tx - 300} ${ty + 30}A300 50 0 0 0 ${tx + 300} ${ty + 30}M${tx - 300} ${ty + 75}A300 50 0 0 0 ${tx + 300} ${ty + 75}`, stroke: '#2b2b2b', 'stroke-width': 6, fill: 'none' }));
  sc.add(el('ellipse', { cx: tx, cy: ty, rx: 300, ry: 50, fill: '#6b4429' }), el('ellipse', { cx: tx, cy: ty + 4, rx: 282, ry: 42, fill: sc.rad([[0, '#b7f0ff'], [0.5, '#55c0d8'], [1, '#1f6f8a']], 0.5, 0.5, 0.5, { box: true }) }));
  glow(sc, tx, ty, 420, 140, '#7fe0f0', 0.35);
  // steam
  let st = '';
  for (let i = 0; i < 7; i++) {
    const x = tx + sc.r(-220, 220);
    st += `M${f(x)} ${ty}c${f(sc.r(-30, 30))} -60 ${f(sc.r(-40, 40))} -110 ${f(sc.r(-20, 60))} -${Math.round(sc.r(150, 260))}`;
  }
  sc.add(el('path', { d: st, stroke: '#ffffff', 'stroke-width': 26, fill: 'none', opacity: 0.22, 'stroke-linecap': 'round', filter: sc.blur(12) }));
  // towels and a tray with glasses on the rim
  sc.add(el('rect', { x: tx + 140, y: ty - 40, width: 80, height: 14, rx: 6, fill: '#efe9dc' }), el('rect', { x: tx + 150, y: ty - 52, width: 70, height: 14, rx: 6, fill: '#cfc3a8' }));
  sc.add(el('path', { d: `M${tx - 210} ${ty - 44}l6 30h10l6 -30ZM${tx - 180} ${ty - 44}l6 30h10l6 -30Z`, fill: '#f5efe2', opacity: 0.8 }));
  // lanterns and string lights
  let bulbs = '';
  let wire = '';
  for (let k = 0; k < 2; k++) {
    const y0 = 110 + k * 40;
    wire += `M-10 ${y0}Q400 ${y0 + 160} 800 ${y0 + 40}T1610 ${y0 + 60}`;
    for (let i = 0; i <= 22; i++) {
      const t = i / 22;
      const x = -10 + t * 1620;
      const y = t < 0.5 ? (1 - t * 2) ** 2 * y0 + 2 * (1 - t * 2) * (t * 2) * (y0 + 160) + (t * 2) ** 2 * (y0 + 40) : (() => { const u = t * 2 - 1; const cy = 2 * (y0 + 40) - (y0 + 160); return (1 - u) ** 2 * (y0 + 40) + 2 * (1 - u) * u * cy + u * u * (y0 + 60); })();
      bulbs += `M${f(x)} ${f(y + 6)}h0`;
    }
  }
  sc.add(el('path', { d: wire, stroke: '#10131f', 'stroke-width': 2, fill: 'none' }));
  sc.add(el('path', { d: bulbs, stroke: '#ffd27a', 'stroke-width': 26, 'stroke-linecap': 'round', opacity: 0.25, filter: sc.blur(6) }), el('path', { d: bulbs, stroke: '#fff1c4', 'stroke-width': 7, 'stroke-linecap': 'round' }));
  // A-frame corner with lit window at the left edge
  sc.add(el('path', { d: 'M-10 -10H200L-10 760Z', fill: '#2a1a10' }), el('path', { d: 'M-10 240L90 240L-10 600Z', fill: winFill(sc, true) }));
  glow(sc, 40, 500, 260, 300, '#ffb85c', 0.35);
  sc.add(tree(sc, 'pine', 1530, 760, 640, '#0f1527', '#1c2440'));
  vignette(sc, 0.5, '#0a0d1a');
});

// ----- Lakeside lodge -------------------------------------------------------

image('lakeside-lodge-1.svg', 'Timber lodge on a lake shore at sunset with a wooden dock, rowing boat and golden reflections', (sc) => {
  const wy = 600;
  const far = capture(sc, () => {
    sky(sc, [[0, '#283a66'], [0.35, '#7b5d8c'], [0.6, '#e08a72'], [0.78, '#f7bd7c'], [0.95, '#fde2a4']], wy + 2);
    sun(sc, 860, 575, 30, { core: '#fff4d6', glow: '#ffc46e', glowR: 600, glowOp: 0.7 });
    streaks(sc, 9, { y0: 300, y1: 470, color: '#f6a988', op: 0.45, hMax: 10 });
    streaks(sc, 6, { y0: 150, y1: 300, color: '#b97a9a', op: 0.35, hMax: 8 });
    const r1 = range(sc, { base: wy, peaks: [{ x: 1250, h: 170, s: 0.6 }, { x: 1500, h: 120, s: 0.5 }, { x: 420, h: 90, s: 0.4 }], floor: 20, amp: 12, freq: 1 / 160 });
    drawRange(sc, r1, { fill: '#9a7896' });
    const r2 = hills(sc, { base: wy, amp: 20, bumps: [{ x: 1100, h: 60, w: 260 }, { x: 1500, h: 90, w: 200 }], bottom: wy + 2 });
    sc.add(el('path', { d: r2.d, fill: '#6c5876' }));
    treeline(sc, { yAt: (x) => r2.yAt(x) + 4, fill: '#4f4260', h: [8, 18], bottom: wy + 2 });
  });
  const shoreY = 668;
  const shore = capture(sc, () => {
    const land = hills(sc, { base: 640, amp: 10, x0: -40, x1: 820, step: 60, bumps: [{ x: 120, h: 70, w: 300 }], bottom: shoreY + 2 });
    const landD = land.top + `L860 ${shoreY + 2}L-40 ${shoreY + 2}Z`;
    sc.add(el('path', { d: landD, fill: '#2f3a35' }));
    forestBand(sc, { x0: -30, x1: 180, yAt: (x) => land.yAt(x) + 8, size: [120, 210], fill: '#1e2a2a', lit: '#34403a', gap: [20, 34] });
    forestBand(sc, { x0: 640, x1: 800, yAt: (x) => land.yAt(x) + 8, size: [90, 150], fill: '#1e2a2a', lit: '#34403a', gap: [24, 40] });
    const L = lodge(sc, { x: 260, y: 652, s: 0.58, lit: true, skyColor: '#d9a08a', wood: '#6b4630' });
    sc.add(L.svg);
    if (L.smoke) smoke(sc, L.smoke[0], L.smoke[1], { len: 130, drift: 50, color: '#f3d3c0', width: 7 });
    sc.add(el('path', { d: `M-40 ${shoreY - 10}C200 ${shoreY - 18} 500 ${shoreY - 16} 860 ${shoreY + 2}L-40 ${shoreY + 2}Z`, fill: '#3d3a33' }));
  }, false);
  water(sc, null, wy, { top: '#e9b890', bottom: '#2a3552', glintX: 860, refl: [{ id: far, axis: wy, op: 0.6 }, { id: shore, axis: shoreY, op: 0.55 }] });
  sc.add(useRef(shore));
  sc.add(dock(sc, { x: 560, y: shoreY - 4, len: 360, w: 46, wood: '#6a4a32', angle: 0.42 }));
  sc.add(boat(380, 890, 1.1, { hull: '#efe6d4', trim: '#7b2e2a' }));
  // reeds in the foreground corners
  let reeds = '';
  for (let i = 0; i < 60; i++) {
    const x = i < 34 ? sc.r(1180, 1640) : sc.r(-40, 160);
    const hgt = sc.r(60, 190);
    const lean = sc.r(-30, 30);
    reeds += `M${f(x)} 1010Q${f(x + lean * 0.3)} ${f(1010 - hgt * 0.6)} ${f(x + lean)} ${f(1010 - hgt)}`;
  }
  sc.add(el('path', { d: reeds, stroke: '#1b2220', 'stroke-width': 3.2, fill: 'none', 'stroke-linecap': 'round' }));
  vignette(sc, 0.4, '#1a1424');
});

// ---------------------------------------------------------------------------
// Runner
// ---------------------------------------------------------------------------

function main() {
  const only = process.argv.slice(2);
  mkdirSync(OUT_DIR, { recursive: true });
  const results = [];
  for (const img of IMAGES) {
    if (only.length && !only.some((o) => img.file.includes(o))) continue;
    const sc = new Scene(img.file, img.opts);
    img.draw(sc);
    const svg = sc.render(img.title);
    const dest = img.file === 'favicon.svg' ? join(ROOT, 'public', 'favicon.svg') : join(OUT_DIR, img.file);
    writeFileSync(dest, svg);
    results.push([dest, svg.length]);
  }
  for (const [dest, size] of results) console.log(`${(size / 1024).toFixed(1).padStart(6)} KB  ${dest.slice(ROOT.length + 1)}`);
}

main();
