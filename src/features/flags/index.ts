/**
 * The red-flags feature's door: the only module other features may import. None does today: the
 * route table (app/routes.tsx) wires the /flags page itself, and the tender page's block lives
 * with the tender (it shares this page's texts, contract/locales/<lang>/flags.json).
 */
export {};
