import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SafeLink } from '../../../../contract/safe-url';
import { BANNER_LARGE, BANNER_SMALL } from '../model/banners';
import type { BannerView } from '../model/banners';

/** The wide image from this width on (the grid's two columns). */
const LARGE_MEDIA = '(min-width: 48rem)';

function BannerLink({ link, children }: { link: SafeLink; children: ReactNode }) {
  return link.kind === 'internal' ? (
    <Link className="banner" to={link.to}>
      {children}
    </Link>
  ) : (
    <a className="banner" href={link.href}>
      {children}
    </a>
  );
}

/**
 * The banners as a grid on wide screens and a strip scrolled by the reader on a phone: nothing
 * moves by itself. The image's text alternative is the title; the caption repeats it for the
 * eye only, so a screen reader hears it once.
 */
export function Banners({ banners }: { banners: readonly BannerView[] }) {
  const { t } = useTranslation('home');
  if (banners.length === 0) return null;
  return (
    <section className="banners" aria-labelledby="banners-title">
      <h2 id="banners-title" className="visually-hidden">
        {t('bannersTitle')}
      </h2>
      <ul className="banners__list">
        {banners.map((banner, index) => (
          <li key={banner.code} className="banners__item">
            <BannerLink link={banner.link}>
              <picture>
                {banner.imageLarge ? (
                  <source
                    media={LARGE_MEDIA}
                    srcSet={banner.imageLarge}
                    width={BANNER_LARGE.width}
                    height={BANNER_LARGE.height}
                  />
                ) : null}
                <img
                  className="banner__image"
                  src={banner.imageSmall}
                  alt={banner.title}
                  width={BANNER_SMALL.width}
                  height={BANNER_SMALL.height}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </picture>
              <span className="banner__caption" aria-hidden="true">
                {banner.title}
              </span>
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
