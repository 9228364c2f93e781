/** The content codings the API answers in, from the smallest. */
export const CODINGS = ['br', 'gzip', 'identity'] as const;
export type Coding = (typeof CODINGS)[number];

/** Clients send a few Accept-Encoding values, each on every request: their weights are kept. */
const knownWeights = new Map<string, Map<string, number>>();
const KNOWN_WEIGHTS_MAX = 100;

/** Weights of the codings an Accept-Encoding header names (RFC 9110 §12.5.3). */
const weightsIn = (acceptEncoding: string): Map<string, number> => {
  const known = knownWeights.get(acceptEncoding);
  if (known) return known;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name && !weights.has(name) && Number.isFinite(weight)) weights.set(name, weight);
  }
  if (knownWeights.size >= KNOWN_WEIGHTS_MAX) knownWeights.clear();
  knownWeights.set(acceptEncoding, weights);
  return weights;
};

/**
 * Which of the `available` codings to send: the one the client weighs highest, the smaller on a
 * tie. Identity is acceptable unless excluded, but below any coding the client names; without
 * the header, or when the client accepts none, identity.
 */
export const chooseCoding = (
  acceptEncoding: string | undefined,
  available: readonly Coding[],
): Coding => {
  if (!acceptEncoding) return 'identity';
  const weights = weightsIn(acceptEncoding);
  const weightOf = (coding: Coding): number =>
    weights.get(coding) ?? weights.get('*') ?? (coding === 'identity' ? 0.001 : 0);
  let best: Coding = 'identity';
  let bestWeight = 0;
  for (const coding of CODINGS) {
    if (!available.includes(coding)) continue;
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
};
