import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The API reads the server makes of itself (Fastify's inject) to render a page or to check that
 * a kept page is current: not requests of a client, so logged at debug level and left out of the
 * request metrics; the page they serve is logged and counted.
 */
const innerReads = new AsyncLocalStorage<true>();

export const asInnerRead = <T>(read: () => Promise<T>): Promise<T> => innerReads.run(true, read);

export const isInnerRead = (): boolean => innerReads.getStore() === true;
