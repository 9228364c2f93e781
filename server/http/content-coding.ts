import Negotiator from 'negotiator';

/** The content codings the API answers in, from the smallest. */
export const CODINGS = ['br', 'gzip', 'identity'] as const;
export type Coding = (typeof CODINGS)[number];

/** negotiator 1.1's `encodings(available, { preferred })`, which @types/negotiator 0.6 lacks. */
type EncodingsWithPreference = (available: string[], options: { preferred: string[] }) => string[];

/**
 * Which of the `available` codings to send (negotiator, RFC 9110 §12.5.3): the one the client
 * weighs highest, the smaller on a tie; identity when the header is missing or the client accepts
 * none of them.
 */
export const chooseCoding = (
  acceptEncoding: string | undefined,
  available: readonly Coding[],
): Coding => {
  if (!acceptEncoding) return 'identity';
  const offered = CODINGS.filter((coding) => available.includes(coding));
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  const encodings = negotiator.encodings.bind(negotiator) as EncodingsWithPreference;
  const [best] = encodings(offered, { preferred: offered });
  return CODINGS.find((coding) => coding === best) ?? 'identity';
};
