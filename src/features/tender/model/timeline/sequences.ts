/** The stages a tender goes through, by procedure type. */

export type StageStatus =
  | 'active.enquiries'
  | 'active.tendering'
  | 'active.pre-qualification'
  | 'active.pre-qualification.stand-still'
  | 'active.auction'
  | 'active.qualification'
  | 'active.qualification.stand-still'
  | 'active.awarded'
  | 'active'
  | 'active.stage2.pending'
  | 'active.stage2.waiting';

export type TimelineFamily =
  | 'belowThreshold'
  | 'openUA'
  | 'openEU'
  | 'limited'
  | 'competitiveDialogue'
  | 'framework'
  | 'frameworkSelection'
  | 'priceQuotation';

const PRE_QUALIFICATION = [
  'active.pre-qualification',
  'active.pre-qualification.stand-still',
] as const satisfies readonly StageStatus[];

const AWARDING = [
  'active.qualification',
  'active.awarded',
] as const satisfies readonly StageStatus[];

export const SEQUENCES: Record<TimelineFamily, readonly StageStatus[]> = {
  belowThreshold: ['active.enquiries', 'active.tendering', 'active.auction', ...AWARDING],
  openUA: ['active.tendering', 'active.auction', ...AWARDING],
  openEU: ['active.tendering', ...PRE_QUALIFICATION, 'active.auction', ...AWARDING],
  limited: ['active'],
  competitiveDialogue: [
    'active.tendering',
    ...PRE_QUALIFICATION,
    'active.stage2.pending',
    'active.stage2.waiting',
  ],
  framework: [
    'active.tendering',
    ...PRE_QUALIFICATION,
    'active.auction',
    'active.qualification',
    'active.qualification.stand-still',
    'active.awarded',
  ],
  frameworkSelection: ['active.enquiries', 'active.tendering', 'active.auction', ...AWARDING],
  priceQuotation: ['active.tendering', ...AWARDING],
};

/** Every procedure type with a timeline, and the sequence it follows. */
export const PROCEDURE_FAMILIES: Readonly<Record<string, TimelineFamily>> = {
  belowThreshold: 'belowThreshold',
  aboveThreshold: 'openUA',
  aboveThresholdUA: 'openUA',
  'aboveThresholdUA.defense': 'openUA',
  'simple.defense': 'openUA',
  'competitiveDialogueUA.stage2': 'openUA',
  aboveThresholdEU: 'openEU',
  'competitiveDialogueEU.stage2': 'openEU',
  esco: 'openEU',
  negotiation: 'limited',
  'negotiation.quick': 'limited',
  reporting: 'limited',
  competitiveDialogueUA: 'competitiveDialogue',
  competitiveDialogueEU: 'competitiveDialogue',
  closeFrameworkAgreementUA: 'framework',
  closeFrameworkAgreementSelectionUA: 'frameworkSelection',
  priceQuotation: 'priceQuotation',
};

/** The family of a procedure type; any other type follows the below-threshold one. */
export function timelineFamily(procurementMethodType: string): TimelineFamily {
  return Object.hasOwn(PROCEDURE_FAMILIES, procurementMethodType)
    ? (PROCEDURE_FAMILIES[procurementMethodType] ?? 'belowThreshold')
    : 'belowThreshold';
}

/**
 * The stages of a tender: its family's sequence, without the auction when the tender's
 * configuration says it has none.
 */
export function stageSequence(
  procurementMethodType: string,
  hasAuction: boolean | undefined,
): readonly StageStatus[] {
  const sequence = SEQUENCES[timelineFamily(procurementMethodType)];
  return hasAuction === false ? sequence.filter((stage) => stage !== 'active.auction') : sequence;
}
