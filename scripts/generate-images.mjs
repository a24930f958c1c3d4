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
      `viewBox="0 0 ${this.w} ${this.h}" width="${this.w}" height="${this.h}" preserveAspectRatio="xMidYMid slice">` +
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

/** Stylised puffy cloud: union of circles along a dome, cut flat at the base. */
function cloud(sc, x, y, w, { fill = '#ffffff', op = 0.8, shadow, h = 0.42 } = {}) {
  const n = Math.max(4, Math.round(w / 70));
  let d = '';
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const dome = Math.sin(t * Math.PI);
    const r = w * (0.1 + 0.16 * dome) * sc.r(0.85, 1.15);
    const cx = x + t * w;
    const cy = y - dome * w * h * 0.45 + r * 0.35;
    d += `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
  }
  const cp = sc.clip(`M${f(x - w)} ${f(y - w)}H${f(x + 2 * w)}V${f(y)}H${f(x - w)}Z`);
  const fillP = shadow ? sc.lin([[0, fill], [0.55, fill], [1, shadow]]) : fill;
  sc.add(el('g', { 'clip-path': cp, opacity: op }, el('path', { d, fill: fillP })));
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

/** Land mass that tapers down to `bottom` at its on-screen ends (for shores). */
function land(sc, { x0, x1, base, amp = 10, bumps = [], bottom, taper = 140, step = 40 }) {
  const hl = hills(sc, { base, amp, bumps, x0, x1, step, bottom });
  const k = (x) => {
    let t = 1;
    if (x0 > -30) t = Math.min(t, clamp((x - x0) / taper, 0, 1));
    if (x1 < sc.w + 30) t = Math.min(t, clamp((x1 - x) / taper, 0, 1));
    return t * t * (3 - 2 * t);
  };
  const pts = [];
  for (let x = x0; x <= x1 + 0.01; x += step / 2) pts.push([x, bottom - (bottom - hl.yAt(x)) * k(x)]);
  const d = smooth(pts) + `L${f(x1)} ${f(bottom)}L${f(x0)} ${f(bottom)}Z`;
  return { d, yAt: (x) => bottom - (bottom - hl.yAt(x)) * k(x) };
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
      .sort((a, b) => a[0] - b[0])
      .filter((q, i, arr) => i === 0 || q[0] - arr[i - 1][0] > 12);
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
        if (worst === -Infinity) return;
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
    let trunk = 'M-3 0L-1.6 -40L-12 -56L-10.4 -57.5L-1 -48L0 -62L1 -48L11 -58L12.6 -56.5L1.8 -40L3 0Z';
    let blobs = '';
    let lit = '';
    const cl = sc.ri(8, 11);
    for (let i = 0; i < cl; i++) {
      const a = (i / cl) * Math.PI * 2 + sc.r(0, 0.5);
      const cx = Math.cos(a) * sc.r(14, 24);
      const cy = -70 + Math.sin(a) * sc.r(10, 16);
      const r = sc.r(11, 17);
      const c = `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r * 0.9)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r * 0.9)} 0 1 0 ${f(-2 * r)} 0`;
      blobs += c;
      if (cx < 4 && cy < -70) lit += c;
    }
    blobs += 'M-22 -72a22 18 0 1 0 44 0a22 18 0 1 0 -44 0';
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

/**
 * Tea-plantation rows following a hill's crest, clipped to the hill.  Each
 * row is the crest curve re-used through an affine transform (shifted down
 * and gently flattened), so a hill costs one path plus a <use> per row.
 */
function teaRows(sc, hill, { rows = 14, bush = '#3f7a2e', hi = '#7fb24a', path = '#8a7a4a', bottom = sc.h, depth = 1, flatten = 0.55 }) {
  const cp = sc.clip(hill.d);
  const tid = sc.id();
  sc.defs.push(el('path', { id: tid, d: hill.top }));
  const yT = hill.yAt(sc.w / 2);
  const parts = [el('path', { d: hill.d, fill: path })];
  const tAt = (i) => Math.pow(i / rows, 1.5 / depth);
  for (let i = 0; i < rows; i++) {
    const t0 = tAt(i + 0.45);
    const t1 = tAt(i + 1.45);
    const a = 1 - t0 * flatten;
    const yRow = yT + t0 * (bottom - yT);
    const b = yRow - a * yT;
    const gap = (t1 - t0) * (bottom - yT);
    const w = Math.max(2, gap * 0.8);
    const dash = w > 6 ? `0 ${f((w * 0.6) / Math.sqrt(a))}` : undefined;
    const tr = `matrix(1 0 0 ${f(a)} 0 ${f(b)})`;
    parts.push(el('use', { 'xlink:href': '#' + tid, transform: tr, fill: 'none', stroke: bush, 'stroke-width': w / a, 'stroke-linecap': 'round', 'stroke-dasharray': dash }));
    if (w > 5) {
      parts.push(el('use', { 'xlink:href': '#' + tid, transform: `matrix(1 0 0 ${f(a)} 0 ${f(b - w * 0.24)})`, fill: 'none', stroke: hi, 'stroke-width': (w * 0.42) / a, 'stroke-linecap': 'round', 'stroke-dasharray': dash, opacity: 0.8 }));
    }
  }
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

/** Log cabin with a porch, green tin roof and stone chimney. */
function logCabin(sc, { x, y, s = 1, lit = true, mirror = false, wood = '#8a5a34', roof = '#3f5a45', skyColor = '#a9c0b0' }) {
  const w = 220;
  const h = 120;
  const rh = 100;
  const dx = 240;
  const dy = -44;
  const D = Math.hypot(dx, dy);
  const gl = winFill(sc, lit, skyColor);
  const frame = '#2a1c12';
  const logs = (W2, H2) => {
    let d = '';
    for (let yy = -H2 + 6; yy < 0; yy += 12) d += `M0 ${yy}H${f(W2)}`;
    return el('path', { d, stroke: '#2a160a', 'stroke-width': 2.2, opacity: 0.35 }) + el('path', { d: d.replace(/M0 (-?\d+)/g, (m, v) => `M0 ${+v - 4}`), stroke: '#ffffff', 'stroke-width': 1.2, opacity: 0.12 });
  };
  let front = logs(w, h);
  front += el('path', { d: poly([[0, -h], [w, -h], [w / 2, -h - rh]], true), fill: shade(wood, 0.12) });
  let vb = '';
  for (let bx = 10; bx < w; bx += 10) vb += `M${bx} ${-h}V${f(-h - rh * (1 - Math.abs(bx - w / 2) / (w / 2)))}`;
  front += el('path', { d: vb, stroke: '#000', 'stroke-width': 1, opacity: 0.15 });
  front += el('rect', { x: 26, y: -84, width: 46, height: 84, fill: shade(wood, 0.5) });
  front += win(30, -80, 38, 40, gl, { frame, fw: 3, cols: 1, rows: 2, sill: false });
  front += win(110, -92, 80, 56, gl, { frame, fw: 4, cols: 2, rows: 2 });
  front += el('path', { d: `M${w / 2 - 18} ${-h - 30}h36v-30Z`, fill: gl, stroke: frame, 'stroke-width': 3 });
  // porch: roof band, posts and floor
  front += el('path', { d: `M-20 ${-h + 12}H${w + 20}L${w + 8} ${-h + 26}H-8Z`, fill: shade(roof, 0.25) });
  front += el('path', { d: `M0 ${-h + 24}V0M${w} ${-h + 24}V0M${w / 2 - 40} ${-h + 24}V0`, stroke: shade(wood, 0.35), 'stroke-width': 8 });
  front += el('rect', { x: -24, y: -6, width: w + 48, height: 12, fill: shade(wood, 0.45) });
  front += el('path', { d: `M-20 -46H${w / 2 - 40}M${w / 2 + 60} -46H${w + 20}`, stroke: shade(wood, 0.35), 'stroke-width': 5 });
  let side = logs(D, h);
  side += win(60, -h + 34, 52, 50, gl, { frame, fw: 4, cols: 2, rows: 2 });
  side += win(160, -h + 34, 52, 50, gl, { frame, fw: 4, cols: 2, rows: 2 });
  // log ends at the front corner
  let ends = '';
  for (let yy = -h + 6; yy < 0; yy += 12) ends += `M${w - 6} ${yy}a6 6 0 1 0 12 0a6 6 0 1 0 -12 0M-6 ${yy}a6 6 0 1 0 12 0a6 6 0 1 0 -12 0`;
  const res = house(sc, {
    x, y, s, w, h, rh, dx, dy, ov: 16, fo: 10, mirror,
    wall: wood, wallSide: shade(wood, 0.4), roofL: tint(roof, 0.15), roofR: roof, fascia: '#241a12', fw: 7,
    front, side, extra: el('path', { d: ends, fill: tint(wood, 0.25), stroke: shade(wood, 0.4), 'stroke-width': 1.5 }),
    chimney: { t: 0.75, off: 40, w: 26, h: 50, fill: '#7d776e', smoke: true },
  });
  let out = res.svg;
  if (lit) out = el('ellipse', { cx: x + (mirror ? -1 : 1) * w * 0.7 * s, cy: y - 60 * s, rx: 380 * s, ry: 200 * s, fill: sc.rad([[0, '#ffb85c', 0.3], [1, '#ffb85c', 0]], 0.5, 0.5, 0.5, { box: true }) }) + out;
  return { svg: out, smoke: res.smoke };
}

/** Tall straight trunk (for framing foregrounds). */
function trunk(x, y0, y1, w0, w1, color, lit) {
  let g = el('path', { d: `M${f(x - w0 / 2)} ${f(y0)}L${f(x - w1 / 2)} ${f(y1)}H${f(x + w1 / 2)}L${f(x + w0 / 2)} ${f(y0)}Z`, fill: color });
  if (lit) g += el('path', { d: `M${f(x - w0 / 2)} ${f(y0)}L${f(x - w1 / 2)} ${f(y1)}H${f(x - w1 / 6)}L${f(x - w0 / 6)} ${f(y0)}Z`, fill: lit });
  return g;
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
  if (hull) {
    g += el('path', { d: 'M-120 -16C-80 4 80 4 120 -16C110 0 80 10 0 10C-80 10 -110 0 -120 -16Z', fill: hull });
    g += el('path', { d: 'M-120 -16C-80 4 80 4 120 -16C80 -2 -80 -2 -120 -16Z', fill: shade(hull, 0.35) });
    g += el('path', { d: 'M-116 -14C-80 2 80 2 116 -14', fill: 'none', stroke: tint(hull, 0.35), 'stroke-width': 2 });
  }
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
function winding(sc, { pts, w0, w1 }) {
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

image('lakeside-lodge-2.svg', 'Lakeside lodge glowing at blue hour under a rising moon, its lit windows mirrored in still water', (sc) => {
  const wy = 640;
  const far = capture(sc, () => {
    sky(sc, [[0, '#0e1730'], [0.45, '#22355e'], [0.75, '#4d6b95'], [0.95, '#8fa7c2']], wy + 2);
    stars(sc, 140, { yMax: 440 });
    moon(sc, 1240, 190, 30);
    const r1 = range(sc, { base: wy, peaks: [{ x: 300, h: 260, s: 0.7 }, { x: 700, h: 190, s: 0.6 }, { x: 1400, h: 230, s: 0.6 }], floor: 40, amp: 16 });
    drawRange(sc, r1, { fill: '#3a5178', snow: '#c9d6ea', snowAlt: 420, shadow: '#14213d', shadowOp: 0.45, light: 'right' });
    mist(sc, wy - 30, 70, '#9fb3d0', 0.35);
    const r2 = hills(sc, { base: wy, amp: 16, bottom: wy + 2 });
    sc.add(el('path', { d: r2.d, fill: '#1b2a45' }));
    treeline(sc, { yAt: (x) => r2.yAt(x) + 2, fill: '#16233b', h: [14, 32], bottom: wy + 2 });
  });
  const shoreY = 720;
  const shore = capture(sc, () => {
    const land = hills(sc, { base: 700, amp: 10, x0: 300, x1: 1500, step: 80, bumps: [{ x: 900, h: 30, w: 400 }], bottom: shoreY + 2 });
    sc.add(el('path', { d: land.top + `L1500 ${shoreY + 2}L300 ${shoreY + 2}Z`, fill: '#17222e' }));
    forestBand(sc, { x0: 340, x1: 560, yAt: (x) => land.yAt(x) + 8, size: [120, 220], fill: '#0f1824', lit: '#1d2b3c', gap: [20, 36] });
    forestBand(sc, { x0: 1240, x1: 1480, yAt: (x) => land.yAt(x) + 8, size: [120, 240], fill: '#0f1824', lit: '#1d2b3c', gap: [20, 36] });
    const L = lodge(sc, { x: 660, y: 706, s: 0.62, lit: true, skyColor: '#5a6f96', wood: '#5c3d28', wing: true });
    sc.add(L.svg);
    if (L.smoke) smoke(sc, L.smoke[0], L.smoke[1], { len: 150, drift: -50, color: '#c9d2e4', width: 7, op: 0.3 });
    sc.add(el('path', { d: `M300 ${shoreY - 6}C600 ${shoreY - 14} 1100 ${shoreY - 14} 1500 ${shoreY - 4}V${shoreY + 2}H300Z`, fill: '#222b33' }));
  }, false);
  water(sc, null, wy, { top: '#5f7aa0', bottom: '#0d1830', op: 0.65, refl: [{ id: far, axis: wy }, { id: shore, axis: shoreY, op: 0.75 }], shimmer: '#c8d6ee', shimmerOp: 0.3, glintX: 1240, glint: '#f4ead0' });
  sc.add(useRef(shore));
  sc.add(dock(sc, { x: 1020, y: shoreY - 4, len: 300, w: 40, wood: '#3c2c22', angle: 0.3 }));
  // lantern at the end of the dock
  sc.add(el('rect', { x: 735, y: 770, width: 4, height: 40, fill: '#1a140f' }), el('rect', { x: 729, y: 756, width: 16, height: 18, rx: 3, fill: '#ffd98a' }));
  glow(sc, 737, 765, 90, 70, '#ffc46e', 0.6);
  vignette(sc, 0.55, '#060b18');
});

image('lakeside-lodge-3.svg', 'Misty morning on the lake: a wooden dock leads out over calm water toward a distant lodge and a red canoe', (sc) => {
  const wy = 560;
  capture(sc, () => {
    sky(sc, [[0, '#b9cfd6'], [0.5, '#e4e6dc'], [0.85, '#f6ead6']], wy + 2);
    sun(sc, 1180, 380, 40, { core: '#fffdf5', glow: '#fff0d2', glowR: 600, glowOp: 0.7, haloOp: 0.5 });
    const r1 = hills(sc, { base: wy - 40, amp: 50, bumps: [{ x: 400, h: 120, w: 300 }, { x: 1400, h: 80, w: 300 }], bottom: wy + 2 });
    sc.add(el('path', { d: r1.d, fill: '#a9bcbc' }));
    treeline(sc, { yAt: (x) => r1.yAt(x) + 4, fill: '#9db2b3', h: [10, 24], bottom: wy + 2 });
    mist(sc, wy - 40, 90, '#f6f1e6', 0.8);
    const r2 = hills(sc, { base: wy, amp: 14, bottom: wy + 2, bumps: [{ x: 1100, h: 30, w: 300 }] });
    sc.add(el('path', { d: r2.d, fill: '#7d9690' }));
    treeline(sc, { yAt: (x) => r2.yAt(x) + 2, fill: '#6f8a84', h: [14, 30], bottom: wy + 2 });
    const L = lodge(sc, { x: 1010, y: wy - 8, s: 0.3, lit: false, skyColor: '#c9d6d4', wood: '#7a573b', wing: false });
    sc.add(L.svg);
    mist(sc, wy - 6, 40, '#f8f4ea', 0.7);
  });
  water(sc, null, wy, { top: '#d7dfda', bottom: '#7f9aa3', op: 0.5, ripple: 8, shimmer: '#ffffff', shimmerOp: 0.5, lines: 50 });
  wisps(sc, 10, { y0: 560, y1: 640, color: '#ffffff', op: 0.5, wMax: 700 });
  sc.add(canoe(1120, 700, 0.9, { hull: '#b44a2f', person: '#2f3a3c' }));
  sc.add(el('path', { d: 'M1012 704C1060 714 1180 714 1228 704', stroke: '#ffffff', 'stroke-width': 2, opacity: 0.6, fill: 'none' }));
  // dock in strong perspective from the bottom-left
  const vp = [560, 600];
  const nearL = [-60, 1010];
  const nearR = [760, 1010];
  const farY = 640;
  const t = (farY - vp[1]) / (1010 - vp[1]);
  const fL = [lerp(vp[0], nearL[0], t), farY];
  const fR = [lerp(vp[0], nearR[0], t), farY];
  let posts = '';
  for (let i = 0; i <= 6; i++) {
    const u = Math.pow(i / 6, 1.8);
    const y = lerp(farY, 1010, u);
    const xl = lerp(fL[0], nearL[0], u);
    const xr = lerp(fR[0], nearR[0], u);
    const pw = lerp(5, 40, u);
    posts += `M${f(xl - pw / 2)} ${f(y)}h${f(pw)}v${f(pw * 1.6)}h${f(-pw)}ZM${f(xr - pw / 2)} ${f(y)}h${f(pw)}v${f(pw * 1.6)}h${f(-pw)}Z`;
  }
  sc.add(el('path', { d: posts, fill: '#4b3b30' }));
  sc.add(el('path', { d: poly([fL, fR, nearR, nearL], true), fill: sc.lin([[0, '#a88b6c'], [1, '#7a5c42']]) }));
  let bl = '';
  for (let i = 1; i < 30; i++) {
    const u = Math.pow(i / 30, 1.8);
    const y = lerp(farY, 1010, u);
    bl += `M${f(lerp(fL[0], nearL[0], u))} ${f(y)}H${f(lerp(fR[0], nearR[0], u))}`;
  }
  sc.add(el('path', { d: bl, stroke: '#5c4432', 'stroke-width': 2, opacity: 0.5 }));
  // bollard, coiled rope and two chairs at the end of the dock
  sc.add(el('path', { d: poly([fR, nearR, [nearR[0] + 14, 1010], [fR[0] + 2, farY]], true), fill: '#5a4534' }));
  const chair = (x, y, s2) =>
    el('g', { transform: `translate(${x} ${y}) scale(${s2})` },
      el('path', { d: 'M-30 0L-20 -60L20 -60L30 0', fill: 'none', stroke: '#f1ece2', 'stroke-width': 6, 'stroke-linejoin': 'round' }) +
      el('path', { d: 'M-24 -20h50M-30 0l-6 -26h12', fill: 'none', stroke: '#f1ece2', 'stroke-width': 6 }) +
      el('path', { d: 'M-18 -56h38v-30h-38Z', fill: '#f1ece2' }));
  sc.add(chair(470, 700, 0.9), chair(560, 706, 0.95));
  vignette(sc, 0.25, '#3a4a48');
});

image('lakeside-lodge-4.svg', 'Bright summer afternoon at the lakeside lodge: forested hills, white clouds, deep blue water and a sailboat', (sc) => {
  const wy = 590;
  const far = capture(sc, () => {
    sky(sc, [[0, '#3f79b0'], [0.55, '#8fbcdc'], [1, '#e2eef2']], wy + 2);
    cloud(sc, 180, 230, 380, { fill: '#ffffff', op: 0.95, shadow: '#c9d9e6' });
    cloud(sc, 780, 160, 300, { fill: '#ffffff', op: 0.9, shadow: '#c9d9e6' });
    cloud(sc, 1200, 300, 420, { fill: '#ffffff', op: 0.92, shadow: '#c9d9e6' });
    const r1 = range(sc, { base: wy, peaks: [{ x: 380, h: 200, s: 0.5 }, { x: 980, h: 150, s: 0.45 }, { x: 1460, h: 210, s: 0.5 }], floor: 40, amp: 14, freq: 1 / 150 });
    drawRange(sc, r1, { fill: '#7f9fba' });
    const r2 = hills(sc, { base: wy, amp: 30, bumps: [{ x: 300, h: 80, w: 300 }, { x: 1300, h: 60, w: 260 }], bottom: wy + 2 });
    sc.add(el('path', { d: r2.d, fill: '#3f6a58' }));
    treeline(sc, { yAt: (x) => r2.yAt(x) + 4, fill: '#365e4d', h: [14, 30], bottom: wy + 2 });
    // sailboat on the far water is added below (reflected separately)
  });
  const shoreY = 690;
  const shore = capture(sc, () => {
    const land = hills(sc, { base: 650, amp: 12, x0: 800, x1: 1660, step: 80, bumps: [{ x: 1500, h: 80, w: 300 }], bottom: shoreY + 2 });
    sc.add(el('path', { d: land.top + `L1660 ${shoreY + 2}L800 ${shoreY + 2}Z`, fill: '#4d7a4e' }));
    forestBand(sc, { x0: 1300, x1: 1640, yAt: (x) => land.yAt(x) + 8, size: [160, 280], fill: '#23442f', lit: '#3f6b45', gap: [26, 40] });
    forestBand(sc, { x0: 820, x1: 930, yAt: (x) => land.yAt(x) + 8, size: [110, 170], kind: 'round', fill: '#2f5a3a', lit: '#4f8050', gap: [30, 46] });
    const L = lodge(sc, { x: 1000, y: 666, s: 0.62, lit: false, mirror: false, skyColor: '#8fbcdc', wood: '#8a5e3b', roof: '#3d3a36' });
    sc.add(L.svg);
    sc.add(el('path', { d: `M800 ${shoreY - 8}C1000 ${shoreY - 16} 1400 ${shoreY - 18} 1660 ${shoreY - 10}V${shoreY + 2}H800Z`, fill: '#b4a27e' }));
  }, false);
  water(sc, null, wy, { top: '#6b9cc0', bottom: '#17436a', op: 0.55, refl: [{ id: far, axis: wy }, { id: shore, axis: shoreY, op: 0.6 }], shimmer: '#e9f3f8', shimmerOp: 0.45, lines: 80 });
  sc.add(useRef(shore));
  // sailboat
  const sb = el('path', { d: 'M-40 0H46L36 14H-30Z', fill: '#f4efe4' }) + el('path', { d: 'M2 -4V-130', stroke: '#4a4a4a', 'stroke-width': 2 }) + el('path', { d: 'M6 -126L52 -8H6Z', fill: '#fbfaf6' }) + el('path', { d: 'M-2 -110L-38 -8H-2Z', fill: '#e9e2d2' });
  sc.add(el('g', { transform: 'translate(420 640)' }, sb), el('g', { transform: 'translate(420 654) scale(1 -0.7)', opacity: 0.3 }, sb));
  sc.add(dock(sc, { x: 1120, y: shoreY - 2, len: 280, w: 40, wood: '#8a6a4a', angle: 0.35 }));
  sc.add(boat(940, 860, 1.2, { hull: '#f5f0e6', trim: '#2f5f7a', inside: '#7a5638' }));
  vignette(sc, 0.25, '#0d2233');
});

// ----- Page heroes -----------------------------------------------------------

image('hero-home.svg', 'Golden-hour panorama of snow-capped peaks above a mirror-calm mountain lake, with a timber lodge glowing on the pine-fringed shore', (sc) => {
  const wy = 640;
  const far = capture(sc, () => {
    sky(sc, [[0, '#2c3f66'], [0.3, '#5d6a8f'], [0.55, '#c98f7e'], [0.72, '#f2bb7c'], [0.9, '#fbdca0']], wy + 2);
    sun(sc, 1180, 520, 34, { core: '#fff6dc', glow: '#ffcf7a', glowR: 760, glowOp: 0.75 });
    streaks(sc, 8, { y0: 260, y1: 420, color: '#f8c08e', op: 0.45, hMax: 10 });
    streaks(sc, 5, { y0: 120, y1: 240, color: '#c79aa8', op: 0.35, hMax: 8 });
    const far1 = range(sc, { base: 560, peaks: [{ x: 250, h: 300, s: 0.85 }, { x: 620, h: 440, s: 0.78 }, { x: 900, h: 340, s: 0.9 }, { x: 1500, h: 180, s: 0.6 }], floor: 50, amp: 26 });
    drawRange(sc, far1, { fill: '#8c7f9c', snow: '#ffe6c4', snowAlt: 300, shadow: '#3c3a66', shadowOp: 0.5 });
    mist(sc, 540, 90, '#f6caa0', 0.45);
    const r2 = range(sc, { base: 620, peaks: [{ x: 60, h: 230, s: 0.8 }, { x: 480, h: 170, s: 0.6 }, { x: 1380, h: 260, s: 0.7 }, { x: 1600, h: 200, s: 0.7 }], floor: 30, amp: 18 });
    drawRange(sc, r2, { fill: '#6b6488', snow: '#f5d3b4', snowAlt: 450, shadow: '#2c2a52', shadowOp: 0.45 });
    mist(sc, 610, 70, '#f3c396', 0.4);
    const r3 = hills(sc, { base: wy, amp: 14, bottom: wy + 2 });
    sc.add(el('path', { d: r3.d, fill: '#3f3f5e' }));
    treeline(sc, { yAt: (x) => r3.yAt(x) + 2, fill: '#35354f', h: [12, 28], bottom: wy + 2 });
    flock(sc, 7, 880, 300, 1040, 360, '#3a3040', 2);
  });
  const shoreY = 730;
  const shore = capture(sc, () => {
    const land = hills(sc, { base: 690, amp: 10, x0: 900, x1: 1660, step: 80, bumps: [{ x: 1560, h: 90, w: 240 }], bottom: shoreY + 2 });
    sc.add(el('path', { d: land.top + `L1660 ${shoreY + 2}L900 ${shoreY + 2}Z`, fill: '#2f3a34' }));
    forestBand(sc, { x0: 1380, x1: 1640, yAt: (x) => land.yAt(x) + 8, size: [170, 300], fill: '#17211f', lit: '#2f3d33', gap: [22, 36] });
    forestBand(sc, { x0: 920, x1: 1030, yAt: (x) => land.yAt(x) + 8, size: [120, 190], fill: '#17211f', lit: '#2f3d33', gap: [24, 36] });
    const L = lodge(sc, { x: 1080, y: 712, s: 0.58, lit: true, skyColor: '#e4a889', wood: '#6d4630' });
    sc.add(L.svg);
    if (L.smoke) smoke(sc, L.smoke[0], L.smoke[1], { len: 140, drift: -40, color: '#f6d8c2', width: 7 });
    sc.add(el('path', { d: `M900 ${shoreY - 6}C1100 ${shoreY - 16} 1400 ${shoreY - 18} 1660 ${shoreY - 8}V${shoreY + 2}H900Z`, fill: '#3b352c' }));
  }, false);
  const left = capture(sc, () => {
    const ld = land(sc, { base: 700, amp: 10, x0: -60, x1: 640, bumps: [{ x: 40, h: 120, w: 260 }], bottom: 772, taper: 260 });
    sc.add(el('path', { d: ld.d, fill: '#26302c' }));
    forestBand(sc, { x0: -40, x1: 300, yAt: (x) => ld.yAt(x) + 8, size: [200, 360], fill: '#111a18', lit: '#24302a', gap: [22, 36] });
  }, false);
  water(sc, null, wy, { top: '#f0c08e', bottom: '#24304c', op: 0.6, glintX: 1180, refl: [{ id: far, axis: wy }, { id: shore, axis: shoreY, op: 0.6 }, { id: left, axis: 770, op: 0.6 }] });
  wisps(sc, 6, { y0: 640, y1: 690, color: '#ffe2c0', op: 0.3 });
  sc.add(useRef(shore), useRef(left));
  sc.add(dock(sc, { x: 1240, y: shoreY - 4, len: 300, w: 40, wood: '#5e412c', angle: 0.33 }));
  sc.add(canoe(600, 860, 0.8, { hull: '#9c4a2c', person: '#1c2224' }));
  vignette(sc, 0.45, '#141220');
});

// ----- Forest haven ----------------------------------------------------------

image('forest-haven-1.svg', 'Log cabin in a sunlit clearing among tall eucalyptus and cypress trees in Tigoni tea country', (sc) => {
  sky(sc, [[0, '#cfe0c8'], [0.5, '#eef0d6'], [1, '#f6ecd0']], 760);
  sun(sc, 360, 200, 40, { core: '#fffbea', glow: '#fff2c8', glowR: 700, glowOp: 0.8 });
  const l1 = hills(sc, { base: 600, amp: 40 });
  forestBand(sc, { kind: ['tall', 'cypress'], yAt: (x) => l1.yAt(x), size: [260, 380], fill: '#b6c9a6', lit: '#c8d8b4', gap: [30, 60] });
  sc.add(el('path', { d: l1.d, fill: '#b3c6a2' }));
  const l2 = hills(sc, { base: 660, amp: 30 });
  forestBand(sc, { kind: ['tall', 'cypress', 'round'], yAt: (x) => l2.yAt(x), size: [300, 460], fill: '#86a27a', lit: '#9cb88c', gap: [40, 80], skip: (x) => x > 560 && x < 1000 });
  sc.add(el('path', { d: l2.d, fill: '#8fab7c' }));
  const g = hills(sc, { base: 760, amp: 18, bumps: [{ x: 780, h: 20, w: 400 }] });
  sc.add(el('path', { d: g.d, fill: sc.lin([[0, '#8db566'], [0.4, '#6f9a4a'], [1, '#3f6a34']]) }));
  // path to the door
  sc.add(el('path', { d: 'M760 770C740 830 640 900 560 1010H840C840 920 800 830 800 770Z', fill: '#c9b487', opacity: 0.85 }));
  const cab = logCabin(sc, { x: 640, y: 770, s: 0.78, lit: false, skyColor: '#c9dcc8', roof: '#40604a' });
  sc.add(cab.svg);
  if (cab.smoke) smoke(sc, cab.smoke[0], cab.smoke[1], { len: 160, drift: 60, color: '#ffffff', op: 0.45, width: 8 });
  forestBand(sc, { kind: ['round'], x0: 380, x1: 560, yAt: () => 790, size: [120, 170], fill: '#3f6b3a', lit: '#5f8f4a', gap: [40, 60] });
  forestBand(sc, { kind: ['round'], x0: 1100, x1: 1260, yAt: () => 800, size: [130, 180], fill: '#3f6b3a', lit: '#5f8f4a', gap: [40, 60] });
  rays(sc, 360, 200, { n: 8, a0: 25, a1: 75, op: 0.1, len: 1500 });
  // framing trunks and canopy
  sc.add(trunk(120, 1010, -10, 70, 46, '#3b3126', '#5b4a38'), trunk(260, 1010, -10, 40, 28, '#4a3d30', '#66543f'));
  sc.add(trunk(1420, 1010, -10, 80, 50, '#3b3126', '#5b4a38'), trunk(1530, 1010, -10, 46, 30, '#4a3d30', '#66543f'));
  let leaves = '';
  for (let i = 0; i < 40; i++) {
    const x = i % 2 ? sc.r(-60, 500) : sc.r(1100, 1660);
    const y = sc.r(-60, 160);
    const r = sc.r(40, 90);
    leaves += `M${f(x - r)} ${f(y)}a${f(r)} ${f(r * 0.7)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r * 0.7)} 0 1 0 ${f(-2 * r)} 0`;
  }
  sc.add(el('path', { d: leaves, fill: '#2d4a2c', opacity: 0.92 }));
  // grass tufts
  let gr = '';
  for (let i = 0; i < 140; i++) {
    const x = sc.r(-20, 1620);
    const y = sc.r(880, 1010);
    const hgt = sc.r(10, 26);
    gr += `M${f(x)} ${f(y)}l${f(sc.r(-6, 6))} ${f(-hgt)}`;
  }
  sc.add(el('path', { d: gr, stroke: '#2f5a2c', 'stroke-width': 2.4, 'stroke-linecap': 'round' }));
  vignette(sc, 0.35, '#13200f');
});

image('forest-haven-2.svg', 'Evening fire pit with log benches in front of a glowing forest cabin under tall silhouetted trees', (sc) => {
  sky(sc, [[0, '#1c2c3a'], [0.45, '#3d5560'], [0.75, '#c4875a'], [0.9, '#eeb26e']], 760);
  stars(sc, 40, { yMax: 260 });
  const l1 = hills(sc, { base: 640, amp: 30 });
  forestBand(sc, { kind: ['tall', 'cypress', 'pine'], yAt: (x) => l1.yAt(x), size: [240, 380], fill: '#3b4a48', lit: '#475a55', gap: [30, 60] });
  sc.add(el('path', { d: l1.d, fill: '#33423f' }));
  const l2 = hills(sc, { base: 700, amp: 20 });
  forestBand(sc, { kind: ['tall', 'pine'], yAt: (x) => l2.yAt(x), size: [320, 520], fill: '#1f2a28', lit: '#2a3733', gap: [50, 90], skip: (x) => x > 700 && x < 1250 });
  const g = hills(sc, { base: 770, amp: 10 });
  sc.add(el('path', { d: g.d, fill: sc.lin([[0, '#2e3a2a'], [1, '#1a2218']]) }));
  const cab = logCabin(sc, { x: 860, y: 770, s: 0.72, lit: true, roof: '#2f4436', wood: '#6e4628' });
  sc.add(cab.svg);
  if (cab.smoke) smoke(sc, cab.smoke[0], cab.smoke[1], { len: 160, drift: -40, color: '#d9cfc0', op: 0.35, width: 8 });
  // log benches and chairs around the fire
  const fx = 620;
  const fy = 890;
  sc.add(el('ellipse', { cx: fx, cy: fy + 6, rx: 340, ry: 80, fill: sc.rad([[0, '#6a4a2c'], [0.7, '#4a3522'], [1, '#2e3a2a', 0]], 0.5, 0.5, 0.5, { box: true }) }));
  sc.add(campfire(sc, fx, fy, 1));
  const log = (x, y, w, h) => el('rect', { x, y, width: w, height: h, rx: h / 2, fill: '#6a4426' }) + el('rect', { x: x + h / 2, y: y + 3, width: w - h, height: h * 0.3, rx: h * 0.15, fill: '#d08a4a', opacity: 0.6 }) + el('ellipse', { cx: x + w - h / 2, cy: y + h / 2, rx: h / 2.4, ry: h / 2, fill: '#c79a66' }) + el('ellipse', { cx: x + w - h / 2, cy: y + h / 2, rx: h / 5, ry: h / 4, fill: 'none', stroke: '#8a6440', 'stroke-width': 2 });
  sc.add(log(300, 840, 180, 40), log(800, 850, 200, 42), log(420, 960, 260, 48));
  const chair = (x, y, sz, flip) =>
    el('g', { transform: `translate(${x} ${y}) scale(${flip ? -sz : sz} ${sz})` },
      el('path', { d: 'M-40 0L-30 -30L40 -30L44 0ZM-36 -30L-60 -110L-20 -112L4 -30Z', fill: '#24180f' }) + el('path', { d: 'M-44 -34H50', stroke: '#24180f', 'stroke-width': 8 }));
  sc.add(chair(1020, 960, 1.2, false), chair(190, 960, 1.2, true));
  sc.add(tree(sc, 'pine', 1460, 1030, 760, '#0d1411', '#18221d'), tree(sc, 'tall', 60, 1030, 900, '#0d1411', '#18221d'));
  vignette(sc, 0.55, '#080c08');
});

image('forest-haven-3.svg', 'Dappled woodland trail winding between tall trees and ferns toward a hidden cabin', (sc) => {
  sky(sc, [[0, '#dfe8c9'], [1, '#f3eed2']], 700);
  sun(sc, 820, 330, 30, { core: '#fffef2', glow: '#fff4cf', glowR: 520, glowOp: 0.9 });
  const layers = [
    { y: 520, c: '#c5d3ad', l: '#d2ddb9', s: [200, 280], g: [16, 30] },
    { y: 580, c: '#a2b98a', l: '#b4c99a', s: [280, 380], g: [24, 44] },
    { y: 660, c: '#6f8f5c', l: '#86a66c', s: [380, 520], g: [40, 70] },
  ];
  const trail = winding(sc, { pts: [[820, 560], [860, 610], [760, 680], [700, 760], [860, 860], [900, 1010]], w0: 14, w1: 420 });
  for (const L of layers) {
    forestBand(sc, { kind: ['tall', 'cypress', 'pine'], yAt: () => L.y, size: L.s, fill: L.c, lit: L.l, gap: L.g, skip: (x) => Math.abs(x - 820) < (L.y - 500) * 0.9 });
    sc.add(el('rect', { x: -10, y: L.y - 4, width: 1620, height: 1010 - L.y, fill: L.c }));
  }
  const g = hills(sc, { base: 720, amp: 14 });
  sc.add(el('path', { d: g.d, fill: sc.lin([[0, '#6f9450'], [1, '#2f5226']]) }));
  sc.add(el('path', { d: trail.d, fill: sc.lin([[0, '#e3cf9f'], [1, '#a98a5c']]) }));
  // cabin hint at the end of the trail
  const cab = logCabin(sc, { x: 840, y: 600, s: 0.22, lit: false, roof: '#50705a', wood: '#9a7050' });
  sc.add(cab.svg);
  // dappled light on the trail
  let spots = '';
  for (let i = 0; i < 40; i++) {
    const y = sc.r(700, 1000);
    const x = 700 + (y - 700) * 0.3 + sc.r(-140, 220) * (y / 1000);
    const r = 6 + (y - 700) * 0.08;
    spots += `M${f(x - r)} ${f(y)}a${f(r)} ${f(r * 0.35)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r * 0.35)} 0 1 0 ${f(-2 * r)} 0`;
  }
  sc.add(el('path', { d: spots, fill: '#fff3c8', opacity: 0.45 }));
  // ferns
  const fern = (x, y, sz, col) => {
    let d = '';
    for (let i = 0; i < 7; i++) {
      const a = -Math.PI / 2 + (i - 3) * 0.38;
      const L = sz * (1 - Math.abs(i - 3) * 0.12);
      d += `M${f(x)} ${f(y)}Q${f(x + Math.cos(a) * L * 0.6)} ${f(y + Math.sin(a) * L * 0.9)} ${f(x + Math.cos(a) * L)} ${f(y + Math.sin(a) * L * 0.6)}`;
    }
    return el('path', { d, stroke: col, 'stroke-width': sz * 0.09, fill: 'none', 'stroke-linecap': 'round' });
  };
  for (let i = 0; i < 14; i++) {
    const side = i % 2 ? sc.r(-40, 560) : sc.r(1080, 1640);
    sc.add(fern(side, sc.r(860, 1020), sc.r(80, 150), i % 3 ? '#2c5226' : '#3f6c30'));
  }
  sc.add(trunk(200, 1010, -10, 90, 60, '#3a3024', '#57473a'), trunk(1380, 1010, -10, 100, 70, '#3a3024', '#57473a'), trunk(1560, 1010, -10, 50, 34, '#4a3e30'));
  rays(sc, 820, 330, { n: 9, a0: 60, a1: 130, op: 0.09, len: 1200 });
  vignette(sc, 0.35, '#14200f');
});

image('forest-haven-4.svg', 'Quiet misty dawn in the forest: layered cypress and pine silhouettes with a small cabin glowing softly', (sc) => {
  sky(sc, [[0, '#a8bcb4'], [0.6, '#d9e0d6'], [1, '#ece9dc']]);
  const layers = ['#b8c7bd', '#9fb3a8', '#839c90', '#61796e', '#3e5449'];
  let last;
  layers.forEach((c, i) => {
    const base = 440 + i * 95;
    const hl = hills(sc, { base, amp: 30 });
    last = hl;
    forestBand(sc, { kind: ['cypress', 'pine', 'tall'], yAt: (x) => hl.yAt(x) + 6, size: [140 + i * 60, 230 + i * 90], fill: c, lit: tint(c, 0.1), gap: [14 + i * 8, 34 + i * 14], skip: i >= 3 ? (x) => x > 940 && x < 1440 : undefined });
    sc.add(el('path', { d: hl.d, fill: c }));
    mist(sc, base + 10, 140, '#eef0e8', 0.6);
  });
  const cab = logCabin(sc, { x: 1040, y: last.yAt(1150) + 14, s: 0.56, lit: true, roof: '#33483c', wood: '#6a5240' });
  sc.add(cab.svg);
  if (cab.smoke) smoke(sc, cab.smoke[0], cab.smoke[1], { len: 150, drift: 40, color: '#ffffff', op: 0.4, width: 7 });
  wisps(sc, 10, { y0: 700, y1: 900, color: '#ffffff', op: 0.35 });
  flock(sc, 5, 300, 200, 520, 280, '#4a5a52', 2);
  vignette(sc, 0.3, '#1c2620');
});

// ----- Riverside cottage -----------------------------------------------------

function bridgeArch(sc, { x, y, w, h, arch, color = '#9a8c78', cap = '#7c6f5f' }) {
  const ax = x + w / 2;
  const d = `M${f(x)} ${f(y)}V${f(y - h)}H${f(x + w)}V${f(y)}H${f(ax + arch)}A${f(arch)} ${f(arch * 0.9)} 0 0 0 ${f(ax - arch)} ${f(y)}Z`;
  let g = el('path', { d, fill: color });
  let lines = '';
  for (let yy = y - h + 12; yy < y; yy += 14) lines += `M${f(x)} ${f(yy)}H${f(x + w)}`;
  const cp = sc.clip(d);
  g += el('path', { d: lines, stroke: '#000', 'stroke-width': 1.4, opacity: 0.18, 'clip-path': cp });
  g += el('path', { d: `M${f(ax + arch)} ${f(y)}A${f(arch)} ${f(arch * 0.9)} 0 0 0 ${f(ax - arch)} ${f(y)}`, fill: 'none', stroke: cap, 'stroke-width': 10 });
  g += el('rect', { x: x - 6, y: y - h - 8, width: w + 12, height: 12, fill: cap });
  return g;
}

image('riverside-cottage-1.svg', 'Stone cottage beside a flowing river with an old arched stone bridge in warm evening light', (sc) => {
  sky(sc, [[0, '#3c4f6e'], [0.4, '#8a7590'], [0.7, '#e6a276'], [0.9, '#f7d29a']], 700);
  sun(sc, 520, 560, 26, { core: '#fff2d2', glow: '#ffc27a', glowR: 560, glowOp: 0.7 });
  streaks(sc, 8, { y0: 260, y1: 460, color: '#f3b08e', op: 0.4 });
  const r1 = range(sc, { base: 600, peaks: [{ x: 200, h: 140, s: 0.5 }, { x: 900, h: 200, s: 0.5 }, { x: 1400, h: 150, s: 0.5 }], floor: 30, amp: 14, freq: 1 / 160 });
  drawRange(sc, r1, { fill: '#8e7a92' });
  const h2 = hills(sc, { base: 640, amp: 24 });
  sc.add(el('path', { d: h2.d, fill: '#5e5a6a' }));
  treeline(sc, { yAt: h2.yAt, fill: '#4f4c5c', h: [14, 30], spiky: false });
  const bank = hills(sc, { base: 700, amp: 16 });
  sc.add(el('path', { d: bank.d, fill: sc.lin([[0, '#5b6a44'], [1, '#2e3b25']]) }));
  const riv = winding(sc, { pts: [[560, 640], [640, 680], [520, 740], [600, 830], [800, 1010]], w0: 30, w1: 720 });
  const rivId = sc.id();
  sc.defs.push(el('path', { id: rivId, d: riv.d }));
  sc.add(el('use', { 'xlink:href': '#' + rivId, fill: sc.lin([[0, '#f4c892'], [0.5, '#b58a86'], [1, '#3d4b66']]) }));
  const cp = `url(#${(() => { const id = sc.id(); sc.defs.push(`<clipPath id="${id}"><use xlink:href="#${rivId}"/></clipPath>`); return id; })()})`;
  // flowing lines
  let fl = '';
  for (let i = 0; i < 50; i++) {
    const y = sc.r(650, 1000);
    const t = (y - 640) / 370;
    const cx = yOn(riv.L.map((p, k) => [p[1], (p[0] + riv.R[k][0]) / 2]), y);
    const x = cx + sc.r(-1, 1) * (40 + t * 300);
    const len = 10 + t * 120;
    fl += `M${f(x)} ${f(y)}q${f(len / 2)} ${f(-2 - t * 4)} ${f(len)} 0`;
  }
  const bridgeY = 740;
  const br = bridgeArch(sc, { x: 360, y: bridgeY, w: 440, h: 90, arch: 120 });
  sc.add(el('g', { 'clip-path': cp }, el('g', { transform: `matrix(1 0 0 -1 0 ${2 * bridgeY})`, opacity: 0.45 }, br) + el('path', { d: fl, stroke: '#fff0d8', 'stroke-width': 2, fill: 'none', opacity: 0.55, 'stroke-linecap': 'round' })));
  sc.add(br);
  // cottage on the right bank
  const cot = cottage(sc, { x: 1000, y: 742, s: 0.78, lit: true, skyColor: '#e6b08a' });
  sc.add(cot.svg);
  if (cot.smoke) smoke(sc, cot.smoke[0], cot.smoke[1], { len: 150, drift: 50, color: '#f6e0d0', width: 8 });
  forestBand(sc, { kind: 'round', x0: 1380, x1: 1640, yAt: () => 760, size: [220, 320], fill: '#2c3a26', lit: '#46583a', gap: [60, 90] });
  forestBand(sc, { kind: 'round', x0: -40, x1: 300, yAt: () => 740, size: [200, 300], fill: '#2c3a26', lit: '#46583a', gap: [60, 90] });
  // stones in the foreground
  sc.add(stone(sc, 380, 960, 90, 46, '#6e6a62'), stone(sc, 500, 990, 60, 30, '#7d786e'), stone(sc, 1180, 980, 110, 50, '#6a665e'), stone(sc, 1040, 940, 50, 26, '#807a70'));
  let foam = '';
  for (const [x, y, w] of [[380, 985, 90], [1180, 1005, 110], [1040, 960, 50], [500, 1005, 60]]) foam += `M${x - w} ${y}q${w} 10 ${2 * w} 0`;
  sc.add(el('path', { d: foam, stroke: '#fff6e6', 'stroke-width': 3, fill: 'none', opacity: 0.7 }));
  vignette(sc, 0.45, '#161420');
});

image('riverside-cottage-2.svg', 'Golden-hour stepping stones across a clear river leading to a stone cottage on the far bank', (sc) => {
  sky(sc, [[0, '#f0c27e'], [0.6, '#f8dca6'], [1, '#fbe9c4']], 560);
  sun(sc, 1320, 360, 44, { core: '#fffaf0', glow: '#ffd98a', glowR: 700, glowOp: 0.8 });
  const h1 = hills(sc, { base: 480, amp: 40 });
  sc.add(el('path', { d: h1.d, fill: '#c2a57a' }));
  treeline(sc, { yAt: h1.yAt, fill: '#b39770', h: [14, 34], spiky: false });
  const bank = hills(sc, { base: 560, amp: 16, bumps: [{ x: 520, h: 30, w: 300 }] });
  sc.add(el('path', { d: bank.d, fill: '#6f7d45' }));
  forestBand(sc, { kind: ['round', 'tall'], x0: 880, x1: 1640, yAt: (x) => bank.yAt(x) + 4, size: [200, 300], fill: '#4b5a30', lit: '#6a7a40', gap: [50, 90] });
  const cot = cottage(sc, { x: 360, y: 580, s: 0.66, lit: true, skyColor: '#f2c890', roof: '#5a4f48' });
  sc.add(cot.svg);
  if (cot.smoke) smoke(sc, cot.smoke[0], cot.smoke[1], { len: 130, drift: -40, color: '#fff3e0', width: 7 });
  // river fills the lower part
  sc.add(el('path', { d: 'M-10 600C400 590 1200 596 1610 610V1010H-10Z', fill: sc.lin([[0, '#e2c08a'], [0.35, '#8fa49a'], [1, '#2f5560']]) }));
  let fl = '';
  for (let i = 0; i < 90; i++) {
    const y = sc.r(610, 1000);
    const t = (y - 600) / 400;
    const x = sc.r(-40, 1600);
    const len = 20 + t * 160;
    fl += `M${f(x)} ${f(y)}q${f(len / 2)} ${f(-3 - t * 5)} ${f(len)} 0`;
  }
  sc.add(el('path', { d: fl, stroke: '#fff4dc', 'stroke-width': 2.2, fill: 'none', opacity: 0.5, 'stroke-linecap': 'round' }));
  // golden glint under the sun
  let gl = '';
  for (let i = 0; i < 30; i++) {
    const y = sc.r(610, 900);
    gl += `M${f(1320 + sc.r(-120, 120) * (y / 600))} ${f(y)}h${f(sc.r(10, 60))}`;
  }
  sc.add(el('path', { d: gl, stroke: '#ffe7a8', 'stroke-width': 3, opacity: 0.7, 'stroke-linecap': 'round' }));
  // stepping stones receding to the cottage
  const steps = [[560, 640, 36, 12], [600, 676, 46, 16], [540, 720, 58, 20], [620, 776, 74, 26], [520, 850, 96, 34], [660, 950, 130, 46]];
  for (const [x, y, rx, ry] of steps) {
    sc.add(el('path', { d: `M${x - rx * 1.3} ${y + ry * 0.3}q${rx * 1.3} ${ry * 0.8} ${rx * 2.6} 0`, stroke: '#fff6e2', 'stroke-width': 2 + ry * 0.08, fill: 'none', opacity: 0.6 }));
    sc.add(stone(sc, x, y, rx, ry, '#8a8070'));
  }
  sc.add(stone(sc, 1300, 990, 160, 60, '#5f5a52'), stone(sc, 1460, 950, 90, 40, '#6d675e'), stone(sc, 140, 985, 130, 50, '#615c54'));
  // reeds
  let reeds = '';
  for (let i = 0; i < 40; i++) {
    const x = sc.r(-40, 260);
    const hgt = sc.r(80, 240);
    reeds += `M${f(x)} 1010q${f(sc.r(-10, 10))} ${f(-hgt * 0.6)} ${f(sc.r(-30, 30))} ${f(-hgt)}`;
  }
  sc.add(el('path', { d: reeds, stroke: '#3b3a24', 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round' }));
  vignette(sc, 0.35, '#2a1a0c');
});

image('riverside-cottage-3.svg', 'Wooden footbridge arching over a winding river on a fresh green morning, cottage among the trees', (sc) => {
  sky(sc, [[0, '#9cc3d6'], [0.6, '#d9e8e4'], [1, '#eef2e4']], 620);
  cloud(sc, 200, 200, 320, { fill: '#ffffff', op: 0.8, shadow: '#dfe9ee' });
  cloud(sc, 1100, 150, 260, { fill: '#ffffff', op: 0.7, shadow: '#dfe9ee' });
  const h1 = hills(sc, { base: 520, amp: 60, bumps: [{ x: 1200, h: 80, w: 300 }] });
  sc.add(el('path', { d: h1.d, fill: '#9fb7a2' }));
  treeline(sc, { yAt: h1.yAt, fill: '#90aa94', h: [14, 30], spiky: false });
  const h2 = hills(sc, { base: 590, amp: 30 });
  sc.add(el('path', { d: h2.d, fill: sc.lin([[0, '#7aa05e'], [1, '#4f7a3e']]) }));
  forestBand(sc, { kind: ['round', 'tall', 'cypress'], yAt: (x) => h2.yAt(x) + 4, size: [160, 260], fill: '#3f6a3a', lit: '#5b8a4a', gap: [40, 80], skip: (x) => x > 920 && x < 1300 });
  const cot = cottage(sc, { x: 1000, y: h2.yAt(1100) + 12, s: 0.45, lit: false, skyColor: '#b8d2dc', roof: '#4d5560', stone: '#c7b9a2' });
  sc.add(cot.svg);
  if (cot.smoke) smoke(sc, cot.smoke[0], cot.smoke[1], { len: 110, drift: 40, color: '#ffffff', op: 0.5, width: 6 });
  const g = hills(sc, { base: 660, amp: 10 });
  sc.add(el('path', { d: g.d, fill: sc.lin([[0, '#6e9a4c'], [1, '#2f5a28']]) }));
  const riv = winding(sc, { pts: [[900, 600], [760, 640], [820, 700], [640, 780], [700, 880], [620, 1010]], w0: 40, w1: 820 });
  sc.add(el('path', { d: riv.d, fill: sc.lin([[0, '#cfe2e4'], [0.5, '#7fb0bb'], [1, '#2f6676']]) }));
  let fl = '';
  for (let i = 0; i < 60; i++) {
    const y = sc.r(620, 1000);
    const t = (y - 600) / 400;
    const cx = yOn(riv.L.map((p, k) => [p[1], (p[0] + riv.R[k][0]) / 2]), y);
    const x = cx + sc.r(-1, 1) * (30 + t * 280);
    const len = 10 + t * 110;
    fl += `M${f(x)} ${f(y)}q${f(len / 2)} ${f(-2 - t * 4)} ${f(len)} 0`;
  }
  sc.add(el('path', { d: fl, stroke: '#ffffff', 'stroke-width': 2.2, fill: 'none', opacity: 0.6, 'stroke-linecap': 'round' }));
  // banks: stones along the edges
  for (let i = 0; i < 14; i++) {
    const y = 700 + i * 22;
    const t = (y - 600) / 400;
    const lx = yOn(riv.L.map((p) => [p[1], p[0]]), y);
    const rx = yOn(riv.R.map((p) => [p[1], p[0]]), y);
    sc.add(stone(sc, (i % 2 ? lx : rx) + sc.r(-10, 10), y, 14 + t * 40, 7 + t * 18, i % 3 ? '#8d8a80' : '#a39f94'));
  }
  // footbridge: curved deck with railings
  const bx0 = 300;
  const bx1 = 1180;
  const by = 800;
  const rise = 90;
  const deck = `M${bx0} ${by}Q${(bx0 + bx1) / 2} ${by - rise * 2} ${bx1} ${by}`;
  sc.add(el('path', { d: `M${bx0 + 60} ${by + 4}V${by + 80}M${bx1 - 60} ${by + 4}V${by + 80}M${bx0 + 260} ${by - 60}V${by + 60}M${bx1 - 260} ${by - 60}V${by + 60}`, stroke: '#4a3424', 'stroke-width': 14 }));
  sc.add(el('path', { d: deck, stroke: '#7a5434', 'stroke-width': 26, fill: 'none' }), el('path', { d: deck, stroke: '#a27448', 'stroke-width': 8, fill: 'none', transform: 'translate(0 -10)' }));
  let posts = '';
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    const x = lerp(bx0, bx1, t);
    const y = by - 2 * rise * 2 * t * (1 - t) * 1 - 10;
    posts += `M${f(x)} ${f(y)}v-70`;
  }
  sc.add(el('path', { d: posts, stroke: '#5a3d26', 'stroke-width': 7 }));
  sc.add(el('path', { d: `M${bx0} ${by - 80}Q${(bx0 + bx1) / 2} ${by - 80 - rise * 2} ${bx1} ${by - 80}`, stroke: '#6a4a30', 'stroke-width': 10, fill: 'none' }));
  sc.add(el('path', { d: `M${bx0} ${by - 45}Q${(bx0 + bx1) / 2} ${by - 45 - rise * 2} ${bx1} ${by - 45}`, stroke: '#6a4a30', 'stroke-width': 5, fill: 'none' }));
  sc.add(hiker(760, 700, 0.9, '#2d3a35', { pack: false, stride: 0.6 }));
  forestBand(sc, { kind: ['round'], x0: 1420, x1: 1700, yAt: () => 1010, size: [380, 460], fill: '#23401f', lit: '#3a5e2e', gap: [120, 160] });
  vignette(sc, 0.3, '#12200f');
});

image('riverside-cottage-4.svg', 'Moonlit riverside cottage with glowing windows, the river shimmering silver between dark stones', (sc) => {
  sky(sc, [[0, '#0a1224'], [0.55, '#1c2c4c'], [1, '#3d5577']], 640);
  stars(sc, 150, { yMax: 460 });
  moon(sc, 420, 170, 34, '#f6efd8');
  const h1 = range(sc, { base: 560, peaks: [{ x: 300, h: 140, s: 0.45 }, { x: 1100, h: 180, s: 0.5 }], floor: 30, amp: 12, freq: 1 / 160 });
  drawRange(sc, h1, { fill: '#26375a' });
  const h2 = hills(sc, { base: 610, amp: 20 });
  sc.add(el('path', { d: h2.d, fill: '#17233a' }));
  treeline(sc, { yAt: h2.yAt, fill: '#121c30', h: [16, 34] });
  const bank = hills(sc, { base: 660, amp: 12, bumps: [{ x: 1150, h: 30, w: 300 }] });
  sc.add(el('path', { d: bank.d, fill: '#141c26' }));
  const cot = cottage(sc, { x: 980, y: 676, s: 0.8, lit: true, stone: '#7c7a80', roof: '#2a2f3a', skyColor: '#3d5577' });
  sc.add(cot.svg);
  if (cot.smoke) smoke(sc, cot.smoke[0], cot.smoke[1], { len: 160, drift: -50, color: '#9fb0c8', op: 0.3, width: 8 });
  forestBand(sc, { x0: 1400, x1: 1640, yAt: () => 690, size: [240, 360], fill: '#0b121a', lit: '#162030', gap: [30, 50] });
  forestBand(sc, { x0: 760, x1: 900, yAt: () => 680, size: [160, 240], fill: '#0b121a', lit: '#162030', gap: [30, 50] });
  const riv = winding(sc, { pts: [[420, 620], [520, 660], [380, 720], [480, 820], [420, 1010]], w0: 40, w1: 860 });
  sc.add(el('path', { d: riv.d, fill: sc.lin([[0, '#5d7396'], [0.5, '#2a3d5c'], [1, '#0e1a2e']]) }));
  // moon path and cottage window reflections
  let mp = '';
  for (let i = 0; i < 50; i++) {
    const y = sc.r(640, 1000);
    const t = (y - 620) / 380;
    mp += `M${f(420 + sc.r(-1, 1) * (20 + t * 120) + (y - 640) * 0.05)} ${f(y)}h${f(8 + t * 60)}`;
  }
  sc.add(el('path', { d: mp, stroke: '#f4ead0', 'stroke-width': 2.6, opacity: 0.75, 'stroke-linecap': 'round' }));
  let wr = '';
  for (let i = 0; i < 16; i++) wr += `M${f(860 + sc.r(-60, 80))} ${f(sc.r(720, 900))}h${f(sc.r(10, 40))}`;
  sc.add(el('path', { d: wr, stroke: '#ffc470', 'stroke-width': 3, opacity: 0.6, 'stroke-linecap': 'round' }));
  sc.add(stone(sc, 220, 960, 150, 60, '#2a3140'), stone(sc, 760, 980, 120, 50, '#262c38'), stone(sc, 640, 900, 60, 26, '#323a4a'), stone(sc, 1200, 990, 200, 70, '#1f2530'));
  sc.add(el('path', { d: 'M90 990q130 12 260 0M660 1000q100 10 200 0M590 916q50 8 100 0', stroke: '#cfd8ea', 'stroke-width': 3, fill: 'none', opacity: 0.5 }));
  vignette(sc, 0.55, '#04070f');
});

// ----- Tea estate villa ------------------------------------------------------

/** A rolling hill covered in tea rows; returns the hill. */
function teaHill(sc, { base, amp = 30, bumps = [], rows = 14, bush, hi, path, bottom = sc.h + 10, depth = 1 }) {
  const hl = hills(sc, { base, amp, bumps, bottom });
  teaRows(sc, hl, { rows, bush, hi, path, bottom, depth });
  return hl;
}

/** Slender shade trees (grevillea) standing in the tea. */
function shadeTrees(sc, hl, { n, x0 = 0, x1 = sc.w, size = [120, 200], fill, lit, sink = 6 }) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = sc.r(x0, x1);
    out += tree(sc, 'tall', x, hl.yAt(x) + sink + sc.r(0, 20), sc.r(size[0], size[1]), fill, lit, { flip: sc.r() < 0.5 });
  }
  sc.add(out);
}

image('tea-estate-villa-1.svg', 'Colonial tea-estate villa on a ridge above rolling rows of bright green tea under a clear morning sky', (sc) => {
  sky(sc, [[0, '#5c93c4'], [0.55, '#a9cde0'], [1, '#e6f0ea']], 620);
  cloud(sc, 120, 240, 340, { fill: '#ffffff', op: 0.95, shadow: '#d5e3ec' });
  cloud(sc, 980, 170, 280, { fill: '#ffffff', op: 0.9, shadow: '#d5e3ec' });
  cloud(sc, 1320, 300, 220, { fill: '#ffffff', op: 0.85, shadow: '#d5e3ec' });
  const far = hills(sc, { base: 470, amp: 50, bumps: [{ x: 1300, h: 90, w: 300 }] });
  sc.add(el('path', { d: far.d, fill: '#8fb0b4' }));
  const h1 = teaHill(sc, { base: 540, amp: 40, bumps: [{ x: 400, h: 50, w: 300 }], rows: 16, bush: '#6a9a58', hi: '#86b26a', path: '#8fa878' });
  shadeTrees(sc, h1, { n: 10, size: [70, 110], fill: '#4f7a4a', lit: '#66905a' });
  const h2 = teaHill(sc, { base: 640, amp: 30, bumps: [{ x: 1050, h: 120, w: 360 }], rows: 18, bush: '#4d8a3a', hi: '#7fb552', path: '#8e9a62' });
  const v = villa(sc, { x: 860, y: h2.yAt(1050) + 22, s: 0.5, lit: false, skyColor: '#a9cde0' });
  sc.add(v.svg);
  shadeTrees(sc, h2, { n: 8, size: [140, 220], fill: '#3f6a36', lit: '#5a8a48', x0: 0, x1: 780 });
  const h3 = teaHill(sc, { base: 800, amp: 30, bumps: [{ x: 200, h: 60, w: 400 }], rows: 14, bush: '#3c7a2c', hi: '#78b446', path: '#7a6a42', depth: 1.1 });
  // red-earth estate road
  sc.add(el('path', { d: 'M1610 760C1300 780 1200 840 1000 880S620 960 540 1010H760C900 960 1100 900 1260 860S1500 820 1610 810Z', fill: '#b36a44' }));
  shadeTrees(sc, h3, { n: 4, size: [300, 420], fill: '#2f5a2a', lit: '#4d7d3c', x0: 1200, x1: 1600, sink: 20 });
  vignette(sc, 0.25, '#1c2a1a');
});

image('tea-estate-villa-2.svg', 'Golden-hour light on the verandah of a cream tea-estate villa with terracotta roof, tea rows in the foreground', (sc) => {
  sky(sc, [[0, '#6a86a8'], [0.4, '#d9b189'], [0.75, '#f6d39a'], [1, '#fbe6bc']], 620);
  sun(sc, 260, 420, 36, { core: '#fff8e6', glow: '#ffd48a', glowR: 700, glowOp: 0.75 });
  streaks(sc, 6, { y0: 200, y1: 360, color: '#f6c89a', op: 0.5 });
  const far = hills(sc, { base: 500, amp: 40 });
  sc.add(el('path', { d: far.d, fill: '#b89a82' }));
  const h1 = teaHill(sc, { base: 560, amp: 30, rows: 14, bush: '#8a8a4a', hi: '#b3a860', path: '#a3906a' });
  shadeTrees(sc, h1, { n: 9, size: [80, 120], fill: '#6a6a3c', lit: '#8a844a' });
  const g = hills(sc, { base: 640, amp: 10 });
  sc.add(el('path', { d: g.d, fill: '#7f8a45' }));
  const v = villa(sc, { x: 520, y: 660, s: 0.95, lit: true, skyColor: '#f2cf98' });
  sc.add(v.svg);
  forestBand(sc, { kind: ['cypress', 'round'], x0: 1280, x1: 1640, yAt: () => 650, size: [240, 360], fill: '#4a5a2c', lit: '#6f7e3c', gap: [40, 70] });
  forestBand(sc, { kind: ['round'], x0: 200, x1: 480, yAt: () => 660, size: [200, 280], fill: '#4a5a2c', lit: '#6f7e3c', gap: [50, 80] });
  teaHill(sc, { base: 730, amp: 16, rows: 9, bush: '#476d2a', hi: '#a9b04e', path: '#8a6a3e', depth: 1.3 });
  rays(sc, 260, 420, { n: 6, a0: -10, a1: 30, op: 0.08, len: 1600 });
  vignette(sc, 0.3, '#2a1c0c');
});

image('tea-estate-villa-3.svg', 'Misty highland dawn over layered tea hills with slender shade trees and a distant estate villa', (sc) => {
  sky(sc, [[0, '#b9c9c4'], [0.55, '#e6e6da'], [1, '#f3eddc']]);
  sun(sc, 1160, 300, 46, { core: '#fffdf3', glow: '#fff1d4', glowR: 500, glowOp: 0.7, haloOp: 0.5 });
  const cols = [
    ['#b3c4b2', '#c2d0bc', '#bccab8'],
    ['#97b296', '#a9c2a2', '#a4b99c'],
    ['#76996f', '#8fb07e', '#8aa07a'],
    ['#55804b', '#76a45a', '#7d8a5a'],
    ['#3a6a30', '#6aa044', '#6e6a44'],
  ];
  cols.forEach(([bush, hi, path], i) => {
    const base = 430 + i * 120;
    const hl = teaHill(sc, { base, amp: 40 + i * 6, bumps: [{ x: sc.r(100, 1500), h: 60, w: 300 }], rows: 10 + i * 2, bush, hi, path, depth: 1 + i * 0.1 });
    shadeTrees(sc, hl, { n: 2 + i, size: [50 + i * 35, 80 + i * 50], fill: shade(bush, 0.12), lit: bush });
    if (i === 1) {
      const v = villa(sc, { x: 300, y: hl.yAt(400) + 10, s: 0.28, skyColor: '#d6ddd2' });
      sc.add(v.svg);
    }
    mist(sc, base + 10, 120, '#f5f2e8', 0.75);
  });
  wisps(sc, 8, { y0: 760, y1: 940, color: '#ffffff', op: 0.4 });
  flock(sc, 4, 900, 180, 1100, 240, '#6a7a70', 2);
  vignette(sc, 0.22, '#1f2a20');
});

image('tea-estate-villa-4.svg', 'Tea-estate villa at dusk, its verandah lamps glowing above dark rows of tea under a violet sky', (sc) => {
  sky(sc, [[0, '#1d2144'], [0.4, '#4e3f6e'], [0.7, '#b0698a'], [0.9, '#eaa27e']], 620);
  stars(sc, 60, { yMax: 300 });
  moon(sc, 1380, 140, 18);
  const far = hills(sc, { base: 520, amp: 50, bumps: [{ x: 300, h: 60, w: 300 }] });
  sc.add(el('path', { d: far.d, fill: '#5d4a72' }));
  treeline(sc, { yAt: far.yAt, fill: '#514066', h: [10, 20], spiky: false });
  const h1 = teaHill(sc, { base: 600, amp: 30, bumps: [{ x: 1000, h: 90, w: 380 }], rows: 14, bush: '#2d3a48', hi: '#475668', path: '#3a3448' });
  const v = villa(sc, { x: 780, y: h1.yAt(1000) + 30, s: 0.62, lit: true, skyColor: '#b0698a', wall: '#d9ccb6' });
  sc.add(v.svg);
  shadeTrees(sc, h1, { n: 6, size: [160, 240], fill: '#1d2230', lit: '#2a3040', x0: 0, x1: 700 });
  forestBand(sc, { kind: ['cypress'], x0: 1380, x1: 1640, yAt: (x) => h1.yAt(x) + 20, size: [260, 360], fill: '#1a1e2c', lit: '#252a3a', gap: [34, 50] });
  teaHill(sc, { base: 800, amp: 24, rows: 12, bush: '#1e2a30', hi: '#3d4e52', path: '#2a2630', depth: 1.2 });
  // lamp posts along the estate drive
  for (const [x, y, sz] of [[300, 840, 1], [520, 800, 0.8], [700, 772, 0.65]]) {
    sc.add(el('rect', { x: x - 3 * sz, y: y - 110 * sz, width: 6 * sz, height: 110 * sz, fill: '#15121c' }), el('rect', { x: x - 10 * sz, y: y - 132 * sz, width: 20 * sz, height: 24 * sz, rx: 4 * sz, fill: '#ffe2a0' }));
    glow(sc, x, y - 120 * sz, 120 * sz, 100 * sz, '#ffc46e', 0.55);
  }
  vignette(sc, 0.5, '#0c0a18');
});

// ----- Hilltop lodge ---------------------------------------------------------

function valleyLayers(sc, { y0, y1, n, near, far: farC, amp = 40 }) {
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const base = lerp(y0, y1, Math.pow(t, 1.3));
    const hl = hills(sc, { base, amp: amp * (0.6 + t), freq: 1 / lerp(500, 260, t), bumps: [{ x: sc.r(0, 1600), h: sc.r(20, 70) * (0.5 + t), w: sc.r(200, 400) }] });
    sc.add(el('path', { d: hl.d, fill: mix(farC, near, t) }));
  }
}

function milkyWay(sc, x0, y0, x1, y1, { width = 220, color = '#c9c2e8' } = {}) {
  sc.add(el('path', { d: `M${x0} ${y0}L${x1} ${y1}`, stroke: color, 'stroke-width': width, opacity: 0.16, filter: sc.blur(width * 0.35), 'stroke-linecap': 'round' }));
  sc.add(el('path', { d: `M${x0} ${y0}L${x1} ${y1}`, stroke: '#fff6e8', 'stroke-width': width * 0.3, opacity: 0.14, filter: sc.blur(width * 0.15), 'stroke-linecap': 'round' }));
  let d = '';
  for (let i = 0; i < 220; i++) {
    const t = sc.r();
    const off = (sc.r() + sc.r() + sc.r() - 1.5) * width * 0.5;
    const L = Math.hypot(x1 - x0, y1 - y0);
    const nx = -(y1 - y0) / L;
    const ny = (x1 - x0) / L;
    d += `M${Math.round(lerp(x0, x1, t) + nx * off)} ${Math.round(lerp(y0, y1, t) + ny * off)}h0`;
  }
  sc.add(el('path', { d, stroke: '#fffaf0', 'stroke-width': 1.3, 'stroke-linecap': 'round', opacity: 0.7 }));
}

image('hilltop-lodge-1.svg', 'Glass-and-timber lodge on a hilltop at sunrise, overlooking layer upon layer of misty valleys', (sc) => {
  sky(sc, [[0, '#5d7aa6'], [0.45, '#d6a9a0'], [0.7, '#f6cf9e'], [0.85, '#fde7c0']], 720);
  sun(sc, 360, 520, 34, { core: '#fffaf0', glow: '#ffd7a0', glowR: 680, glowOp: 0.75 });
  streaks(sc, 6, { y0: 240, y1: 380, color: '#f6c6a8', op: 0.45 });
  valleyLayers(sc, { y0: 540, y1: 760, n: 6, near: '#4f6a5e', far: '#d8b9b0', amp: 36 });
  mist(sc, 600, 120, '#fde9d0', 0.6);
  mist(sc, 700, 120, '#f4e2d2', 0.45);
  const hill = hills(sc, { base: 1000, amp: 10, bumps: [{ x: 1220, h: 420, w: 520 }] });
  sc.add(el('path', { d: hill.d, fill: sc.lin([[0, '#587a52'], [0.5, '#3f5e3e'], [1, '#2a4030']]) }));
  const ml = modernLodge(sc, { x: 1060, y: hill.yAt(1200) + 24, s: 0.62, lit: true, skyColor: '#f3c9a4', deckLen: 220 });
  sc.add(ml.svg);
  forestBand(sc, { kind: ['cypress', 'pine'], x0: 1460, x1: 1640, yAt: (x) => hill.yAt(x) + 10, size: [180, 260], fill: '#263a2c', lit: '#3d5a40', gap: [26, 40] });
  forestBand(sc, { kind: ['round'], x0: 740, x1: 940, yAt: (x) => hill.yAt(x) + 20, size: [140, 200], fill: '#2f4a34', lit: '#4a6a48', gap: [40, 60] });
  flock(sc, 6, 520, 380, 720, 440, '#5a4a55', 2);
  vignette(sc, 0.3, '#1a1a20');
});

image('hilltop-lodge-2.svg', 'Cedar barrel sauna puffing steam on a hilltop deck beside the lodge, with a panoramic sunset over the valley', (sc) => {
  sky(sc, [[0, '#2d3f66'], [0.35, '#7a5f86'], [0.6, '#e08a6a'], [0.8, '#f8c27e']], 700);
  sun(sc, 1240, 610, 30, { core: '#fff2d0', glow: '#ffb56a', glowR: 640, glowOp: 0.75 });
  streaks(sc, 8, { y0: 300, y1: 500, color: '#f4a27e', op: 0.45 });
  valleyLayers(sc, { y0: 620, y1: 760, n: 5, near: '#3a3446', far: '#c98a84', amp: 30 });
  mist(sc, 660, 100, '#f3b08e', 0.4);
  const hill = hills(sc, { base: 800, amp: 12, bumps: [{ x: 300, h: 60, w: 500 }, { x: 1500, h: -80, w: 300 }] });
  sc.add(el('path', { d: hill.d, fill: sc.lin([[0, '#4a4a3a'], [1, '#23241e']]) }));
  // wild grasses catching the last light
  let gr = '';
  for (let i = 0; i < 160; i++) {
    const x = sc.r(900, 1640);
    const y = hill.yAt(x) + sc.r(6, 220);
    gr += `M${f(x)} ${f(y)}l${f(sc.r(-5, 8))} ${f(-sc.r(10, 30))}`;
  }
  sc.add(el('path', { d: gr, stroke: '#b08a5a', 'stroke-width': 2, opacity: 0.55, 'stroke-linecap': 'round' }));
  const ml = modernLodge(sc, { x: 60, y: 810, s: 0.72, lit: true, skyColor: '#e6a080', deckLen: 0 });
  sc.add(ml.svg);
  // timber deck platform under the sauna
  sc.add(el('path', { d: 'M420 880L1180 880L1260 960L340 960Z', fill: '#7a5438' }), el('path', { d: 'M340 960H1260V984H340Z', fill: '#3e2a1c' }));
  let bl = '';
  for (let i = 1; i < 8; i++) {
    const y = 880 + i * 10;
    bl += `M${f(420 - i * 10)} ${y}H${f(1180 + i * 10)}`;
  }
  sc.add(el('path', { d: bl, stroke: '#3a2414', 'stroke-width': 1.5, opacity: 0.5 }));
  const sa = sauna(sc, { x: 700, y: 920, s: 1.25, wood: '#a86f40', lit: true });
  sc.add(sa.svg);
  smoke(sc, sa.pipe[0], sa.pipe[1], { len: 260, drift: 80, color: '#ffffff', op: 0.45, width: 16 });
  glow(sc, 700, 880, 260, 120, '#ffb060', 0.3);
  // steps and a bench with towels
  sc.add(el('rect', { x: 1000, y: 846, width: 160, height: 12, fill: '#3a2414' }), el('path', { d: 'M1012 858v30M1148 858v30', stroke: '#3a2414', 'stroke-width': 8 }));
  sc.add(el('rect', { x: 1020, y: 834, width: 50, height: 12, rx: 5, fill: '#efe9dc' }), el('rect', { x: 1076, y: 834, width: 50, height: 12, rx: 5, fill: '#d8c8a8' }));
  // buckets and towel
  sc.add(el('path', { d: 'M920 930h40l-5 40h-30Z', fill: '#8a5a34' }), el('path', { d: 'M932 920l8 -40', stroke: '#5a3a22', 'stroke-width': 4 }));
  vignette(sc, 0.45, '#120c14');
});

image('hilltop-lodge-3.svg', 'Timber deck with loungers and a glass balustrade high on a hilltop, looking out over a vast valley at sunset', (sc) => {
  sky(sc, [[0, '#3a5078'], [0.4, '#c28a8c'], [0.62, '#f4b07c'], [0.8, '#fbd99e']], 700);
  sun(sc, 800, 560, 40, { core: '#fff6dc', glow: '#ffc67a', glowR: 760, glowOp: 0.8 });
  streaks(sc, 10, { y0: 200, y1: 460, color: '#f6b892', op: 0.45 });
  valleyLayers(sc, { y0: 570, y1: 800, n: 7, near: '#2f3a44', far: '#e6b08c', amp: 40 });
  mist(sc, 620, 120, '#fbd2a8', 0.5);
  // deck floor in perspective
  const vp = [800, 560];
  const top = 760;
  sc.add(el('path', { d: `M-10 ${top}H1610V1010H-10Z`, fill: sc.lin([[0, '#6a4630'], [1, '#9a6a44']]) }));
  let boards = '';
  for (let i = -22; i <= 22; i++) {
    const xb = 800 + i * 110;
    const t = (top - vp[1]) / (1010 - vp[1]);
    boards += `M${f(lerp(vp[0], xb, t))} ${top}L${f(xb)} 1010`;
  }
  sc.add(el('path', { d: boards, stroke: '#3a2414', 'stroke-width': 2, opacity: 0.5 }));
  // glass balustrade with timber cap
  sc.add(el('rect', { x: -10, y: 640, width: 1620, height: 120, fill: '#e6eef2', opacity: 0.14 }));
  let posts = '';
  for (let x = 0; x <= 1600; x += 200) posts += `M${x} 640V760`;
  sc.add(el('path', { d: posts, stroke: '#2a1a10', 'stroke-width': 6 }), el('rect', { x: -10, y: 630, width: 1620, height: 14, fill: '#3a2414' }));
  sc.add(el('path', { d: 'M-10 700L260 640M900 760L1160 640', stroke: '#ffffff', 'stroke-width': 6, opacity: 0.12 }));
  // two loungers
  const lounger = (x, y, sz) =>
    el('g', { transform: `translate(${x} ${y}) scale(${sz})` },
      el('path', { d: 'M-150 0H110L150 -70L170 -64L126 14H-150Z', fill: '#efe6d4' }) +
      el('path', { d: 'M-140 14V40M100 14V40', stroke: '#2a1a10', 'stroke-width': 10 }) +
      el('path', { d: 'M-150 0H110L126 14H-150Z', fill: '#c9b898' }) +
      el('rect', { x: 100, y: -66, width: 50, height: 26, rx: 10, transform: 'rotate(-58 125 -53)', fill: '#b7553e' }));
  sc.add(lounger(420, 880, 1.2), lounger(1040, 880, 1.2));
  sc.add(el('ellipse', { cx: 730, cy: 900, rx: 60, ry: 16, fill: '#2a1a10' }), el('rect', { x: 722, y: 900, width: 16, height: 60, fill: '#2a1a10' }), el('path', { d: 'M712 890l4 -30h10l4 30ZM740 890l4 -26h10l4 26Z', fill: '#f6efe2', opacity: 0.8 }));
  // potted plants at the edges
  sc.add(el('path', { d: 'M1460 1010l20 -120h100l20 120Z', fill: '#3d3a36' }), tree(sc, 'round', 1530, 900, 300, '#2d4a2c', '#4a6a3c'));
  vignette(sc, 0.4, '#1a1010');
});

image('hilltop-lodge-4.svg', 'Hilltop lodge glowing beneath a starry night sky and the Milky Way, the valley lights far below', (sc) => {
  sky(sc, [[0, '#060a1a'], [0.6, '#121c3a'], [1, '#2a3a5c']], 760);
  milkyWay(sc, 200, -60, 1300, 700, { width: 260 });
  stars(sc, 200, { yMax: 640, fade: false });
  valleyLayers(sc, { y0: 640, y1: 780, n: 4, near: '#0c1220', far: '#25304a', amp: 30 });
  mist(sc, 700, 80, '#3a4a6a', 0.35);
  // distant village lights
  let vl = '';
  for (let i = 0; i < 40; i++) vl += `M${Math.round(sc.r(0, 900))} ${Math.round(sc.r(700, 780))}h0`;
  sc.add(el('path', { d: vl, stroke: '#ffcf7a', 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.8 }));
  const hill = hills(sc, { base: 1000, amp: 10, bumps: [{ x: 1150, h: 360, w: 520 }] });
  sc.add(el('path', { d: hill.d, fill: '#0a0f18' }));
  const ml = modernLodge(sc, { x: 980, y: hill.yAt(1130) + 26, s: 0.66, lit: true, skyColor: '#2a3a5c', dark: '#141414', wood: '#4a3626', deckLen: 200 });
  sc.add(ml.svg);
  forestBand(sc, { kind: ['cypress', 'pine'], x0: 1440, x1: 1640, yAt: (x) => hill.yAt(x) + 10, size: [200, 300], fill: '#060a10', lit: '#0e1420', gap: [26, 40] });
  vignette(sc, 0.5, '#02040a');
});

// ----- Activities --------------------------------------------------------------

/** Tea picker seen from the side: basket on the back, reaching into the bushes. */
function teaPicker(x, y, s, { skin = '#5a3522', cloth = '#2f5f7a', scarf = '#c9822f', basket = '#9a7040', flip = false } = {}) {
  let g = '';
  g += el('path', { d: 'M-30 -96L-8 -100L-2 -40L-34 -36Z', fill: basket });
  let weave = '';
  for (let yy = -92; yy < -40; yy += 8) weave += `M-31 ${yy}L-5 ${yy - 2}`;
  g += el('path', { d: weave, stroke: shade(basket, 0.35), 'stroke-width': 1.5 });
  g += el('path', { d: 'M-6 -100C-2 -120 6 -132 14 -134', stroke: shade(basket, 0.4), 'stroke-width': 2.5, fill: 'none' });
  g += el('path', { d: 'M-8 -104C-8 -118 18 -120 22 -104L26 -20H-10Z', fill: cloth });
  g += stroke('M16 -96L36 -76L52 -70', 7, cloth) + el('circle', { cx: 54, cy: -70, r: 4.5, fill: skin });
  g += el('rect', { x: 2, y: -118, width: 9, height: 12, fill: skin });
  g += el('ellipse', { cx: 10, cy: -130, rx: 11, ry: 13, fill: skin });
  g += el('path', { d: 'M-2 -132C-2 -148 22 -150 23 -134C20 -138 6 -140 0 -126Z', fill: scarf });
  g += el('path', { d: 'M-2 -130C-8 -126 -10 -118 -6 -112', stroke: scarf, 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round' });
  return el('g', { transform: `translate(${f(x)} ${f(y)}) scale(${f(flip ? -s : s)} ${f(s)})` }, g);
}

image('activity-tea-tour.svg', 'Guided tea tour: pickers with woven baskets among bright rows of tea on the Tigoni hills in morning light', (sc) => {
  sky(sc, [[0, '#8fb8d4'], [0.6, '#e6eddc'], [1, '#f6efd8']], 520);
  sun(sc, 1250, 250, 40, { core: '#fffcef', glow: '#fff0c8', glowR: 520, glowOp: 0.7 });
  const far = hills(sc, { base: 380, amp: 40 });
  sc.add(el('path', { d: far.d, fill: '#a7bfb4' }));
  const h1 = teaHill(sc, { base: 450, amp: 40, bumps: [{ x: 300, h: 60, w: 300 }], rows: 12, bush: '#6f9c5a', hi: '#8dba6c', path: '#9aae84' });
  shadeTrees(sc, h1, { n: 7, size: [90, 140], fill: '#54805a', lit: '#6c9a64' });
  const h2 = teaHill(sc, { base: 560, amp: 30, rows: 10, bush: '#4f8c3c', hi: '#82b858', path: '#8e9a66', bottom: 760 });
  shadeTrees(sc, h2, { n: 3, size: [220, 300], fill: '#3d6a36', lit: '#58894a', x0: 1000, x1: 1500 });
  sc.add(teaPicker(520, 760, 2.3, { cloth: '#36607c', scarf: '#c9822f' }), teaPicker(1060, 730, 1.7, { skin: '#6b4428', cloth: '#8a3b30', scarf: '#e0c07a', flip: true }));
  // foreground rows: continuous clipped hedges with bumpy tops and leaf texture
  const rowsY = [700, 770, 850, 945];
  rowsY.forEach((y, i) => {
    const step = 46 + i * 30;
    const depth = 90 + i * 60;
    let top = '';
    let x = -80;
    const y0 = y + Math.sin(x / 300 + i) * 10;
    top += `M${f(x)} ${f(y0)}`;
    while (x < 1700) {
      const nx = x + step * sc.r(0.7, 1.2);
      const ny = y + Math.sin(nx / 300 + i) * 10 + sc.r(-4, 4) * (1 + i);
      const r = (nx - x) * 0.62;
      top += `A${f(r)} ${f(r * 0.55)} 0 0 1 ${f(nx)} ${f(ny)}`;
      x = nx;
    }
    const body = top + `L${f(x)} ${f(y + depth)}L-80 ${f(y + depth)}Z`;
    const c = mix('#4a8a34', '#2c5a22', i / 3);
    sc.add(el('path', { d: body, fill: sc.lin([[0, tint(c, 0.12)], [0.35, c], [1, shade(c, 0.35)]]) }));
    sc.add(el('path', { d: top, fill: 'none', stroke: '#a6d06a', 'stroke-width': 3 + i * 1.5, opacity: 0.45 }));
    // leaf texture
    let lv = '';
    const n = 50 + i * 16;
    for (let k = 0; k < n; k++) {
      const lx = sc.r(-40, 1640);
      const ly = y + sc.r(4, depth * 0.7);
      const L = 8 + i * 5;
      const a = sc.r(-0.8, 0.8) - Math.PI / 2;
      const ex = lx + Math.cos(a) * L;
      const ey = ly + Math.sin(a) * L * 0.7;
      const R = Math.round;
      lv += `M${R(lx)} ${R(ly)}Q${R(lx + L * 0.5)} ${R(ly - L * 0.1)} ${R(ex)} ${R(ey)}Q${R(lx - L * 0.3)} ${R(ly - L * 0.3)} ${R(lx)} ${R(ly)}Z`;
    }
    sc.add(el('path', { d: lv, fill: '#8fc25a', opacity: 0.35 + i * 0.08 }));
  });
  // fresh two-leaves-and-a-bud sprigs in the nearest row
  let sp = '';
  for (let i = 0; i < 30; i++) {
    const x = sc.r(0, 1600);
    const y = sc.r(950, 990);
    sp += `M${f(x)} ${f(y)}q6 -14 2 -24q-10 8 -2 24Zm0 0q10 -8 16 -16q-14 0 -16 16Z`;
  }
  sc.add(el('path', { d: sp, fill: '#b9e07a', opacity: 0.85 }));
  vignette(sc, 0.25, '#1a2a14');
});

image('activity-nature-walk.svg', 'Guided nature walk: two hikers on a sunlit trail through tall forest and open meadow', (sc) => {
  sky(sc, [[0, '#c4d9d0'], [0.6, '#f0ecd2'], [1, '#f8e8c4']], 700);
  sun(sc, 1100, 280, 36, { core: '#fffbe8', glow: '#ffe9b8', glowR: 600, glowOp: 0.8 });
  const h0 = hills(sc, { base: 480, amp: 40, bumps: [{ x: 400, h: 80, w: 300 }] });
  sc.add(el('path', { d: h0.d, fill: '#b7c8ae' }));
  treeline(sc, { yAt: h0.yAt, fill: '#a9bca0', h: [14, 30], spiky: false });
  const h1 = hills(sc, { base: 600, amp: 30 });
  forestBand(sc, { kind: ['tall', 'cypress', 'round'], yAt: (x) => h1.yAt(x) + 4, size: [200, 320], fill: '#7d9a6a', lit: '#93b07c', gap: [30, 60], skip: (x) => x > 1000 && x < 1250 });
  sc.add(el('path', { d: h1.d, fill: sc.lin([[0, '#a3bb74'], [1, '#6f9448']]) }));
  const trail = winding(sc, { pts: [[1120, 610], [1040, 650], [1120, 700], [900, 780], [760, 880], [820, 1010]], w0: 10, w1: 380 });
  sc.add(el('path', { d: trail.d, fill: sc.lin([[0, '#e8d7a8'], [1, '#b8955e']]) }));
  sc.add(hiker(980, 750, 1.05, '#2d3530', { stick: true, hat: true, stride: 1 }), hiker(1070, 700, 0.85, '#3a3a34', { stride: 0.8 }));
  // meadow flowers and grasses
  let fl = '';
  let fl2 = '';
  for (let i = 0; i < 120; i++) {
    const x = sc.r(-20, 1620);
    const y = sc.r(700, 1000);
    if (Math.abs(x - 820) < 120 + (y - 700) * 0.4) continue;
    if (i % 3) fl += `M${Math.round(x)} ${Math.round(y)}h0`;
    else fl2 += `M${Math.round(x)} ${Math.round(y)}h0`;
  }
  sc.add(el('path', { d: fl, stroke: '#f4e3a0', 'stroke-width': 6, 'stroke-linecap': 'round', opacity: 0.85 }), el('path', { d: fl2, stroke: '#c86a8a', 'stroke-width': 6, 'stroke-linecap': 'round', opacity: 0.8 }));
  sc.add(trunk(130, 1010, -10, 80, 54, '#3b3126', '#5b4a38'), tree(sc, 'tall', 1480, 1040, 1100, '#2e4a2c', '#446a3c'));
  rays(sc, 1100, 280, { n: 7, a0: 70, a1: 170, op: 0.08 });
  vignette(sc, 0.3, '#1a2410');
});

image('activity-bike-ride.svg', 'Sunset bike ride: a cyclist cresting a ridge road above rolling tea country', (sc) => {
  sky(sc, [[0, '#2f4468'], [0.4, '#a86a7e'], [0.65, '#f0a070'], [0.85, '#fcd494']], 760);
  sun(sc, 1000, 640, 60, { core: '#fff2cc', glow: '#ffbe6e', glowR: 700, glowOp: 0.75 });
  streaks(sc, 8, { y0: 260, y1: 520, color: '#f7b48a', op: 0.45 });
  const far = hills(sc, { base: 640, amp: 40 });
  sc.add(el('path', { d: far.d, fill: '#a8707e' }));
  const h1 = teaHill(sc, { base: 700, amp: 30, rows: 10, bush: '#5a4a5a', hi: '#7a6070', path: '#6a5060' });
  shadeTrees(sc, h1, { n: 6, size: [120, 180], fill: '#4a3a4a', lit: '#5a4858' });
  const ridge = hills(sc, { base: 880, amp: 10, bumps: [{ x: 900, h: 110, w: 420 }] });
  sc.add(el('path', { d: ridge.d, fill: '#2a2230' }));
  // road along the ridge
  const road = [];
  for (let x = -40; x <= 1640; x += 40) road.push([x, ridge.yAt(x) + 14]);
  sc.add(el('path', { d: smooth(road), stroke: '#4a3a40', 'stroke-width': 18, fill: 'none' }));
  sc.add(el('path', { d: smooth(road), stroke: '#e0b48a', 'stroke-width': 2, fill: 'none', 'stroke-dasharray': '24 20', opacity: 0.5 }));
  sc.add(cyclist(930, ridge.yAt(930) + 8, 2.1, '#1a1418'));
  sc.add(cyclist(700, ridge.yAt(700) + 10, 1.7, '#221a20'));
  // grasses
  let gr = '';
  for (let i = 0; i < 120; i++) {
    const x = sc.r(-20, 1620);
    const y = ridge.yAt(x) + sc.r(30, 140);
    gr += `M${f(x)} ${f(y)}l${f(sc.r(-6, 8))} ${f(-sc.r(14, 40))}`;
  }
  sc.add(el('path', { d: gr, stroke: '#3a2c36', 'stroke-width': 2.4, 'stroke-linecap': 'round' }));
  vignette(sc, 0.4, '#140c14');
});

image('activity-bird-watching.svg', 'Bird watching: a crested turaco perched on a branch against a golden sky above a misty wetland', (sc) => {
  sky(sc, [[0, '#d7c49a'], [0.55, '#f4dca8'], [1, '#f8ead0']], 700);
  sun(sc, 520, 420, 50, { core: '#fffaf0', glow: '#ffe0a0', glowR: 620, glowOp: 0.7 });
  const far = hills(sc, { base: 560, amp: 40 });
  sc.add(el('path', { d: far.d, fill: '#c3b08a' }));
  treeline(sc, { yAt: far.yAt, fill: '#b4a27e', h: [10, 24], spiky: false });
  mist(sc, 580, 100, '#fbf0da', 0.7);
  // wetland water with reeds
  sc.add(el('path', { d: 'M-10 640C400 630 1200 636 1610 644V1010H-10Z', fill: sc.lin([[0, '#e8d6ac'], [1, '#9a9a80']]) }));
  let sh = '';
  for (let i = 0; i < 40; i++) sh += `M${Math.round(sc.r(-40, 1600))} ${Math.round(sc.r(650, 900))}h${Math.round(sc.r(20, 90))}`;
  sc.add(el('path', { d: sh, stroke: '#fff6e0', 'stroke-width': 2, opacity: 0.6 }));
  let reeds = '';
  for (let i = 0; i < 90; i++) {
    const x = sc.r(-40, 1640);
    const base = sc.r(700, 1010);
    const hgt = sc.r(40, 140) * (base / 800);
    reeds += `M${f(x)} ${f(base)}q${f(sc.r(-8, 8))} ${f(-hgt * 0.6)} ${f(sc.r(-20, 20))} ${f(-hgt)}`;
  }
  sc.add(el('path', { d: reeds, stroke: '#6a6448', 'stroke-width': 2.4, fill: 'none', 'stroke-linecap': 'round', opacity: 0.8 }));
  flock(sc, 9, 700, 240, 1100, 360, '#5a4a3a', 2.4);
  // crane wading in the distance
  sc.add(el('g', { transform: 'translate(1180 760) scale(1.2)' },
    el('path', { d: 'M0 0L2 -40M8 0L6 -40', stroke: '#3a3226', 'stroke-width': 2 }) +
    el('path', { d: 'M-16 -46C-10 -62 18 -64 24 -50C20 -40 0 -38 -16 -46Z', fill: '#3a3226' }) +
    el('path', { d: 'M18 -56C22 -76 24 -86 30 -90L40 -86L30 -84C28 -76 26 -66 24 -54Z', fill: '#3a3226' }) +
    el('path', { d: 'M28 -94l4 -8l3 8Z', fill: '#c8a040' })));
  // foreground branch with leaves and the perched bird
  sc.add(el('path', { d: 'M-20 700C200 660 420 640 700 600C800 586 900 570 980 560L984 570C900 584 800 600 700 614C420 656 200 690 -20 730Z', fill: '#2a2018' }));
  sc.add(el('path', { d: 'M400 648C460 600 500 560 520 520L528 524C510 566 470 608 410 656Z', fill: '#2a2018' }));
  let lv = '';
  for (let i = 0; i < 26; i++) {
    const t = sc.r(0, 1);
    const x = lerp(0, 960, t);
    const y = lerp(712, 566, t) + sc.r(-40, 30);
    const a = sc.r(-60, 60);
    lv += el('ellipse', { cx: x, cy: y, rx: 26, ry: 9, transform: `rotate(${f(a)} ${f(x)} ${f(y)})` });
  }
  sc.add(el('g', { fill: '#3a4a2a' }, lv));
  sc.add(perchedBird(700, 604, 2.2, '#1e3a2a'));
  sc.add(el('path', { d: 'M734 482C730 470 740 462 750 466', stroke: '#b0302a', 'stroke-width': 6, fill: 'none', 'stroke-linecap': 'round' }));
  vignette(sc, 0.3, '#2a2010');
});

image('activity-canoe.svg', 'Canoeing at dawn: two paddlers glide across a calm, misty lake toward forested shores', (sc) => {
  const wy = 560;
  const far = capture(sc, () => {
    sky(sc, [[0, '#7f9cc0'], [0.5, '#d8c8d0'], [0.85, '#f8dcc0']], wy + 2);
    sun(sc, 400, 470, 30, { core: '#fffaf0', glow: '#ffdcb0', glowR: 520, glowOp: 0.75 });
    const r1 = hills(sc, { base: wy - 30, amp: 50, bumps: [{ x: 1200, h: 120, w: 300 }], bottom: wy + 2 });
    sc.add(el('path', { d: r1.d, fill: '#9aa6b8' }));
    treeline(sc, { yAt: (x) => r1.yAt(x) + 4, fill: '#8e9aae', h: [12, 26], bottom: wy + 2 });
    mist(sc, wy - 30, 70, '#f6e8dc', 0.7);
    const r2 = hills(sc, { base: wy, amp: 14, bottom: wy + 2 });
    sc.add(el('path', { d: r2.d, fill: '#5f7080' }));
    treeline(sc, { yAt: (x) => r2.yAt(x) + 2, fill: '#55667a', h: [16, 34], bottom: wy + 2 });
  });
  water(sc, null, wy, { top: '#e8d4cc', bottom: '#4a5f78', op: 0.55, glintX: 400, glint: '#fff0d8', refl: [{ id: far, axis: wy }], lines: 60 });
  wisps(sc, 10, { y0: 560, y1: 660, color: '#ffffff', op: 0.45 });
  const cx = 880;
  const cy = 760;
  const cn = el('g', {}, canoe(cx - 70, cy, 1.6, { hull: '#b5532f', person: '#232a30' }) + canoe(cx + 90, cy, 1.6, { hull: null, person: '#2c343a' }));
  sc.add(el('g', { transform: `matrix(1 0 0 -0.7 0 ${f(cy * 1.7 + 8)})`, opacity: 0.3 }, cn));
  sc.add(cn);
  sc.add(el('path', { d: `M${cx - 300} ${cy + 12}C${cx - 200} ${cy + 30} ${cx - 120} ${cy + 16} ${cx - 40} ${cy + 20}M${cx + 200} ${cy + 20}C${cx + 280} ${cy + 24} ${cx + 340} ${cy + 14} ${cx + 420} ${cy + 18}`, stroke: '#ffffff', 'stroke-width': 2.5, fill: 'none', opacity: 0.6 }));
  vignette(sc, 0.3, '#1c2230');
});

image('activity-cooking-class.svg', 'Farm-to-table cooking class: a warm kitchen counter with fresh vegetables, copper pans and a steaming pot by a window onto the tea hills', (sc) => {
  sc.add(el('rect', { width: 1600, height: 1000, fill: sc.lin([[0, '#e9dcc4'], [1, '#d6c2a0']]) }));
  // window with view
  const wx = 520;
  const wyy = 120;
  const ww = 560;
  const wh = 420;
  const vid = sc.id();
  sc.defs.push(`<clipPath id="${vid}"><rect x="${wx}" y="${wyy}" width="${ww}" height="${wh}"/></clipPath>`);
  const start = sc.body.length;
  sky(sc, [[0, '#9ec4dc'], [1, '#f1ead2']], 560);
  const h1 = teaHill(sc, { base: 380, amp: 30, rows: 8, bush: '#6a9a58', hi: '#8aba6c', path: '#9aae84', bottom: 560 });
  shadeTrees(sc, h1, { n: 5, size: [60, 90], fill: '#4f7a4a', lit: '#66905a', x0: 520, x1: 1080 });
  teaHill(sc, { base: 460, amp: 20, rows: 6, bush: '#4d8a3a', hi: '#7fb552', path: '#8e9a62', bottom: 560 });
  const view = sc.body.splice(start).join('');
  sc.add(el('g', { 'clip-path': `url(#${vid})` }, view));
  sc.add(el('path', { d: `M${wx} ${wyy}h${ww}v${wh}h${-ww}Z M${wx + ww / 2} ${wyy}v${wh}M${wx} ${wyy + wh / 2}h${ww}`, fill: 'none', stroke: '#f6f0e2', 'stroke-width': 16 }));
  sc.add(el('rect', { x: wx - 30, y: wyy + wh, width: ww + 60, height: 22, fill: '#8a6a48' }));
  // herbs on the sill
  for (const [x, c] of [[600, '#4f7a3a'], [700, '#5f8a44'], [960, '#46703a']]) {
    sc.add(el('path', { d: `M${x - 24} ${wyy + wh}l6 -44h36l6 44Z`, fill: '#b4653e' }));
    let lv = '';
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI / 2 + (i - 4) * 0.3;
      lv += `M${x} ${wyy + wh - 44}q${f(Math.cos(a) * 20 - 8)} ${f(Math.sin(a) * 30)} ${f(Math.cos(a) * 44)} ${f(Math.sin(a) * 50)}q${f(-Math.cos(a) * 10)} ${f(-Math.sin(a) * 6)} ${f(-Math.cos(a) * 44)} ${f(-Math.sin(a) * 50)}`;
    }
    sc.add(el('path', { d: lv, fill: c }));
  }
  // open shelves and hanging copper pans
  sc.add(el('rect', { x: 90, y: 200, width: 340, height: 14, fill: '#7a5a3c' }), el('rect', { x: 1170, y: 200, width: 340, height: 14, fill: '#7a5a3c' }));
  for (const [x, h, c] of [[120, 60, '#f2ede2'], [180, 80, '#3f6a5a'], [250, 50, '#c98a3a'], [310, 70, '#f2ede2'], [1200, 70, '#b4653e'], [1270, 50, '#f2ede2'], [1340, 90, '#3f5a6a'], [1420, 60, '#e2d4b4']]) {
    sc.add(el('rect', { x, y: 200 - h, width: 46, height: h, rx: 8, fill: c }));
  }
  sc.add(el('path', { d: 'M90 330H430M1170 330H1510', stroke: '#3a2a1c', 'stroke-width': 5 }));
  for (const [x, r] of [[140, 38], [240, 50], [360, 32], [1230, 44], [1340, 36], [1450, 50]]) {
    sc.add(el('path', { d: `M${x} 330v${f(30 - r / 3)}`, stroke: '#3a2a1c', 'stroke-width': 3 }));
    sc.add(el('circle', { cx: x, cy: 360 + r, r, fill: sc.rad([[0, '#e8a06a'], [0.7, '#b8642e'], [1, '#8a4420']], 0.4, 0.35, 0.7, { box: true }) }));
    sc.add(el('rect', { x: x - 5, y: 350 - r / 3, width: 10, height: 30, fill: '#6a3a1a' }));
  }
  // back counter with tiles
  sc.add(el('rect', { x: 0, y: 590, width: 1600, height: 80, fill: '#efe8da' }));
  let tiles = '';
  for (let x = 0; x <= 1600; x += 40) tiles += `M${x} 590v80`;
  tiles += 'M0 630h1600';
  sc.add(el('path', { d: tiles, stroke: '#d2c6b0', 'stroke-width': 2 }));
  // front counter (wood) in perspective
  sc.add(el('path', { d: 'M-10 690H1610V1010H-10Z', fill: sc.lin([[0, '#a67a4e'], [0.12, '#8a6038'], [1, '#5a3a22']]) }));
  let grain = '';
  for (let i = 0; i < 12; i++) grain += `M-10 ${700 + i * 26}C400 ${704 + i * 26} 1200 ${696 + i * 26} 1610 ${702 + i * 26}`;
  sc.add(el('path', { d: grain, stroke: '#4a2e18', 'stroke-width': 1.5, fill: 'none', opacity: 0.3 }));
  // stove pot with steam
  sc.add(el('ellipse', { cx: 1180, cy: 760, rx: 170, ry: 36, fill: '#2a2420' }));
  sc.add(el('path', { d: 'M1050 640H1310V740C1310 770 1050 770 1050 740Z', fill: sc.lin([[0, '#d88a50'], [0.5, '#b8642e'], [1, '#7a3a1a']], { x1: 0, y1: 0, x2: 1, y2: 0 }) }));
  sc.add(el('ellipse', { cx: 1180, cy: 640, rx: 130, ry: 20, fill: '#5a2a12' }), el('path', { d: 'M1030 660h-30M1330 660h30', stroke: '#3a2214', 'stroke-width': 10, 'stroke-linecap': 'round' }));
  let st = '';
  for (let i = 0; i < 5; i++) st += `M${1110 + i * 35} 630c-20 -40 30 -70 0 -120s20 -80 0 -110`;
  sc.add(el('path', { d: st, stroke: '#ffffff', 'stroke-width': 18, fill: 'none', opacity: 0.3, filter: sc.blur(9), 'stroke-linecap': 'round' }));
  // cutting board with vegetables
  sc.add(el('rect', { x: 250, y: 760, width: 520, height: 150, rx: 24, fill: '#c99a66' }), el('rect', { x: 250, y: 760, width: 520, height: 150, rx: 24, fill: 'none', stroke: '#8a6038', 'stroke-width': 4 }));
  const veg = [];
  for (let i = 0; i < 4; i++) veg.push(el('circle', { cx: 320 + i * 70, cy: 800 + (i % 2) * 40, r: 28, fill: '#c8402e' }), el('path', { d: `M${312 + i * 70} ${774 + (i % 2) * 40}l8 6l8 -6`, stroke: '#3a6a2a', 'stroke-width': 4, fill: 'none' }));
  veg.push(el('ellipse', { cx: 640, cy: 820, rx: 60, ry: 34, fill: '#6a3a6a' }), el('path', { d: 'M640 786c0 -16 -10 -26 -20 -30', stroke: '#4a7a3a', 'stroke-width': 5, fill: 'none' }));
  veg.push(el('path', { d: 'M700 860C720 840 740 840 760 860C740 880 720 880 700 860Z', fill: '#e8c850' }));
  sc.add(...veg);
  // sukuma wiki leaves and carrots
  sc.add(el('path', { d: 'M820 800C880 740 980 760 1000 820C960 860 880 870 820 800ZM860 880C920 830 1010 850 1020 900C980 930 900 930 860 880Z', fill: '#3f6a30' }));
  sc.add(el('path', { d: 'M820 800L1000 820M860 880L1020 900', stroke: '#8ab060', 'stroke-width': 3 }));
  sc.add(el('path', { d: 'M120 840L220 800L226 812L128 856ZM110 880L214 860L216 874L116 894Z', fill: '#e07a30' }));
  sc.add(el('path', { d: 'M220 800l20 -14M224 806l22 -4M214 860l20 -12M216 866l22 0', stroke: '#4a8a3a', 'stroke-width': 4 }));
  // knife
  sc.add(el('path', { d: 'M420 930L640 900L644 914L424 944Z', fill: '#d8dadc' }), el('path', { d: 'M640 900L720 890L724 904L644 914Z', fill: '#3a2214' }));
  // warm light
  glow(sc, 800, 300, 700, 400, '#fff2d0', 0.35);
  sc.add(el('path', { d: 'M500 -10V60M1100 -10V60', stroke: '#2a1a10', 'stroke-width': 3 }), el('path', { d: 'M460 90a40 30 0 0 1 80 0ZM1060 90a40 30 0 0 1 80 0Z', fill: '#2f4a3a' }));
  glow(sc, 500, 110, 160, 110, '#ffd890', 0.6);
  glow(sc, 1100, 110, 160, 110, '#ffd890', 0.6);
  vignette(sc, 0.35, '#2a1a0c');
});

// ----- Other heroes ------------------------------------------------------------

image('hero-about.svg', 'Sunrise over Tigoni tea country: layered green tea hills, slender shade trees, timber cabins and a distant snow-capped peak', (sc) => {
  sky(sc, [[0, '#6f8fb4'], [0.4, '#e0b8a4'], [0.65, '#f8d8a8'], [0.8, '#fdeccc']], 620);
  sun(sc, 1240, 430, 40, { core: '#fffaf0', glow: '#ffdca8', glowR: 720, glowOp: 0.75 });
  streaks(sc, 6, { y0: 200, y1: 360, color: '#f3c2a4', op: 0.45 });
  const mt = range(sc, { base: 470, peaks: [{ x: 520, h: 230, s: 0.55 }, { x: 560, h: 240, s: 0.9 }, { x: 620, h: 200, s: 0.6 }], floor: 20, amp: 10 });
  drawRange(sc, mt, { fill: '#b7a2b0', snow: '#fff4ea', snowAlt: 280, shadow: '#7a6a88', shadowOp: 0.4 });
  mist(sc, 460, 80, '#fbe6d0', 0.7);
  const h1 = teaHill(sc, { base: 520, amp: 36, bumps: [{ x: 1200, h: 50, w: 300 }], rows: 14, bush: '#8aa878', hi: '#a4c08a', path: '#b3bc98' });
  shadeTrees(sc, h1, { n: 9, size: [70, 110], fill: '#6f8f66', lit: '#86a478' });
  mist(sc, 540, 80, '#fbeedc', 0.5);
  const h2 = teaHill(sc, { base: 640, amp: 30, bumps: [{ x: 380, h: 100, w: 340 }], rows: 16, bush: '#5a9140', hi: '#8cc05a', path: '#94a06a' });
  const cab = aFrame(sc, { x: 300, y: h2.yAt(380) + 10, s: 0.34, lit: true, wood: '#8a5a36', skyColor: '#e0b8a4', deck: false });
  sc.add(cab.svg);
  const cab2 = logCabin(sc, { x: 470, y: h2.yAt(540) + 14, s: 0.3, lit: true });
  sc.add(cab2.svg);
  shadeTrees(sc, h2, { n: 8, size: [150, 230], fill: '#41703a', lit: '#5d904c', x0: 700, x1: 1600 });
  teaHill(sc, { base: 820, amp: 24, rows: 12, bush: '#3c7a2c', hi: '#7ab846', path: '#7a6a42', depth: 1.2 });
  rays(sc, 1240, 430, { n: 7, a0: 120, a1: 200, op: 0.07 });
  vignette(sc, 0.3, '#1c2414');
});

image('hero-contact.svg', 'Lantern-lit path winding through the trees at dusk toward a welcoming timber lodge', (sc) => {
  sky(sc, [[0, '#1a2a3a'], [0.45, '#38505c'], [0.75, '#b88660'], [0.92, '#e8b878']], 700);
  stars(sc, 40, { yMax: 260 });
  const h1 = hills(sc, { base: 560, amp: 30 });
  forestBand(sc, { kind: ['tall', 'cypress', 'pine'], yAt: (x) => h1.yAt(x), size: [220, 340], fill: '#34463e', lit: '#3f5448', gap: [26, 50] });
  sc.add(el('path', { d: h1.d, fill: '#2c3d35' }));
  const g = hills(sc, { base: 640, amp: 12 });
  sc.add(el('path', { d: g.d, fill: sc.lin([[0, '#2f4030'], [1, '#141c14']]) }));
  const L = lodge(sc, { x: 620, y: 650, s: 0.6, lit: true, wood: '#6a4630', skyColor: '#b88660' });
  sc.add(L.svg);
  if (L.smoke) smoke(sc, L.smoke[0], L.smoke[1], { len: 140, drift: 40, color: '#d8cdbd', width: 7, op: 0.3 });
  const path = winding(sc, { pts: [[760, 660], [700, 700], [820, 760], [640, 860], [760, 1010]], w0: 30, w1: 460 });
  sc.add(el('path', { d: path.d, fill: sc.lin([[0, '#a08060'], [1, '#5a4432']]) }));
  glow(sc, 740, 760, 500, 220, '#ffb060', 0.25);
  // lanterns along both sides of the path
  const lamps = [];
  path.L.forEach((p, i) => { if (i > 0) lamps.push([p[0] - 30 - i * 14, p[1], 0.35 + i * 0.25]); });
  path.R.forEach((p, i) => { if (i > 0) lamps.push([p[0] + 30 + i * 14, p[1], 0.35 + i * 0.25]); });
  lamps.sort((a, b) => a[1] - b[1]);
  for (const [x, y, sz] of lamps) {
    glow(sc, x, y - 80 * sz, 130 * sz, 110 * sz, '#ffc46e', 0.6);
    sc.add(el('rect', { x: x - 3 * sz, y: y - 80 * sz, width: 6 * sz, height: 80 * sz, fill: '#15120e' }), el('rect', { x: x - 11 * sz, y: y - 104 * sz, width: 22 * sz, height: 26 * sz, rx: 4 * sz, fill: '#ffe4a4', stroke: '#15120e', 'stroke-width': 3 * sz }));
  }
  // fireflies
  let ff = '';
  for (let i = 0; i < 40; i++) ff += `M${Math.round(sc.r(0, 1600))} ${Math.round(sc.r(560, 940))}h0`;
  sc.add(el('path', { d: ff, stroke: '#ffe9a0', 'stroke-width': 4, 'stroke-linecap': 'round', opacity: 0.8 }));
  sc.add(tree(sc, 'pine', 120, 1040, 900, '#0b110e', '#141c17'), tree(sc, 'tall', 1470, 1040, 1000, '#0b110e', '#141c17'));
  vignette(sc, 0.5, '#050805');
});

// ----- Team portraits (400 × 400) -------------------------------------------

const TEAM = [
  { bg: ['#dfe8dc', '#a9c2ae'], skin: '#5c3620', cloth: '#29513d', hair: 'crop', accent: '#f4ecd8', collar: 'blazer', beard: true },
  { bg: ['#f4e6cc', '#dcbf8a'], skin: '#8a5634', cloth: '#c08c36', hair: 'braids', accent: '#5d3823', collar: 'round' },
  { bg: ['#dde4ee', '#a8b8cc'], skin: '#3e2416', cloth: '#f2ece0', hair: 'wrap', accent: '#a6502c', collar: 'vneck' },
  { bg: ['#efe0dc', '#cfa9a0'], skin: '#e2b894', cloth: '#3a4a60', hair: 'wavy', accent: '#e8d7a3', collar: 'knit' },
];

TEAM.forEach((p, i) => {
  image(`team-${i + 1}.svg`, `Abstract portrait avatar of team member ${i + 1}: a head-and-shoulders silhouette on a soft gradient`, (sc) => {
    sc.add(el('rect', { width: 400, height: 400, fill: sc.rad([[0, p.bg[0]], [1, p.bg[1]]], 200, 140, 320) }));
    sc.add(el('circle', { cx: 200, cy: 190, r: 150, fill: 'none', stroke: '#ffffff', 'stroke-width': 2, opacity: 0.35 }));
    const skinS = shade(p.skin, 0.18);
    const head = [];
    // hair behind the head
    if (p.hair === 'braids') {
      head.push(el('path', { d: 'M134 150C120 220 122 290 140 322C150 334 170 332 176 318L176 250H224L224 318C230 332 250 334 260 322C278 290 280 220 266 150Z', fill: '#1e1410' }));
      let br = '';
      for (const x of [142, 154, 166, 234, 246, 258]) br += `M${x} 180V${x < 200 ? 318 - (166 - x) * 0.6 : 318 - (x - 234) * 0.6}`;
      head.push(el('path', { d: br, stroke: '#3e2c20', 'stroke-width': 3, 'stroke-dasharray': '7 5' }));
    }
    const back = head.splice(0).join('');
    sc.add(el('g', { transform: 'translate(0 12)' }, back));
    // neck and shoulders
    sc.add(el('path', { d: 'M172 226H228V292C216 306 184 306 172 292Z', fill: skinS }));
    sc.add(el('path', { d: 'M40 410C44 330 100 290 160 280H240C300 290 356 330 360 410Z', fill: p.cloth }));
    if (p.collar === 'blazer') {
      sc.add(el('path', { d: 'M166 280L200 356L234 280Z', fill: p.accent }));
      sc.add(el('path', { d: 'M172 290C180 300 220 300 228 290L234 280C222 296 178 296 166 280Z', fill: skinS }));
      sc.add(el('path', { d: 'M158 282L200 372L186 410H150L136 300ZM242 282L200 372L214 410H250L264 300Z', fill: shade(p.cloth, 0.28) }));
      sc.add(el('path', { d: 'M158 282L200 372M242 282L200 372', stroke: tint(p.cloth, 0.15), 'stroke-width': 2, fill: 'none' }));
    } else if (p.collar === 'vneck') {
      sc.add(el('path', { d: 'M166 281L200 326L234 281Z', fill: skinS }));
      let beads = '';
      for (let k = 0; k <= 12; k++) {
        const t = k / 12;
        const x = lerp(168, 232, t);
        const y = 286 + Math.sin(t * Math.PI) * 30;
        beads += `M${f(x)} ${f(y)}h0`;
      }
      sc.add(el('path', { d: beads, stroke: p.accent, 'stroke-width': 8, 'stroke-linecap': 'round' }), el('path', { d: beads, stroke: '#e8c080', 'stroke-width': 3, 'stroke-linecap': 'round' }));
    } else if (p.collar === 'knit') {
      sc.add(el('path', { d: 'M160 282C170 300 230 300 240 282L246 292C232 316 168 316 154 292Z', fill: shade(p.cloth, 0.25) }));
      let k = '';
      for (let x = 70; x < 340; x += 22) k += `M${x} 330V410`;
      sc.add(el('path', { d: k, stroke: shade(p.cloth, 0.2), 'stroke-width': 6, opacity: 0.6 }));
    } else {
      sc.add(el('path', { d: 'M166 282C176 300 224 300 234 282', stroke: p.accent, 'stroke-width': 6, fill: 'none' }));
    }
    // head
    head.push(el('ellipse', { cx: 154, cy: 190, rx: 10, ry: 16, fill: skinS }), el('ellipse', { cx: 246, cy: 190, rx: 10, ry: 16, fill: skinS }));
    head.push(el('ellipse', { cx: 200, cy: 180, rx: 50, ry: 64, fill: p.skin }));
    head.push(el('ellipse', { cx: 200, cy: 180, rx: 50, ry: 64, fill: sc.rad([[0, '#ffffff', 0.22], [0.6, '#ffffff', 0], [1, '#000000', 0.12]], 0.38, 0.35, 0.7, { box: true }) }));
    if (p.beard) head.push(el('path', { d: 'M152 196C154 236 176 246 200 246C224 246 246 236 248 196C240 222 222 228 200 228C178 228 160 222 152 196Z', fill: '#1a110c' }));
    if (p.hair === 'crop') head.push(el('path', { d: 'M150 176C146 130 170 112 200 112C230 112 254 130 250 176C244 150 226 138 200 138C174 138 156 150 150 176Z', fill: '#15100c' }));
    if (p.hair === 'braids') head.push(el('path', { d: 'M146 186C138 130 170 108 200 108C232 108 262 130 254 186C246 150 230 132 200 134C170 132 154 150 146 186Z', fill: '#1e1410' }));
    if (p.hair === 'wrap') {
      head.push(el('path', { d: 'M140 170C128 100 170 62 212 66C262 70 284 112 262 168C250 140 230 126 200 128C172 128 150 142 140 170Z', fill: p.accent }));
      head.push(el('path', { d: 'M150 120C180 100 230 96 262 124M146 146C180 122 226 118 262 146', stroke: '#e8c080', 'stroke-width': 5, fill: 'none', opacity: 0.8 }));
      head.push(el('path', { d: 'M240 74C262 60 280 70 276 92C266 82 254 80 240 74Z', fill: shade(p.accent, 0.2) }));
    }
    if (p.hair === 'wavy') head.push(el('path', { d: 'M146 200C132 130 168 104 204 106C244 108 268 136 256 204C252 174 244 154 226 146C210 160 176 160 160 150C152 166 148 184 146 200Z', fill: '#5a3a24' }));
    sc.add(el('g', { transform: 'translate(0 12)' }, head.join('')));
    sc.add(el('rect', { width: 400, height: 400, fill: sc.rad([[0.6, '#000', 0], [1, '#000', 0.12]], 200, 200, 290) }));
  }, { w: 400, h: 400 });
});

// ----- Favicon ---------------------------------------------------------------

image('favicon.svg', 'Tigoni Retreats', (sc) => {
  sc.add(el('rect', { width: 64, height: 64, rx: 14, fill: '#1c352a' }));
  sc.add(el('path', { d: 'M8 50L24 28L30 36L38 22L56 50Z', fill: '#29513d' }));
  sc.add(el('path', { d: 'M34 28L38 22L42 28L40 27L38 29L36 27Z', fill: '#faf7f0' }));
  sc.add(el('path', { d: 'M12 34L32 14L52 34', fill: 'none', stroke: '#d0a54a', 'stroke-width': 5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
  sc.add(el('path', { d: 'M26 50V40h12v10', fill: 'none', stroke: '#d0a54a', 'stroke-width': 3.5, 'stroke-linejoin': 'round' }));
  sc.add(el('path', { d: 'M10 50H54', stroke: '#d0a54a', 'stroke-width': 3, 'stroke-linecap': 'round' }));
}, { w: 64, h: 64 });

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
