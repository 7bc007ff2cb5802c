/**
 * Isometric device renders and feature diagrams, drawn as SVG (BRAND.md: made in the repo).
 */
const TEAL = '#14B8A6';
const FONT = 'DejaVu Sans, Verdana, sans-serif';

/** An isometric box: top, left and right faces from a base point (x, y), width w, depth d, height h. */
function isoBox(x, y, w, d, h, { top = '#334155', left = '#1e293b', right = '#27344a' } = {}) {
  const c = Math.cos(Math.PI / 6);
  const s = 0.5;
  const p = (dx, dy, dz) => `${(x + (dx - dy) * c).toFixed(1)},${(y + (dx + dy) * s - dz).toFixed(1)}`;
  return `
    <polygon points="${p(0, 0, h)} ${p(w, 0, h)} ${p(w, d, h)} ${p(0, d, h)}" fill="${top}"/>
    <polygon points="${p(0, d, 0)} ${p(0, d, h)} ${p(w, d, h)} ${p(w, d, 0)}" fill="${left}"/>
    <polygon points="${p(w, 0, 0)} ${p(w, 0, h)} ${p(w, d, h)} ${p(w, d, 0)}" fill="${right}"/>`;
}

function stage(body, w = 480, h = 360) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <radialGradient id="glow" cx=".5" cy=".62" r=".55"><stop offset="0" stop-color="${TEAL}" stop-opacity=".28"/><stop offset="1" stop-color="#0B1220" stop-opacity="0"/></radialGradient>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0B1220"/><stop offset="1" stop-color="#16213a"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <ellipse cx="${w / 2}" cy="${h * 0.7}" rx="${w * 0.42}" ry="${h * 0.16}" fill="url(#glow)"/>
  ${body}
</svg>`;
}

const led = (x, y) => `<circle cx="${x}" cy="${y}" r="5" fill="${TEAL}"/><circle cx="${x}" cy="${y}" r="11" fill="${TEAL}" opacity=".25"/>`;

export const DEVICES = {
  'mars-node': () =>
    stage(`${isoBox(240, 170, 120, 120, 60)}
      ${led(212, 258)}<text x="150" y="330" font-family="${FONT}" font-size="13" fill="#94a3b8">NODE · 4 CH</text>`),
  'mars-hub': () =>
    stage(`${isoBox(240, 150, 200, 130, 50)}
      ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<line x1="${170 + i * 12}" y1="${272 + i * 7}" x2="${170 + i * 12}" y2="${300 + i * 7}" stroke="#0B1220" stroke-width="4"/>`).join('')}
      ${led(130, 262)}<text x="150" y="340" font-family="${FONT}" font-size="13" fill="#94a3b8">HUB · 10 CH</text>`),
  'mars-tower': () =>
    stage(`${isoBox(240, 190, 90, 90, 170)}
      ${[0, 1, 2].map((i) => `<line x1="170" y1="${110 + i * 45}" x2="232" y2="${146 + i * 45}" stroke="#0B1220" stroke-width="3"/>`).join('')}
      ${led(192, 112)}${led(192, 157)}<text x="150" y="340" font-family="${FONT}" font-size="13" fill="#94a3b8">TOWER · 20 CH</text>`),
  owlie: () =>
    stage(`<ellipse cx="240" cy="290" rx="90" ry="22" fill="#0B1220" opacity=".6"/>
      <rect x="160" y="110" width="160" height="180" rx="70" fill="#27344a"/>
      <rect x="172" y="122" width="136" height="150" rx="60" fill="#1e293b"/>
      <circle cx="210" cy="180" r="30" fill="#0B1220"/><circle cx="270" cy="180" r="30" fill="#0B1220"/>
      <circle cx="210" cy="180" r="14" fill="${TEAL}"/><circle cx="270" cy="180" r="14" fill="${TEAL}"/>
      <circle cx="205" cy="175" r="4" fill="#e2e8f0"/><circle cx="265" cy="175" r="4" fill="#e2e8f0"/>
      <path d="M228 222 L240 232 L252 222" fill="none" stroke="#94a3b8" stroke-width="4" stroke-linecap="round"/>
      <path d="M175 120 L200 90 L215 118 M305 120 L280 90 L265 118" fill="#27344a"/>`),
  cameras: () =>
    stage(`<path d="M110 150 h120 a60 60 0 0 1 -120 0 z" fill="#e2e8f0"/><rect x="100" y="140" width="140" height="14" rx="4" fill="#cbd5e1"/>
      <circle cx="170" cy="172" r="20" fill="#0B1220"/><circle cx="170" cy="172" r="9" fill="${TEAL}"/>
      <g transform="translate(270 200) rotate(-12)"><rect x="0" y="0" width="150" height="56" rx="14" fill="#e2e8f0"/><rect x="130" y="6" width="30" height="44" rx="10" fill="#cbd5e1"/>
      <circle cx="150" cy="28" r="14" fill="#0B1220"/><circle cx="150" cy="28" r="6" fill="${TEAL}"/><rect x="40" y="56" width="14" height="50" fill="#94a3b8"/></g>
      <path d="M60 80 a50 50 0 0 1 60 -20 M70 95 a32 32 0 0 1 36 -12" fill="none" stroke="${TEAL}" stroke-width="4" stroke-linecap="round"/>
      <text x="300" y="330" font-family="${FONT}" font-size="13" fill="#94a3b8">WiFi · Ethernet</text>`),
};

/** Feature diagrams that are not camera scenes. */
export const DIAGRAMS = {
  'on-premises': () =>
    stage(
      `<path d="M60 330 V150 L320 60 L580 150 V330 Z" fill="#131c2e" stroke="${TEAL}" stroke-width="3"/>
      ${isoBox(320, 200, 80, 80, 40)}${led(300, 252)}
      ${[
        [120, 170],
        [520, 170],
        [130, 300],
        [510, 300],
      ]
        .map(
          ([x, y]) =>
            `<line x1="${x}" y1="${y}" x2="320" y2="250" stroke="${TEAL}" stroke-width="2" stroke-dasharray="6 6"/><rect x="${x - 22}" y="${y - 12}" width="44" height="24" rx="8" fill="#e2e8f0"/><circle cx="${x + 14}" cy="${y}" r="6" fill="#0B1220"/>`,
        )
        .join('')}
      <g transform="translate(560 40)"><path d="M20 40 a22 22 0 0 1 40 -14 a18 18 0 0 1 20 30 h-60 a14 14 0 0 1 0 -16z" fill="none" stroke="#64748b" stroke-width="3"/>
      <line x1="10" y1="10" x2="90" y2="80" stroke="#F97316" stroke-width="4"/></g>
      <text x="250" y="380" font-family="${FONT}" font-size="18" fill="#e2e8f0">Processed on site</text>`,
      640,
      400,
    ),
  search: () =>
    stage(
      `<rect x="60" y="40" width="520" height="52" rx="26" fill="#e2e8f0"/>
      <circle cx="96" cy="66" r="11" fill="none" stroke="#0B1220" stroke-width="3"/><line x1="104" y1="74" x2="112" y2="82" stroke="#0B1220" stroke-width="3"/>
      <text x="124" y="72" font-family="${FONT}" font-size="17" fill="#0B1220">red jacket, back door, after 9 pm</text>
      ${[0, 1, 2, 3, 4, 5]
        .map((i) => {
          const x = 60 + (i % 3) * 176;
          const y = 120 + Math.floor(i / 3) * 130;
          const hit = i === 1 || i === 3;
          return `<rect x="${x}" y="${y}" width="160" height="110" rx="8" fill="#1e293b" stroke="${hit ? TEAL : '#334155'}" stroke-width="${hit ? 3 : 1}"/>
          <circle cx="${x + 80}" cy="${y + 42}" r="9" fill="${hit ? '#ef4444' : '#94a3b8'}"/><rect x="${x + 70}" y="${y + 52}" width="20" height="30" rx="6" fill="${hit ? '#ef4444' : '#94a3b8'}"/>
          <text x="${x + 8}" y="${y + 102}" font-family="${FONT}" font-size="12" fill="#cbd5e1">CAM ${String(3 + i).padStart(2, '0')} · 21:${10 + i * 7}</text>`;
        })
        .join('')}`,
      640,
      400,
    ),
};
