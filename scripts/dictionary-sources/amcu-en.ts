/** English for the AMCU codelists that the standards publish in Ukrainian only, keyed by code. */
export const REQUESTED_REMEDIES_EN: Readonly<Record<string, string>> = {
  setAside: 'Oblige the procuring entity to set aside its decision (in full or in part)',
  changeTenderDocumentation: 'Oblige the procuring entity to amend the tender documentation',
  provideClarification:
    'Oblige the procuring entity to provide the necessary documents and clarifications',
  tenderCancellation: 'Oblige the procuring entity to cancel the procurement procedure',
  setAsideReject:
    "Oblige the procuring entity to set aside its decision to reject the complainant's tender offer",
  setAsideQualification:
    'Oblige the procuring entity to set aside its decision to admit a tender offer to the procedure',
  setAsideAward:
    'Oblige the procuring entity to set aside its decision on the winner of the procedure and the notice of intent to conclude a contract',
  setAsideOthers: 'Oblige the procuring entity to set aside other decisions',
};

export const AMCU_VIOLATIONS_EN: Readonly<Record<string, string>> = {
  corruptionDescription: 'Violation of the procedure for determining the subject of procurement',
  corruptionContracting:
    'A procurement contract concluded with the winner on terms that do not meet the tender documentation or the winning tender offer',
  corruptionProcurementMethodType: 'Unlawful choice and use of the procurement procedure',
  notComplyDecisionACU:
    'Failure to comply with a decision of the Antimonopoly Committee of Ukraine, as the review body, on a complaint',
  cancelled: 'Cancellation of the tender',
  expectedValue: 'Expected value of the procurement',
  confidentialInformation: 'Classifying information as confidential',
  unreliableInformation: 'Providing false information',
  formalErrors: 'Formal errors',
  other: 'Other violations of procurement law',
  notProvide24hours: 'Not giving 24 hours to correct inconsistencies',
  illegalProvide24hours: 'Unlawfully giving 24 hours to correct inconsistencies',
};
