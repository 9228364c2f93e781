/**
 * The framework feature's door: the only module other features may import. None does today; the
 * route table (app/routes.tsx) wires its loader and lazy screen itself.
 */
export {};
