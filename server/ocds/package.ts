/** The OCDS 1.1 release package of one tender. */
import type { OcdsReleasePackage } from '../../contract/ocds.ts';
import { latestDate } from './formats.ts';
import { ocdsReleases } from './release.ts';
import type { OcdsSource } from './source.ts';

/** The extensions the releases use, from the OCDS extension registry. */
export const OCDS_EXTENSIONS = [
  'https://raw.githubusercontent.com/open-contracting-extensions/ocds_bid_extension/v1.1.5/extension.json',
  'https://raw.githubusercontent.com/open-contracting-extensions/ocds_lots_extension/v1.1.5/extension.json',
];

export const PUBLISHER_NAME = 'Open Procurement Portal';

/** The package's own address on the portal, where `origin` is the portal's (no trailing slash). */
export const ocdsPackageUri = (origin: string, tenderId: string): string =>
  `${origin}/api/tenders/${encodeURIComponent(tenderId)}/ocds`;

/**
 * Generated on demand, so the package is dated by the latest change of what it holds: the same
 * data gives the same bytes (and the same ETag).
 */
export const ocdsReleasePackage = (source: OcdsSource, origin: string): OcdsReleasePackage => {
  const releases = ocdsReleases(source);
  return {
    uri: ocdsPackageUri(origin, source.tender.id),
    version: '1.1',
    extensions: OCDS_EXTENSIONS,
    publishedDate: latestDate(releases.map((release) => release.date)) ?? releases[0]?.date ?? '',
    publisher: { name: PUBLISHER_NAME, uri: `${origin}/` },
    releases,
  };
};
