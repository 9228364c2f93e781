/** The portal's Atom feeds as a reader sees them, parsed by a real XML parser. */
import { DOMParser, type Element } from '@xmldom/xmldom';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A title with markup, `]]>` and an ampersand: a feed must show it as the text it is. */
export const HOSTILE_TITLE = 'Ремонт <script>alert(1)</script> ]]> & <b>жирний</b>';

export const ATOM = 'http://www.w3.org/2005/Atom';
/** The origin of an injected request (Host: localhost:80). */
export const ORIGIN = 'http://localhost';

/** A feed parsed by a real XML parser; a malformed document fails the test. */
const parseFeed = (xml: string) => {
  const doc = new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  }).parseFromString(xml, 'application/xml');
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== ATOM || root.localName !== 'feed') {
    throw new Error('not an Atom feed');
  }
  const child = (parent: Element, name: string) =>
    Array.from(parent.getElementsByTagNameNS(ATOM, name)).find(
      (node) => node.parentNode === parent,
    );
  const text = (parent: Element, name: string) => child(parent, name)?.textContent ?? undefined;
  const links = (parent: Element) =>
    Array.from(parent.getElementsByTagNameNS(ATOM, 'link'))
      .filter((node) => node.parentNode === parent)
      .map((node) => ({ rel: node.getAttribute('rel'), href: node.getAttribute('href') }));
  return {
    title: text(root, 'title'),
    id: text(root, 'id'),
    links: links(root),
    entries: Array.from(root.getElementsByTagNameNS(ATOM, 'entry')).map((entry) => ({
      id: text(entry, 'id'),
      title: child(entry, 'title'),
      updated: text(entry, 'updated'),
      links: links(entry),
      summary: text(entry, 'summary'),
    })),
  };
};

/** What a reader shows of a `type="html"` text: its markup decoded once. */
export const shownText = (node: Element | undefined): string => {
  expect(node?.getAttribute('type')).toBe('html');
  return (node?.textContent ?? '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
};

/** A feed of the portal as a reader fetches it: 200, Atom's media type, parsed. */
export const fetchFeed = async (app: FastifyInstance, url: string) => {
  const res = await app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  return parseFeed(res.body);
};
