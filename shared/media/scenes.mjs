/**
 * Camera-feed scenes drawn as SVG (BRAND.md imagery: dark feeds, tracking boxes and labels).
 * `sceneSvg(name, p)` draws scene `name` at loop phase p in [0, 1): everything that moves is
 * periodic in p or enters and leaves off-screen, so the 8-second clips loop without a seam.
 */

export const W = 960;
export const H = 540;

const TEAL = '#14B8A6';
const ORANGE = '#F97316';
const FONT = 'DejaVu Sans, Verdana, sans-serif';

const lerp = (a, b, p) => a + (b - a) * p;
const clamp01 = (p) => Math.max(0, Math.min(1, p));
/** Progress of a walk that runs between phases a and b of the loop. */
const span = (p, a, b) => clamp01((p - a) / (b - a));

function person(x, y, s, p, tone = '#cbd5e1') {
  const bob = Math.sin(p * Math.PI * 2 * 8) * 2 * s;
  const leg = Math.sin(p * Math.PI * 2 * 8) * 7 * s;
  return `<g transform="translate(${x.toFixed(1)},${(y + bob).toFixed(1)})" fill="${tone}">
    <circle cx="0" cy="${-62 * s}" r="${9 * s}"/>
    <rect x="${-11 * s}" y="${-52 * s}" width="${22 * s}" height="${32 * s}" rx="${8 * s}"/>
    <rect x="${-9 * s + leg / 2}" y="${-22 * s}" width="${7 * s}" height="${24 * s}" rx="${3 * s}"/>
    <rect x="${2 * s - leg / 2}" y="${-22 * s}" width="${7 * s}" height="${24 * s}" rx="${3 * s}"/>
  </g>`;
}

function car(x, y, w, color = '#334155') {
  const h = w * 0.36;
  return `<g transform="translate(${x.toFixed(1)},${y.toFixed(1)})">
    <rect x="0" y="${-h}" width="${w}" height="${h * 0.62}" rx="${h * 0.18}" fill="${color}"/>
    <path d="M${w * 0.2} ${-h} L${w * 0.3} ${-h * 1.45} L${w * 0.72} ${-h * 1.45} L${w * 0.82} ${-h} Z" fill="${color}"/>
    <path d="M${w * 0.33} ${-h * 1.02} L${w * 0.38} ${-h * 1.35} L${w * 0.66} ${-h * 1.35} L${w * 0.71} ${-h * 1.02} Z" fill="#0f172a" opacity=".8"/>
    <circle cx="${w * 0.22}" cy="${-h * 0.35}" r="${h * 0.22}" fill="#0b1220"/>
    <circle cx="${w * 0.78}" cy="${-h * 0.35}" r="${h * 0.22}" fill="#0b1220"/>
    <rect x="0" y="${-h * 0.85}" width="8" height="6" rx="2" fill="#fde68a"/>
  </g>`;
}

function box(x, y, w, h, label, color = TEAL) {
  const lw = Math.max(label.length * 8.2 + 12, 40);
  return `<g>
    <rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="none" stroke="${color}" stroke-width="2.5" rx="3"/>
    <rect x="${x.toFixed(1)}" y="${(y - 24).toFixed(1)}" width="${lw}" height="22" rx="3" fill="${color}"/>
    <text x="${(x + 6).toFixed(1)}" y="${(y - 8).toFixed(1)}" font-family="${FONT}" font-size="14" font-weight="700" fill="#0B1220">${label}</text>
  </g>`;
}

function hud(label, p) {
  const rec = Math.floor(p * 8) % 2 === 0; // blinks once a second, 8 blinks per loop
  return `<g font-family="${FONT}" font-size="16" fill="#e2e8f0">
    <rect x="16" y="16" width="${label.length * 9.6 + 24}" height="30" rx="6" fill="#0B1220" opacity=".75"/>
    <text x="28" y="37">${label}</text>
    <rect x="${W - 110}" y="16" width="94" height="30" rx="6" fill="#0B1220" opacity=".75"/>
    <circle cx="${W - 92}" cy="31" r="6" fill="#ef4444" opacity="${rec ? 1 : 0.25}"/>
    <text x="${W - 78}" y="37">REC</text>
    <rect x="16" y="${H - 44}" width="232" height="28" rx="6" fill="#0B1220" opacity=".75"/>
    <text x="28" y="${H - 24}" font-size="14" fill="${TEAL}">● on-device AI · 0 frames uploaded</text>
  </g>`;
}

function frame(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1220"/><stop offset="1" stop-color="#1e293b"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f2a3d"/><stop offset="1" stop-color="#111827"/></linearGradient>
    <radialGradient id="lamp" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fde68a" stop-opacity=".35"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>
  </defs>
  ${body}
  <rect width="${W}" height="${H}" fill="#0b1220" opacity=".08"/>
</svg>`;
}

function windows(x0, y0, cols, rows, seed) {
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const lit = (r * 7 + c * 3 + seed) % 5 < 2;
      out += `<rect x="${x0 + c * 46}" y="${y0 + r * 54}" width="30" height="36" rx="2" fill="${lit ? '#fbbf24' : '#1e293b'}" opacity="${lit ? 0.55 : 1}"/>`;
    }
  }
  return out;
}

const scenes = {
  /** United States: apartment entrance on a street at night. */
  'hero-us'(p) {
    const walker = span(p, 0.05, 0.95);
    const px = lerp(-60, 1020, walker);
    const carP = span(p, 0.35, 0.8);
    const cx = lerp(1000, -260, carP);
    return frame(`
      <rect width="${W}" height="${H}" fill="url(#sky)"/>
      <rect x="140" y="60" width="560" height="330" fill="#172033"/>
      ${windows(170, 90, 11, 4, 1)}
      <rect x="380" y="300" width="90" height="90" fill="#0f172a"/><rect x="386" y="306" width="78" height="84" fill="#fbbf24" opacity=".18"/>
      <circle cx="425" cy="290" r="70" fill="url(#lamp)"/>
      <rect x="0" y="390" width="${W}" height="${H - 390}" fill="url(#floor)"/>
      <rect x="0" y="470" width="${W}" height="4" fill="#334155"/>
      ${car(cx, 520, 230, '#475569')}
      ${carP > 0 && carP < 1 ? box(cx - 6, 520 - 230 * 0.36 * 1.45 - 8, 242, 230 * 0.36 * 1.45 + 14, 'vehicle 0.94') : ''}
      ${person(px, 452, 1, p)}
      ${walker > 0 && walker < 1 ? box(px - 24, 452 - 80, 48, 86, 'person 0.97') : ''}
      ${hud('CAM 01 · FRONT ENTRANCE', p)}`);
  },
  /** India: housing society gate with a boom barrier and a guard booth. */
  'hero-in'(p) {
    const walker = span(p, 0.1, 0.9);
    const px = lerp(1020, -60, walker);
    const bike = span(p, 0.2, 0.7);
    const bx = lerp(-160, 1100, bike);
    return frame(`
      <rect width="${W}" height="${H}" fill="url(#sky)"/>
      <rect x="520" y="40" width="400" height="300" fill="#172033"/>
      ${windows(545, 70, 8, 4, 3)}
      <rect x="60" y="200" width="54" height="210" fill="#2a3447"/><rect x="420" y="200" width="54" height="210" fill="#2a3447"/>
      <rect x="120" y="300" width="120" height="110" fill="#1f2937"/><rect x="140" y="320" width="80" height="40" fill="#fbbf24" opacity=".3"/>
      <text x="132" y="296" font-family="${FONT}" font-size="14" fill="#94a3b8">SECURITY</text>
      <rect x="240" y="330" width="180" height="8" fill="#f59e0b"/>
      <rect x="0" y="410" width="${W}" height="${H - 410}" fill="url(#floor)"/>
      <g transform="translate(${bx.toFixed(1)},470)" fill="#64748b">
        <circle cx="0" cy="0" r="18" fill="#0b1220" stroke="#64748b" stroke-width="5"/><circle cx="96" cy="0" r="18" fill="#0b1220" stroke="#64748b" stroke-width="5"/>
        <path d="M0 -8 L40 -38 L86 -38 L100 -8 Z"/><circle cx="52" cy="-78" r="10" fill="#cbd5e1"/><rect x="40" y="-68" width="24" height="32" rx="8" fill="#cbd5e1"/>
      </g>
      ${bike > 0 && bike < 1 ? box(bx - 26, 470 - 96, 150, 120, 'two-wheeler 0.92') : ''}
      ${person(px, 468, 1.05, p)}
      ${walker > 0 && walker < 1 ? box(px - 25, 468 - 84, 50, 90, 'person 0.96') : ''}
      ${hud('CAM 02 · SOCIETY GATE', p)}`);
  },
  /** Lobby: one resident tracked from the door to the lift (entry-to-exit). */
  lobby(p) {
    const walker = span(p, 0.05, 0.95);
    const px = lerp(-60, 1020, walker);
    const py = lerp(470, 420, Math.sin(walker * Math.PI));
    const trail =
      walker > 0
        ? `<path d="M0 470 Q ${px / 2} ${430} ${px.toFixed(1)} ${py.toFixed(1)}" fill="none" stroke="${TEAL}" stroke-width="3" stroke-dasharray="8 8" opacity=".7"/>`
        : '';
    return frame(`
      <rect width="${W}" height="${H}" fill="#162033"/>
      <rect x="0" y="0" width="${W}" height="330" fill="#1b263a"/>
      <rect x="360" y="120" width="110" height="210" fill="#334155"/><rect x="474" y="120" width="110" height="210" fill="#334155"/>
      <rect x="463" y="120" width="12" height="210" fill="#0f172a"/><text x="430" y="108" font-family="${FONT}" font-size="16" fill="#94a3b8">LIFT 1</text>
      <rect x="700" y="150" width="160" height="20" fill="#0f172a"/><rect x="80" y="160" width="200" height="120" fill="#0f172a" opacity=".7"/>
      <polygon points="0,330 ${W},330 ${W},${H} 0,${H}" fill="url(#floor)"/>
      ${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<line x1="${i * 120}" y1="330" x2="${i * 160 - 160}" y2="${H}" stroke="#243049"/>`).join('')}
      ${trail}
      ${person(px, py, 1.1, p)}
      ${walker > 0 && walker < 1 ? box(px - 27, py - 92, 54, 98, 'ID 0142 · entry → lift') : ''}
      ${hud('CAM 05 · LOBBY', p)}`);
  },
  /** Car park: a person lingering by a car triggers a loitering alert. */
  parking(p) {
    const sway = Math.sin(p * Math.PI * 2) * 26;
    const px = 560 + sway;
    return frame(`
      <rect width="${W}" height="${H}" fill="#121a2a"/>
      <rect x="0" y="0" width="${W}" height="110" fill="#0b1220"/>
      ${[120, 400, 680].map((x) => `<rect x="${x}" y="110" width="40" height="300" fill="#243049"/>`).join('')}
      <polygon points="0,300 ${W},300 ${W},${H} 0,${H}" fill="url(#floor)"/>
      ${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${i * 190}" y1="320" x2="${i * 190 - 60}" y2="${H}" stroke="#e2e8f0" opacity=".35" stroke-width="3"/>`).join('')}
      ${car(40, 470, 240, '#475569')}${car(640, 480, 250, '#334155')}
      <circle cx="300" cy="130" r="120" fill="url(#lamp)"/>
      ${person(px, 470, 1.05, p, '#e2e8f0')}
      ${box(px - 27, 470 - 86, 54, 92, 'loitering 00:42', ORANGE)}
      <g font-family="${FONT}"><rect x="${W - 300}" y="${H - 74}" width="284" height="58" rx="8" fill="#0B1220" opacity=".9" stroke="${ORANGE}"/>
      <text x="${W - 286}" y="${H - 50}" font-size="15" font-weight="700" fill="${ORANGE}">Alert: loitering, level B1</text>
      <text x="${W - 286}" y="${H - 28}" font-size="13" fill="#cbd5e1">Rule: &gt; 30 s near vehicles after 22:00</text></g>
      ${hud('CAM 11 · CAR PARK B1', p)}`);
  },
  /** Loading dock: a forklift and a worker, both tracked. */
  dock(p) {
    const fx = 480 + Math.sin(p * Math.PI * 2) * 220;
    const walker = span(p, 0.15, 0.85);
    const px = lerp(1020, -60, walker);
    return frame(`
      <rect width="${W}" height="${H}" fill="#141c2c"/>
      ${[60, 300, 540, 780].map((x) => `<rect x="${x}" y="90" width="180" height="230" fill="#1f2937" stroke="#334155" stroke-width="4"/>${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${x}" y1="${110 + i * 36}" x2="${x + 180}" y2="${110 + i * 36}" stroke="#334155"/>`).join('')}`).join('')}
      <polygon points="0,320 ${W},320 ${W},${H} 0,${H}" fill="url(#floor)"/>
      <rect x="0" y="380" width="${W}" height="6" fill="#f59e0b" opacity=".7"/>
      <g transform="translate(${fx.toFixed(1)},470)"><rect x="0" y="-70" width="110" height="54" rx="6" fill="#f59e0b"/><rect x="14" y="-120" width="60" height="52" fill="none" stroke="#f59e0b" stroke-width="6"/>
      <rect x="110" y="-110" width="8" height="110" fill="#94a3b8"/><rect x="118" y="-14" width="60" height="8" fill="#94a3b8"/>
      <circle cx="24" cy="-8" r="14" fill="#0b1220"/><circle cx="92" cy="-8" r="14" fill="#0b1220"/></g>
      ${box(fx - 8, 470 - 130, 196, 136, 'forklift 0.95')}
      ${person(px, 500, 1, p)}
      ${walker > 0 && walker < 1 ? box(px - 24, 500 - 80, 48, 86, 'person 0.98') : ''}
      ${hud('CAM 08 · LOADING DOCK', p)}`);
  },
};

export const SCENE_NAMES = Object.keys(scenes);

export function sceneSvg(name, p) {
  const draw = scenes[name];
  if (!draw) throw new Error(`unknown scene ${name}`);
  return draw(p);
}
