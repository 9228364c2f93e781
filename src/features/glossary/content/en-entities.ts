import type { EntityStatusTexts } from './types';

/**
 * The statuses of procurement plans and frameworks, in English, titled as their badges label
 * them. Sources (docs/decisions.md): the OpenProcurement API documentation
 * (ProzorroUKR/openprocurement.api docs/source/standard/plan.rst, plancancellation.rst,
 * framework.rst, planning/tutorial.rst, planning/centralized-procurements/index.rst and
 * frameworks/dps/tutorial.rst).
 */
export const entityStatusesEn: EntityStatusTexts = {
  plan: {
    draft: {
      title: 'Draft',
      now: 'The buyer has created the plan but not published it yet; the central database’s documentation recommends creating plans as drafts.',
      can: 'The buyer completes and changes the plan.',
      next: '“Scheduled” once the buyer publishes it.',
    },
    scheduled: {
      title: 'Scheduled',
      now: 'The plan is published: what the buyer intends to buy, its budget and the procedure it plans to use.',
      can: 'The buyer may still change the plan, or cancel it with a cancellation that states the reason. Anyone can see what the buyer plans to buy.',
      next: '“Procurement announced” once a tender is created from the plan, or “Cancelled”.',
    },
    complete: {
      title: 'Procurement announced',
      now: 'A tender was created from the plan and linked to it; a central purchasing body’s plan reaches this status when the body links it to its joint tender. The buyer may also close a plan without a tender when it names a simplified purchase (belowThreshold), a report (reporting) or no procedure type.',
      can: 'The plan can no longer be changed, except its rationale. Everyone can follow the purchase on its tender’s page.',
      next: 'Nothing: this is a final status.',
    },
    cancelled: {
      title: 'Cancelled',
      now: 'The buyer cancelled the plan: it created a cancellation stating the reason, and making the cancellation active cancelled the plan.',
      can: 'Nothing more happens with the plan; its cancellation keeps the reason.',
      next: 'Nothing: this is a final status.',
    },
  },
  framework: {
    draft: {
      title: 'Draft',
      now: 'The buyer has created the framework (a qualification of suppliers for an electronic catalogue or a dynamic purchasing system) but not activated it yet.',
      can: 'The buyer may change any of its fields and upload documents. Suppliers cannot apply yet.',
      next: '“Active” once the buyer activates it: it needs at least one document besides the signature and an end date of its qualification period within the limits the documentation sets.',
    },
    active: {
      title: 'Active',
      now: 'The framework is open: its first 10 full working days are for questions, suppliers register submissions during its period, and in its last 30 full calendar days they can no longer submit but are still qualified.',
      can: 'Suppliers ask questions and submit applications; the buyer approves or rejects each one, and an approved supplier joins the framework’s agreement. The buyer may change only its contact details, the description and documents, and move the end of the qualification period by a signed change.',
      next: '“Complete” at the end of the qualification period, or “Unsuccessful” if no one applied in the first 20 full working days.',
    },
    complete: {
      title: 'Complete',
      now: 'The framework is over: it completes by itself when its qualification period ends (the buyer may bring the end forward, but to no less than 30 full calendar days after the change).',
      can: 'Everyone can read the framework, its documents and its decisions; no new submissions are accepted.',
      next: 'Nothing: the documentation names no status after it.',
    },
    unsuccessful: {
      title: 'Unsuccessful',
      now: 'The framework did not take place: no supplier applied in its first 20 full working days.',
      can: 'Nothing more happens in it.',
      next: 'Nothing: the documentation calls it a final status.',
    },
  },
};
