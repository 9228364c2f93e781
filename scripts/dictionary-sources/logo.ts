/** Accessible dark brand colours (white text on each passes WCAG AA). */
const PALETTE = ['#1f4e8c', '#0b6e4f', '#7a2e8e', '#9c3d10', '#1d5f6e', '#5b4a12', '#8c1f3d'];

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const hash = (text: string): number => {
  let sum = 7;
  for (let i = 0; i < text.length; i += 1) sum = (sum * 31 + text.charCodeAt(i)) % 1_000_003;
  return sum;
};

/** The first letter of the title's first word, upper-cased ('IZI.TRADE' → 'I', 'Е лот' → 'Е'). */
const initial = (title: string): string => (title.trim()[0] ?? '?').toUpperCase();

/** Long titles break after the space, dot or hyphen nearest the middle, into two lines. */
export const logoLines = (title: string): string[] => {
  if (title.length <= 16) return [title];
  const breaks = [...title.matchAll(/[ .-]/g)]
    .map((match) => match.index + 1)
    .filter((at) => at > 1 && at < title.length);
  const middle = title.length / 2;
  const at = breaks.sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0];
  return at === undefined ? [title] : [title.slice(0, at).trim(), title.slice(at).trim()];
};

/**
 * A simple logo made in the project: a coloured badge with the initial and the title beside it,
 * in a font that shrinks until the longest line fits the 240 × 80 box.
 */
export const marketplaceLogo = (id: string, title: string): string => {
  const colour = PALETTE[hash(id) % PALETTE.length] ?? '#1f4e8c';
  const lines = logoLines(title);
  const longest = Math.max(1, ...lines.map((line) => line.length));
  const fontSize = Math.min(20, Math.floor(150 / (longest * 0.7)));
  const lineHeight = Math.round(fontSize * 1.2);
  const firstBaseline = 40 + Math.round(fontSize / 3) - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, index) =>
        `<tspan x="74" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(title)}">
  <rect width="240" height="80" rx="12" fill="#f2f5fa"/>
  <rect x="12" y="14" width="52" height="52" rx="10" fill="${colour}"/>
  <text x="38" y="49" text-anchor="middle" font-family="system-ui, sans-serif" font-size="28" font-weight="700" fill="#fff">${escapeXml(initial(title))}</text>
  <text font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="700" fill="${colour}">${text}</text>
</svg>
`;
};
