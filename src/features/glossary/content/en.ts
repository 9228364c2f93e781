import { entityStatusesEn } from './en-entities';
import { tabStatusesEn } from './en-tabs';
import type { GlossaryContent } from './types';

/**
 * The glossary in English. Sources (docs/decisions.md): the ProzorroUKR/standards descriptions
 * of the procedure types (data/dictionaries), the central database's configuration tables
 * (ProzorroUKR/openprocurement.api, docs/source/tendering/config/csv), the Law of Ukraine
 * "On Public Procurement" No. 922-VIII and Cabinet of Ministers Resolution No. 1178.
 */
export const glossaryEn: GlossaryContent = {
  labels: {
    purpose: 'What it is for',
    users: 'Who uses it',
    thresholds: 'Value thresholds',
    period: 'Minimum periods',
    law: 'Legal basis',
    now: 'What is happening',
    can: 'What the buyer and bidders can do',
    next: 'What comes next',
    checked: 'Checked on',
  },
  checked: '2026-11-28',
  procedures: {
    belowThreshold: {
      purpose:
        'A quick competitive purchase of smaller value: the buyer publishes the notice, answers questions, collects offers, usually holds an auction and picks the best offer.',
      users:
        'Buyers covered by the Law buying goods or services, or works, below the open-tender thresholds.',
      thresholds:
        'Since 19 April 2020: from 50,000 UAH to below 200,000 UAH for goods and services, or to below 1,500,000 UAH for works. Earlier (2016 – 18 April 2020) the same code marked a below-threshold purchase made outside the Law’s procedures. Under martial law, Resolution No. 1178 (from 19 October 2022) lets buyers buy below the thresholds without a simplified procurement, so it is used by choice.',
      period:
        'At least 3 working days of clarifications, then at least 2 working days to submit offers.',
      law: 'Law No. 922-VIII, Article 14 “Simplified procurement” (as amended by Law No. 114-IX, in force since 19 April 2020).',
    },
    requestForProposal: {
      purpose:
        'A procedure conducted under the rules of its organiser, for example when an international organisation finances the purchase.',
      users: 'Buyers whose purchase is funded by an international organisation with its own rules.',
      thresholds: 'The standards set no value threshold for it; the funder’s rules apply.',
      period:
        'The central database allows at least 4 calendar days to submit proposals, with at least 3 days of clarifications.',
      law: 'The funder’s or organiser’s rules, as the ProzorroUKR standards describe this type.',
    },
    aboveThreshold: {
      purpose:
        'The usual open tender while martial law lasts: clarifications and proposals, an auction, qualification of bidders (even when there is only one proposal), the winner and the contract.',
      users:
        'Buyers covered by the Law, for purchases above the thresholds, since 19 October 2022 (instead of the open tenders of the Law itself).',
      thresholds:
        'Goods and services over 100,000 UAH; current-repair services over 200,000 UAH; works over 1,500,000 UAH.',
      period:
        'At least 7 days to submit proposals (the central database allows 7 or 15). The contract is signed no earlier than on the 6th day after the winner is announced.',
      law: 'Cabinet of Ministers Resolution No. 1178 of 12 October 2022 (“peculiarities” of procurement during martial law and 90 days after it ends), in force since 19 October 2022: open tenders under Article 20 of Law No. 922-VIII with the Resolution’s peculiarities (its thresholds and the 7-day minimum instead of the Law’s 15 days).',
    },
    competitiveOrdering: {
      purpose:
        'A tender among the suppliers admitted to a dynamic purchasing system: only they can submit offers.',
      users: 'Buyers who buy through a dynamic purchasing system (see “Frameworks”).',
      thresholds: 'The standards set no value threshold for it.',
      period:
        'A short variant with at least 2 working days to submit offers, and a long one with at least 7 calendar days.',
      law: 'Law No. 922-VIII and the rules of the dynamic purchasing system, as the ProzorroUKR standards describe this type.',
    },
    aboveThresholdUA: {
      purpose:
        'The Law’s main competitive procedure: anyone may bid, bidders lower their prices in an auction, and the buyer checks the best offer and signs the contract.',
      users:
        'Buyers covered by the Law, for purchases above the thresholds and below the EU ones. Under martial law (from 19 October 2022) most buyers use “Open Procedure (martial law)” instead.',
      thresholds:
        'From 200,000 UAH for goods and services and from 1,500,000 UAH for works (special-sector buyers: from 1,000,000 and 5,000,000 UAH), but below 133,000 EUR for goods and services and 5,150,000 EUR for works.',
      period: 'At least 15 calendar days to submit proposals.',
      law: 'Law No. 922-VIII, Article 20 “Conditions for applying open tenders” (part 3: at least 15 days to submit proposals) and Article 3 (thresholds), in the version of Law No. 114-IX in force since 19 April 2020; from 1 August 2016 to 18 April 2020 the Law’s first version applied. Since 19 October 2022 most buyers use Resolution No. 1178 instead (see “Open Procedure (martial law)”).',
    },
    aboveThresholdEU: {
      purpose:
        'An open tender whose notice is also published in English. Bids are checked before the auction (pre-qualification).',
      users: 'Buyers whose purchase is above the EU thresholds.',
      thresholds: 'Over 133,000 EUR for goods and services, or 5,150,000 EUR for works.',
      period: 'At least 30 calendar days to submit proposals.',
      law: 'Law No. 922-VIII, Article 20, part 3, second paragraph: at least 30 days when the notice is also published in English under Article 10, part 3 (the EU thresholds), in the version of Law No. 114-IX in force since 19 April 2020; from 1 August 2016 to 18 April 2020 the Law’s first version applied.',
    },
    negotiation: {
      purpose:
        'An exception: the buyer negotiates with one or more suppliers and announces the decision to sign a contract, without collecting bids.',
      users:
        'Buyers who can document one of the grounds the Law lists for it (for example, only one supplier can deliver).',
      thresholds: 'Any value above the open-tender thresholds; the ground, not the value, decides.',
      period:
        'No bidding period. The standards give 10 days to complain about the decision; the central database’s current configuration gives 5.',
      law: 'Law No. 922-VIII, Article 40 “Negotiated procedure” (Article 35 before 19 April 2020).',
    },
    'negotiation.quick': {
      purpose: 'The negotiated procedure for urgent cases, with a shorter appeal period.',
      users:
        'Buyers with an urgent need caused by circumstances they could not foresee, as the Law lists them.',
      thresholds: 'Any value above the open-tender thresholds; the ground, not the value, decides.',
      period:
        'No bidding period. The standards give 5 days to complain about the decision; the central database’s current configuration gives 3.',
      law: 'Law No. 922-VIII, Article 40 “Negotiated procedure” (Article 35 before 19 April 2020).',
    },
    'aboveThresholdUA.defense': {
      purpose:
        'A competitive procedure with shorter periods for the guaranteed defence needs of the state.',
      users: 'Defence buyers under the law on procurement for defence needs.',
      thresholds: 'The standards set no value threshold for it.',
      period: 'At least 6 working days to submit proposals.',
      law: 'The Law of Ukraine “On the peculiarities of procurement of goods, works and services for the guaranteed provision of defence needs”.',
    },
    'simple.defense': {
      purpose:
        'Simplified tenders in the electronic system for defence needs: proposals, an auction, qualification.',
      users: 'Defence buyers under the law on procurement for defence needs.',
      thresholds: 'The standards set no value threshold for it.',
      period: 'At least 6 working days to submit proposals.',
      law: 'The Law of Ukraine “On the peculiarities of procurement of goods, works and services for the guaranteed provision of defence needs”.',
    },
    competitiveDialogueUA: {
      purpose:
        'The first stage of a competitive dialogue: when the buyer cannot describe the technical requirements or the kind of service, it negotiates with bidders first. The weight of non-price criteria is at least 1%.',
      users: 'Buyers with complex purchases below the EU thresholds.',
      thresholds:
        'Above the open-tender thresholds, and not over 133,000 EUR for goods and services or 5,150,000 EUR for works.',
      period:
        'At least 30 calendar days to submit first-stage proposals; no auction at this stage.',
      law: 'Law No. 922-VIII, Article 13 (the Law’s competitive procedures, competitive dialogue among them), in force since 1 August 2016; since 19 April 2020 in the version of Law No. 114-IX.',
    },
    competitiveDialogueEU: {
      purpose:
        'The first stage of a competitive dialogue above the EU thresholds, with the notice also in English.',
      users: 'Buyers with complex purchases above the EU thresholds.',
      thresholds: 'Over 133,000 EUR for goods and services, or 5,150,000 EUR for works.',
      period:
        'At least 30 calendar days to submit first-stage proposals; no auction at this stage.',
      law: 'Law No. 922-VIII, Article 13 (the Law’s competitive procedures, competitive dialogue among them), in force since 1 August 2016; since 19 April 2020 in the version of Law No. 114-IX.',
    },
    'competitiveDialogueUA.stage2': {
      purpose:
        'The second stage of a competitive dialogue: only bidders whose first-stage proposals were not rejected submit final proposals, then an auction.',
      users: 'The buyer and the bidders admitted at the first stage.',
      thresholds: 'As for the first stage.',
      period: 'At least 15 calendar days to submit proposals.',
      law: 'Law No. 922-VIII, Article 13 (the Law’s competitive procedures, competitive dialogue among them), in force since 1 August 2016; since 19 April 2020 in the version of Law No. 114-IX.',
    },
    'competitiveDialogueEU.stage2': {
      purpose:
        'The second stage of a competitive dialogue published in English: only bidders admitted at the first stage take part.',
      users: 'The buyer and the bidders admitted at the first stage.',
      thresholds: 'As for the first stage.',
      period: 'At least 30 calendar days to submit proposals.',
      law: 'Law No. 922-VIII, Article 13 (the Law’s competitive procedures, competitive dialogue among them), in force since 1 August 2016; since 19 April 2020 in the version of Law No. 114-IX.',
    },
    reporting: {
      purpose:
        'Not a tender: a report on a contract the buyer signed without using the electronic procurement system.',
      users:
        'Buyers reporting small purchases and, under martial law, the contracts that Resolution No. 1178 allows without a procedure.',
      thresholds:
        'The standards describe purchases up to 50,000 UAH; under Resolution No. 1178 (from 19 October 2022) reports are also published for the exceptions it lists, whatever their value.',
      period: 'None: there is no bidding.',
      law: 'Law No. 922-VIII, Article 3; Resolution No. 1178 of 12 October 2022.',
    },
    esco: {
      purpose:
        'An open tender for energy services (energy-efficiency contracts): the auction compares the energy service contract’s net present value.',
      users: 'Buyers ordering energy-saving modernisation, whatever its value.',
      thresholds: 'None: used regardless of the value.',
      period: 'At least 30 calendar days to submit proposals.',
      law: 'Law No. 922-VIII together with the Law “On the introduction of new investment opportunities … for large-scale energy modernisation”.',
    },
    closeFrameworkAgreementUA: {
      purpose:
        'An open tender that ends in a framework agreement with several suppliers; later purchases are made among them.',
      users: 'Buyers (often central purchasing bodies) with recurring needs.',
      thresholds: 'As for open tenders.',
      period: 'At least 30 calendar days to submit proposals.',
      law: 'Law No. 922-VIII and the Ministry order on concluding and executing framework agreements.',
    },
    closeFrameworkAgreementSelectionUA: {
      purpose:
        'A mini-competition under a framework agreement: only the suppliers that are parties to it may bid.',
      users: 'Buyers entitled to buy under an existing framework agreement.',
      thresholds: 'Those of the framework agreement.',
      period: 'At least 1 day of clarifications and at least 3 calendar days to submit offers.',
      law: 'Law No. 922-VIII and the Ministry order on concluding and executing framework agreements.',
    },
    centralizedProcurement: {
      purpose: 'A purchase made by a central purchasing body on behalf of other buyers.',
      users:
        'Buyers obliged to buy through a central purchasing body, and buyers who chose one under a contract with it.',
      thresholds: 'The standards set no value threshold for it.',
      period: 'The central database’s configuration table sets none for this type.',
      law: 'Law No. 922-VIII, as the ProzorroUKR standards describe this type.',
    },
    priceQuotation: {
      purpose:
        'A request for price quotations from the electronic catalogue: suppliers qualified for the catalogue profile offer a price, the cheapest suitable offer wins.',
      users: 'Buyers of standard goods listed in the electronic catalogue.',
      thresholds: 'Goods from 50,000 UAH to 200,000 UAH, as the standards describe it.',
      period: 'At least 2 working days to submit offers.',
      law: 'Law No. 922-VIII and the rules of the electronic catalogue.',
    },
    '': {
      purpose:
        'Marks a purchase made without the electronic procurement system. The standards give this entry a name but no description.',
      users: 'Buyers reporting such purchases.',
      thresholds: 'Not stated in the sources.',
      period: 'None: there is no bidding.',
      law: 'Not stated in the sources.',
    },
    'complexAsset.arma': {
      purpose:
        'The selection of a manager for a complex asset (seized property that needs managing).',
      users: 'The Asset Recovery and Management Agency (ARMA), and companies applying to manage.',
      thresholds: 'The standards set no value threshold for it.',
      period: 'At least 20 calendar days to submit proposals.',
      law: 'Not Law No. 922-VIII: the rules of the asset manager selection, as the ProzorroUKR standards describe this type.',
    },
  },
  statuses: {
    tender: {
      'active.enquiries': {
        now: 'The tender is published and anyone can ask the buyer questions about it. Offers are not accepted yet.',
        can: 'The buyer answers questions and may change the terms. Bidders read the documents and ask questions.',
        next: 'Bidding starts when the clarification period ends.',
      },
      'active.tendering': {
        now: 'Bids are being accepted until the end of the bidding period shown in the timeline.',
        can: 'Bidders submit, change or withdraw their bids and may ask questions or complain about the terms. The buyer answers and may change the documents, extending the deadline if needed.',
        next: 'Depending on the procedure: pre-qualification, the auction, or straight to awarding.',
      },
      'active.pre-qualification': {
        now: 'Bidding is closed. Before any auction the buyer checks each bid against the qualification criteria.',
        can: 'The buyer admits or rejects each bidder, giving reasons. Bidders wait; prices are not disclosed yet.',
        next: 'The appeal period for these decisions.',
      },
      'active.pre-qualification.stand-still': {
        now: 'The pre-qualification decisions are published and a short appeal period runs.',
        can: 'Bidders may complain about the decisions to the Antimonopoly Committee. The buyer waits.',
        next: 'The auction; in a competitive dialogue, the move to the second stage.',
      },
      'active.auction': {
        now: 'The electronic auction: the admitted bidders can lower their prices in rounds.',
        can: 'Bidders take part in the auction online. The buyer waits for its result.',
        next: 'Awarding: the buyer reviews the best-ranked offer.',
      },
      'active.qualification': {
        now: 'The buyer reviews the best-ranked offer and decides whether it wins.',
        can: 'The buyer names the winner or disqualifies the bidder and reviews the next one. Bidders follow the decisions and may complain about them.',
        next: 'Once a winner is named: “Proposals reviewed”.',
      },
      'active.qualification.stand-still': {
        now: 'In a framework agreement tender, the decisions on every bidder are published and an appeal period runs.',
        can: 'Bidders may complain about the decisions. The buyer waits.',
        next: '“Proposals reviewed”, then the framework agreement.',
      },
      'active.awarded': {
        now: 'The winner is chosen; the appeal period runs and the contract is being prepared.',
        can: 'Other bidders may still complain about the decision within the appeal period. After it, the buyer and the winner sign the contract.',
        next: '“Complete” once the contract is signed; otherwise the tender may be cancelled or fail.',
      },
      unsuccessful: {
        now: 'The tender did not take place: for example there were no bids, too few, or all were rejected.',
        can: 'Nothing more happens in this tender. The buyer may announce a new one.',
        next: 'Nothing: this is a final status.',
      },
      cancelled: {
        now: 'The buyer cancelled the tender; the reasons are in the cancellation block.',
        can: 'In open procedures the cancellation may be complained about before it takes effect. Afterwards nothing more happens.',
        next: 'Nothing: this is a final status.',
      },
      complete: {
        now: 'The tender is over: the contract (or contracts) is signed.',
        can: 'Everyone can follow the contract’s changes and payments on the Contracts tab.',
        next: 'Nothing in the tender: the story continues in the contract.',
      },
      'draft.unsuccessful': {
        now: 'A draft that the central database refused to open (for example a selection under a framework agreement that the agreement does not allow).',
        can: 'Nothing: bidders never saw it.',
        next: 'Nothing: this is a final status.',
      },
      'draft.pending': {
        now: 'A draft waiting for the central database to check it (for example the framework agreement it relies on).',
        can: 'The buyer waits; bidders cannot see it yet.',
        next: 'The first stage of the procedure, or “draft.unsuccessful” if the check fails.',
      },
      active: {
        now: 'A procedure without bidding (a negotiated procedure or a report) is under way: the buyer publishes the supplier chosen and the contract.',
        can: 'The buyer publishes the decision and signs the contract; in a negotiated procedure others may complain within the appeal period.',
        next: '“Complete” once the contract is signed.',
      },
      'active.stage2.pending': {
        now: 'The first stage of a competitive dialogue is over; the buyer is to confirm the move to the second stage.',
        can: 'The buyer confirms the move. Admitted bidders wait.',
        next: 'The second stage is prepared (“active.stage2.waiting”).',
      },
      'active.stage2.waiting': {
        now: 'The second stage of a competitive dialogue is being created as a new tender for the admitted bidders.',
        can: 'The buyer completes the second-stage tender. Bidders wait for it to open.',
        next: 'The first stage becomes “Complete” and the second stage opens.',
      },
      'draft.stage2': {
        now: 'The draft of a competitive dialogue’s second stage, made from the first stage.',
        can: 'The buyer fills it in and publishes it. Bidders cannot see it yet.',
        next: 'Bidding in the second stage.',
      },
      draft: {
        now: 'The buyer’s draft: not published yet.',
        can: 'The buyer edits and publishes it. Nobody else sees it.',
        next: 'The first stage of the procedure once published.',
      },
      'draft.publishing': {
        now: 'The buyer asked to publish the draft and the central database is completing the checks.',
        can: 'The buyer waits; nothing is open to bidders yet.',
        next: 'The first stage of the procedure.',
      },
    },
    qualification: {
      pending: {
        now: 'The buyer has not decided yet whether this bidder meets the qualification criteria.',
        can: 'The buyer reviews the bid and the documents. The bidder waits.',
        next: '“Admitted” or “Rejected”.',
      },
      active: {
        now: 'The bidder is admitted to the next stage.',
        can: 'Other bidders may complain about the decision during the appeal period.',
        next: 'The auction or the next stage of the procedure.',
      },
      unsuccessful: {
        now: 'The bidder is rejected; the reasons are in the decision.',
        can: 'The bidder may complain about the decision during the appeal period.',
        next: 'The bidder takes no further part unless the decision is cancelled.',
      },
      cancelled: {
        now: 'The decision was cancelled, for example after a complaint.',
        can: 'The buyer makes a new decision about this bidder.',
        next: 'A new decision, shown as a separate entry.',
      },
    },
    award: {
      pending: {
        now: 'The buyer is reviewing this bidder’s offer.',
        can: 'The buyer checks the offer and the documents and may ask to correct mistakes. The bidder waits.',
        next: '“Winner” or “Disqualified”.',
      },
      active: {
        now: 'The buyer named this bidder the winner.',
        can: 'Other bidders may complain within the appeal period; then the buyer and the winner sign the contract.',
        next: 'The contract.',
      },
      unsuccessful: {
        now: 'The buyer disqualified this bidder; the reasons are in the decision.',
        can: 'The bidder may complain about the decision. The buyer reviews the next-ranked offer.',
        next: 'A decision on the next bidder.',
      },
      cancelled: {
        now: 'The decision was cancelled, for example after a complaint or by the buyer.',
        can: 'The buyer makes a new decision.',
        next: 'A new decision, shown as a separate entry.',
      },
    },
    complaint: {
      draft: {
        title: 'Draft',
        now: 'The complainant has started a complaint to the Antimonopoly Committee but has not filed it yet.',
        can: 'The complainant completes it, pays the fee and files it, or abandons it.',
        next: '“Pending” once it is filed.',
      },
      pending: {
        now: 'A complaint to the Antimonopoly Committee (AMCU) is filed and waits to be accepted.',
        can: 'The AMCU decides whether to accept it. The complainant may still withdraw it.',
        next: '“Accepted”, or left without consideration.',
      },
      accepted: {
        now: 'The AMCU accepted the complaint for review; the procedure is paused meanwhile.',
        can: 'The buyer and the complainant give explanations; the buyer cannot continue the procedure.',
        next: 'The AMCU’s decision: upheld, declined or terminated.',
      },
      invalid: {
        now: 'The AMCU left the complaint without consideration (for example it was filed late or without grounds).',
        can: 'Nothing more in this complaint.',
        next: 'Nothing: this is a final status.',
      },
      stopped: {
        now: 'The AMCU terminated the review.',
        can: 'Nothing more in this complaint.',
        next: 'Nothing: this is a final status.',
      },
      declined: {
        now: 'The AMCU refused to uphold the complaint.',
        can: 'The procedure continues. The decision can be challenged in court.',
        next: 'Nothing more in this complaint.',
      },
      satisfied: {
        now: 'The AMCU upheld the complaint and ordered the buyer to fix the violation.',
        can: 'The buyer must carry out the decision and report how.',
        next: '“Resolved” once the buyer has done so.',
      },
      stopping: {
        now: 'The complainant withdrew the complaint.',
        can: 'The AMCU ends the review.',
        next: 'Nothing more in this complaint.',
      },
      mistaken: {
        now: 'The complaint was cancelled as filed by mistake.',
        can: 'Nothing more in this complaint.',
        next: 'Nothing: this is a final status.',
      },
      cancelled: {
        title: 'Cancelled',
        now: 'The complaint was cancelled before it was reviewed.',
        can: 'Nothing more in this complaint.',
        next: 'Nothing: this is a final status.',
      },
      resolved: {
        now: 'The buyer has carried out the AMCU’s decision and reported eliminating the violation.',
        can: 'The procedure continues.',
        next: 'Nothing: this is a final status.',
      },
    },
    ...tabStatusesEn,
    ...entityStatusesEn,
  },
};
