export type StatusTone = 'orange' | 'green' | 'red' | 'neutral';

/** The stages of a tender on its way: active like the tender. */
const TENDER_STAGES = [
  'active.enquiries',
  'active.tendering',
  'active.pre-qualification',
  'active.pre-qualification.stand-still',
  'active.auction',
  'active.qualification',
  'active.qualification.stand-still',
  'active.awarded',
  'active.stage2.pending',
  'active.stage2.waiting',
] as const;

/*
 * Four codes have a fixed colour; the other codes of its status sets get the colour
 * their meaning shares with one of them.
 */
const TONES: ReadonlyMap<string, StatusTone> = new Map<string, StatusTone>([
  ['pending', 'orange'],
  ['active', 'green'],
  ['unsuccessful', 'red'],
  ['cancelled', 'red'],
  // A contract's cancelled payment, as the central database spells it.
  ['canceled', 'red'],
  ['complete', 'green'],
  ['completed', 'green'],
  ['resolved', 'green'],
  ['answered', 'green'],
  ['has_answer', 'green'],
  ['successful', 'green'],
  ['claim', 'orange'],
  ['no_answer', 'orange'],
  ['processing', 'orange'],
  ['expected', 'orange'],
  ['declined', 'red'],
  ['invalid', 'red'],
  ['ignored', 'red'],
  ['terminated', 'red'],
  ['stopped', 'red'],
  ['draft.unsuccessful', 'red'],
  // Complaints (complaint_statuses): in review, upheld, withdrawn or dropped.
  ['accepted', 'orange'],
  ['stopping', 'orange'],
  ['satisfied', 'green'],
  ['mistaken', 'red'],
  ...TENDER_STAGES.map((stage) => [stage, 'green'] as const),
]);

/**
 * The badge colour of a status: pending orange, active green, unsuccessful and
 * cancelled red, and the codes of the same meaning alike (a tender's active.* stages are
 * active). A draft or an unknown code is neutral: the badge shows the code without claiming
 * a state it may not have (issue 10 overrides the green default).
 */
export function statusTone(status: string | null | undefined): StatusTone {
  return TONES.get(status ?? '') ?? 'neutral';
}
