/** Built-in pictures (SVG data URLs): nothing to host, nothing fetched from the network. */

/** An SVG as a data: URL. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A round logo with one letter on a colour. */
export function letterLogo(letter: string, color = '#2f6fde'): string {
  const glyph = escapeXml([...letter.trim()][0]?.toUpperCase() ?? '?');
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${color}"/>` +
      `<text x="32" y="42" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">${glyph}</text></svg>`,
  );
}

/** A wide text-free banner picture: a two-colour gradient with soft circles. */
export function gradientBanner(from: string, to: string): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" preserveAspectRatio="xMidYMid slice">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="1200" height="400" fill="url(#g)"/><circle cx="1000" cy="80" r="180" fill="#fff" opacity=".12"/>` +
      `<circle cx="180" cy="380" r="140" fill="#fff" opacity=".1"/></svg>`,
  );
}

/** A small cover picture for a card: a colour block with a simple mark. */
export function coverPicture(color: string, mark: 'circle' | 'square' | 'triangle'): string {
  const shapes = {
    circle: '<circle cx="240" cy="135" r="60" fill="#fff" opacity=".35"/>',
    square: '<rect x="185" y="80" width="110" height="110" rx="12" fill="#fff" opacity=".35"/>',
    triangle: '<path d="M240 70 310 200H170Z" fill="#fff" opacity=".35"/>',
  };
  return svgDataUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270"><rect width="480" height="270" fill="${color}"/>${shapes[mark]}</svg>`);
}
