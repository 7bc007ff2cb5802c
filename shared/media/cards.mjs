/**
 * The site's link-preview card (Open Graph / Twitter, 1200×630): the brand, a section, a title,
 * and art in the right half (a device, a scene, a diagram) or the tracking motif. Drawn as SVG like
 * the rest of the site's imagery (BRAND.md); each team's media script rasterises its own cards.
 */
export const OG_W = 1200;
export const OG_H = 630;
const TEAL = '#14B8A6';
const FONT = 'DejaVu Sans, Verdana, sans-serif';
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Splits a title into lines of at most `max` characters, on spaces. */
function wrap(text, max) {
  const lines = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** An SVG document placed in a box of the card (its own width/height replaced). */
const place = (svg, x, y, w, h) =>
  svg.replace(
    /<svg([^>]*?)\swidth="[^"]*"\sheight="[^"]*"/,
    `<svg$1 x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice"`,
  );

/**
 * @param {{ eyebrow: string, title: string, line?: string, art?: string }} card
 *   art: an SVG drawn in the card's right half (a device, a scene, a diagram)
 */
export function cardSvg({ eyebrow, title, line = 'Your cameras, your building, your data.', art }) {
  // DejaVu Sans Bold averages about 0.66 em a character: the text stays left of the art.
  const textWidth = art ? 17 : 24;
  const size = art ? 50 : 64;
  const lines = wrap(title, textWidth).slice(0, 3);
  const top = 300 - ((lines.length - 1) * size * 1.15) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_W}" height="${OG_H}" viewBox="0 0 ${OG_W} ${OG_H}">
  <defs>
    <linearGradient id="cardBg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0B1220"/><stop offset="1" stop-color="#16213a"/></linearGradient>
    <radialGradient id="cardGlow" cx=".85" cy=".1" r=".7"><stop offset="0" stop-color="${TEAL}" stop-opacity=".22"/><stop offset="1" stop-color="${TEAL}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${OG_W}" height="${OG_H}" fill="url(#cardBg)"/>
  <rect width="${OG_W}" height="${OG_H}" fill="url(#cardGlow)"/>
  ${art ? `<rect x="640" y="95" width="500" height="440" rx="20" fill="#0B1220"/>${place(art, 640, 95, 500, 440)}<rect x="640" y="95" width="500" height="440" rx="20" fill="none" stroke="#1f2a40" stroke-width="2"/>` : trackingMotif()}
  <g transform="translate(72 64)">
    <circle cx="22" cy="22" r="19" fill="none" stroke="${TEAL}" stroke-width="3.5"/><circle cx="22" cy="22" r="9.5" fill="${TEAL}"/><circle cx="18.6" cy="18.6" r="3" fill="#0B1220"/>
    <text x="58" y="34" font-family="${FONT}" font-size="32" font-weight="bold" fill="#F8FAFC">Mars Vision</text>
  </g>
  <text x="72" y="${top - size - 22}" font-family="${FONT}" font-size="24" font-weight="bold" letter-spacing="4" fill="${TEAL}">${esc(eyebrow.toUpperCase())}</text>
  ${lines.map((l, i) => `<text x="72" y="${top + i * size * 1.15}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#F8FAFC">${esc(l)}</text>`).join('\n  ')}
  <text x="72" y="566" font-family="${FONT}" font-size="26" fill="#94A3B8">${esc(line)}</text>
</svg>`;
}

/** Tracking boxes on the right of a text-only card: the site's camera-feed look, no photo needed. */
function trackingMotif() {
  return `<g opacity=".55" font-family="${FONT}" font-size="18">
    <rect x="880" y="140" width="150" height="250" rx="6" fill="none" stroke="${TEAL}" stroke-width="3"/>
    <rect x="880" y="112" width="136" height="28" fill="${TEAL}"/><text x="890" y="132" fill="#0B1220">person 0.94</text>
    <rect x="1050" y="330" width="110" height="120" rx="6" fill="none" stroke="#F97316" stroke-width="3"/>
    <rect x="1050" y="302" width="150" height="28" fill="#F97316"/><text x="1058" y="322" fill="#0B1220">loitering 00:42</text>
  </g>`;
}
