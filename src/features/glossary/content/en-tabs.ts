import type { TabStatusTexts } from './types';

/**
 * The statuses the tender tabs show on their badges, in English, titled as the badges label
 * them. Sources (docs/decisions.md): the OpenProcurement API documentation
 * (ProzorroUKR/openprocurement.api docs/source/standard and tutorials; the State Audit Service's
 * monitoring API, ProzorroUKR/openprocurement.audit.api) and the labels the tabs use.
 */
export const tabStatusesEn: TabStatusTexts = {
  lot: {
    active: {
      title: 'Active',
      now: 'The lot is under way: its part of the procedure (bidding, auction, qualification or contract) is not over yet.',
      can: 'Bidders bid on the lot and follow the decisions on it. The buyer runs the procedure for it and may cancel the lot.',
      next: '“Complete” once its contract is signed, “Unsuccessful” if it fails, or “Cancelled”.',
    },
    complete: {
      title: 'Complete',
      now: 'The lot’s procedure is over: its contract is signed.',
      can: 'Everyone can follow the contract on the Contracts tab.',
      next: 'Nothing: this is a final status.',
    },
    cancelled: {
      title: 'Cancelled',
      now: 'The buyer cancelled the procedure for this lot; the reasons are in the Cancellations block.',
      can: 'Nothing more happens in this lot; the tender’s other lots go on.',
      next: 'Nothing: this is a final status.',
    },
    unsuccessful: {
      title: 'Unsuccessful',
      now: 'The lot’s procedure did not take place: for example there were no bids, too few, or all were rejected.',
      can: 'Nothing more happens in this lot. The buyer may announce a new purchase.',
      next: 'Nothing: this is a final status.',
    },
  },
  claim: {
    draft: {
      title: 'Draft',
      now: 'Someone has started a claim to the buyer but has not submitted it. Claims to the buyer belong to the complaint rules in force before 19 April 2020.',
      can: 'The claimant completes it, adds documents and submits it, or cancels it.',
      next: '“Claim” once it is submitted.',
    },
    claim: {
      title: 'Claim',
      now: 'A claim (a demand that the buyer fix a problem in the tender) is submitted and waits for the buyer’s answer.',
      can: 'The buyer answers it with a decision and documents. The claimant may cancel it.',
      next: '“Answered”, or “Ignored” if the buyer does not answer.',
    },
    answered: {
      title: 'Answered',
      now: 'The buyer answered the claim: resolved, declined or left without review.',
      can: 'The claimant says whether the answer satisfies it, or turns the claim into a complaint to the review body.',
      next: 'The buyer’s decision becomes final: “Resolved”, “Declined” or “Left without review”.',
    },
    invalid: {
      title: 'Left without review',
      now: 'The claim was left without review.',
      can: 'Nothing more in this claim.',
      next: 'Nothing: this is a final status.',
    },
    declined: {
      title: 'Declined',
      now: 'The claim was declined.',
      can: 'Nothing more in this claim.',
      next: 'Nothing: this is a final status.',
    },
    ignored: {
      title: 'Ignored',
      now: 'The buyer did not answer the claim.',
      can: 'Nothing more in this claim.',
      next: 'Nothing: this is a final status.',
    },
    resolved: {
      title: 'Resolved',
      now: 'The claim was resolved: the buyer satisfied it.',
      can: 'Nothing more in this claim.',
      next: 'Nothing: this is a final status.',
    },
    cancelled: {
      title: 'Cancelled',
      now: 'The claimant cancelled the claim.',
      can: 'Nothing more in this claim.',
      next: 'Nothing: this is a final status.',
    },
  },
  question: {
    has_answer: {
      title: 'Answered',
      now: 'The buyer has published an answer to the question.',
      can: 'Everyone can read the question and the answer.',
      next: 'Nothing more for this question.',
    },
    no_answer: {
      title: 'Not answered',
      now: 'The buyer has not answered the question yet.',
      can: 'The buyer can answer it; the answer appears under the question once published.',
      next: '“Answered” once the buyer answers.',
    },
  },
  cancellation: {
    draft: {
      title: 'Draft',
      now: 'The buyer is preparing a cancellation: its reason and documents. The portal does not show draft cancellations.',
      can: 'The buyer completes and submits it, or withdraws it.',
      next: '“Open to complaints” where the procedure allows complaints about a cancellation; otherwise it takes effect.',
    },
    pending: {
      title: 'Open to complaints',
      now: 'The buyer decided to cancel, and the period to complain about the cancellation runs (its dates are in the block). Meanwhile the buyer can do nothing else in the tender.',
      can: 'Bidders (and, during bidding, anyone) may complain about the cancellation to the Antimonopoly Committee. The buyer may withdraw the cancellation.',
      next: '“In effect” when the period ends without complaints (or with complaints withdrawn); “Rejected” if it is withdrawn.',
    },
    active: {
      title: 'In effect',
      now: 'The cancellation took effect: the tender (or the lot) is cancelled.',
      can: 'Nothing more in the cancelled tender or lot.',
      next: 'Nothing: this is a final status.',
    },
    unsuccessful: {
      title: 'Rejected',
      now: 'The cancellation did not take effect: the buyer withdrew it.',
      can: 'The procedure continues where it stopped.',
      next: 'Nothing more in this cancellation.',
    },
    complete: {
      title: 'Complete',
      now: 'A label of the portal’s cancellation block. The central database’s documentation lists no such status for cancellations, so the sources say nothing more about it.',
      can: 'Not stated in the sources.',
      next: 'Not stated in the sources.',
    },
  },
  contract: {
    pending: {
      title: 'Awaiting signature',
      now: 'The contract was created when the winner was named but is not signed yet.',
      can: 'The buyer fills in its number, value and period and signs it with the winner. Its details appear once it is concluded.',
      next: '“Concluded” once signed; “Cancelled” if the award decision is cancelled.',
    },
    active: {
      title: 'Concluded',
      now: 'The contract is signed by the parties and in force.',
      can: 'The buyer publishes its changes (additional agreements) and, at the end, the amount actually paid.',
      next: '“Terminated” when it is performed or ended early.',
    },
    cancelled: {
      title: 'Cancelled',
      now: 'The contract was cancelled before it was signed, for example because the award decision was cancelled.',
      can: 'Nothing in this contract; the buyer makes a new award decision if the lot goes on.',
      next: 'Nothing: this is a final status.',
    },
    terminated: {
      title: 'Terminated',
      now: 'The contract was signed and has come to an end: it was performed, or ended early.',
      can: 'Everyone can read the amount paid and, for an early end, the reasons.',
      next: 'Nothing: this is a final status.',
    },
  },
  change: {
    pending: {
      title: 'Awaiting signature',
      now: 'A change to the contract or framework agreement has been added but does not apply yet.',
      can: 'The buyer may still edit it and add documents; it applies once the date it was signed is given.',
      next: '“Signed” once applied, or “Cancelled”.',
    },
    active: {
      title: 'Signed',
      now: 'The change is signed and applied; it can no longer be edited.',
      can: 'Everyone can read its reasons and documents.',
      next: 'Nothing: this is a final status.',
    },
    cancelled: {
      title: 'Cancelled',
      now: 'The change was cancelled and does not apply.',
      can: 'Nothing more in this change.',
      next: 'Nothing: this is a final status.',
    },
  },
  payment: {
    successful: {
      title: 'Successful',
      now: 'A payment under the contract is recorded as made.',
      can: 'Everyone can read its amount, date, payer and payee.',
      next: 'A later record of the same payment can change its status.',
    },
    canceled: {
      title: 'Cancelled',
      now: 'A payment under the contract is recorded as cancelled.',
      can: 'Everyone can read its record; the sources say no more about it.',
      next: 'A later record of the same payment can change its status.',
    },
  },
  agreement: {
    pending: {
      title: 'Awaiting signature',
      now: 'The framework agreement is being signed between the buyer and the suppliers chosen in the tender.',
      can: 'The buyer and the suppliers sign it; a supplier that refuses is excluded.',
      next: '“Active” once signed, “Unsuccessful” if it is not, “Cancelled” if the tender or lot is cancelled.',
    },
    active: {
      title: 'Active',
      now: 'The framework agreement is signed and can be used: buyers run selections among its suppliers.',
      can: 'Buyers entitled to it start selections (“Selection under a framework agreement”); only its suppliers bid in them.',
      next: '“Terminated” when it can no longer be used.',
    },
    unsuccessful: {
      title: 'Unsuccessful',
      now: 'The framework agreement was not signed.',
      can: 'Nothing more in this agreement.',
      next: 'Nothing: this is a final status.',
    },
    cancelled: {
      title: 'Cancelled',
      now: 'Its signing was cancelled because the tender or the lot was cancelled.',
      can: 'Nothing more in this agreement.',
      next: 'Nothing: this is a final status.',
    },
    terminated: {
      title: 'Terminated',
      now: 'The framework agreement can no longer be used to start selections.',
      can: 'Everyone can still read it and its changes.',
      next: 'Nothing: this is a final status.',
    },
    ripped: {
      title: 'Ripped',
      now: 'A label of the portal’s agreement statuses (“broken off”). The central database’s documentation does not describe this status.',
      can: 'Not stated in the sources.',
      next: 'Not stated in the sources.',
    },
  },
  agreementContract: {
    active: {
      title: 'Member',
      now: 'The supplier signed the framework agreement and is a party to it.',
      can: 'It can bid in selections under the agreement while the agreement is active.',
      next: 'Selections under the agreement.',
    },
    unsuccessful: {
      title: 'Excluded',
      now: 'The supplier refused to sign the framework agreement.',
      can: 'It takes no part in selections under this agreement.',
      next: 'Nothing: this is a final status.',
    },
  },
  monitoring: {
    draft: {
      title: 'Draft',
      now: 'The State Audit Service is preparing a decision to monitor the procedure; drafts are not public.',
      can: 'The auditors publish it or cancel it.',
      next: '“In progress” once published, or “Cancelled”.',
    },
    active: {
      title: 'In progress',
      now: 'The State Audit Service published its decision to monitor the procedure (Law No. 922-VIII, Article 8) and is checking it.',
      can: 'The auditors ask questions and the buyer answers them in the dialogue. The auditors may stop the monitoring.',
      next: 'A conclusion: “Violations found” or “No violations found”; or “Stopped”.',
    },
    addressed: {
      title: 'Violations found',
      now: 'The conclusion is published: violations were found.',
      can: 'The buyer reports how it eliminated them, and may note that it appealed the conclusion in court. Buyer and auditors may exchange posts about the conclusion.',
      next: '“Completed” after the buyer’s report.',
    },
    declined: {
      title: 'No violations found',
      now: 'The conclusion is published: no violations were found.',
      can: 'Buyer and auditors may exchange posts about the conclusion.',
      next: '“Closed”.',
    },
    completed: {
      title: 'Completed',
      now: 'The monitoring is over: violations were found and the buyer reported on eliminating them.',
      can: 'Everyone can read the conclusion, the buyer’s report and the auditors’ resolution on it.',
      next: 'Nothing: this is a final status.',
    },
    closed: {
      title: 'Closed',
      now: 'The monitoring is over: no violations were found.',
      can: 'Everyone can read the conclusion.',
      next: 'Nothing: this is a final status.',
    },
    stopped: {
      title: 'Stopped',
      now: 'The auditors stopped the monitoring and gave the reasons in a cancellation report.',
      can: 'The auditors may resume a stopped monitoring once.',
      next: 'Nothing, unless it is resumed (“In progress”).',
    },
    cancelled: {
      title: 'Cancelled',
      now: 'The auditors cancelled the monitoring while it was still a draft, and gave the reasons.',
      can: 'Nothing more in this monitoring.',
      next: 'Nothing: this is a final status.',
    },
  },
};
