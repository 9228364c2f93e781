/**
 * English titles of the criteria of standards/criteria/{article_16,article_17,other}.json (Ukrainian
 * only there), keyed by classification id: the id complaint objections cite.
 */
export const CRITERIA_TITLES_EN: Readonly<Record<string, string>> = {
  'CRITERION.SELECTION.TECHNICAL_PROFESSIONAL_ABILITY.TECHNICAL.EQUIPMENT':
    'Equipment, material and technical resources and technologies',
  'CRITERION.SELECTION.TECHNICAL_PROFESSIONAL_ABILITY.TECHNICAL.STAFF_FOR_CARRYING_SCOPE':
    'Staff with the relevant qualifications',
  'CRITERION.SELECTION.TECHNICAL_PROFESSIONAL_ABILITY.REFERENCES.WORKS_PERFORMANCE':
    'Experience of performing a similar contract',
  'CRITERION.SELECTION.ECONOMIC_FINANCIAL_STANDING': 'Financial capacity',
  'CRITERION.EXCLUSION.CONFLICT_OF_INTEREST.MISINTERPRETATION':
    "Influence on the procuring entity's decision",
  'CRITERION.EXCLUSION.CONVICTIONS.CORRUPTION': 'Corruption offences',
  'CRITERION.EXCLUSION.CONVICTIONS.FRAUD': 'Economic offences',
  'CRITERION.EXCLUSION.CONVICTIONS.PARTICIPATION_IN_CRIMINAL_ORGANISATION': 'Criminal offences',
  'CRITERION.EXCLUSION.MISCONDUCT.MARKET_DISTORTION':
    'Links between the bidder and other bidders or the procuring entity',
  'CRITERION.EXCLUSION.BUSINESS.BANKRUPTCY': 'Bankruptcy proceedings',
  'CRITERION.EXCLUSION.NATIONAL.ANTI-CORRUPTION': 'Anti-corruption programme',
  'CRITERION.EXCLUSION.CONVICTIONS.TERRORIST_OFFENCES': 'Offences related to sanctions',
  'CRITERION.EXCLUSION.CONVICTIONS.CHILD_LABOUR-HUMAN_TRAFFICKING':
    'Offences related to child labour or any form of human trafficking',
  'CRITERION.EXCLUSION.CONTRIBUTIONS.PAYMENT_OF_TAXES': 'Tax arrears',
  'CRITERION.EXCLUSION.CONFLICT_OF_INTEREST.EARLY_TERMINATION':
    'Unfulfilled obligations under an earlier contract',
  'CRITERION.EXCLUSION.NATIONAL.OTHER': 'Other grounds for refusal to participate in the procedure',
  'CRITERION.SELECTION.TECHNICAL_PROFESSIONAL_ABILITY.MANAGEMENT.SUBCONTRACTING_PROPORTION':
    'Information on subcontractors and co-contractors',
  'CRITERION.OTHER.SUBJECT_OF_PROCUREMENT.LOCAL_ORIGIN_LEVEL':
    'Conditions for the sustainable development and modernisation of domestic industry',
  'CRITERION.OTHER.SUBJECT_OF_PROCUREMENT.TECHNICAL_FEATURES':
    'Technical, quality and quantity characteristics of the subject of procurement',
  'CRITERION.OTHER.BID.VALIDITY_PERIOD': 'Validity period of the tender offer',
  'CRITERION.OTHER.BID.LANGUAGE': 'Language(s) of the tender offer',
  'CRITERION.OTHER.BID.GUARANTEE': 'Tender offer security',
  'CRITERION.OTHER.CONTRACT.GUARANTEE': 'Performance security of the procurement contract',
  'CRITERION.SELECTION.TECHNICAL_PROFESSIONAL_ABILITY.TECHNICAL.ENVIRONMENTAL_MANAGEMENT_MEASURES':
    'Compliance with environmental standards',
};
