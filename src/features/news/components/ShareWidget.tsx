import { CopyButton } from '../../../components/ui/copy-button/CopyButton';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { pageOrigin } from '../../../lib/page-origin';
import { useHydrated } from '../../../lib/use-hydrated';
import { SHARE_NETWORKS, SHARE_NETWORK_NAMES, articleShareUrl, shareTarget } from '../model/share';
import { canShareNatively, openSharePopup } from '../share-popup';

/**
 * Share the article: on a phone with the Web Share API its own sheet first, then a link per
 * network (a 626 × 436 popup; without JavaScript a new tab) and copy-link.
 */
export function ShareWidget({ slug, title }: { slug: string; title: string }) {
  const { t } = useTranslation('news');
  const lang = useLang();
  // Known only in the browser: false in the server's page, then the browser's answer.
  const native = useHydrated() && canShareNatively();
  const url = articleShareUrl(pageOrigin(), slug, lang);
  return (
    <section className="article-share" aria-labelledby="article-share-title">
      <h2 id="article-share-title" className="article-share__title">
        {t('share.title')}
      </h2>
      <ul className="pill-list">
        {native ? (
          <li>
            <button
              type="button"
              className="pill-link"
              onClick={() => {
                navigator.share({ title, url }).catch((error: unknown) => {
                  if (!(error instanceof DOMException && error.name === 'AbortError')) {
                    console.error('The share sheet failed', error);
                  }
                });
              }}
            >
              {t('share.native')}
            </button>
          </li>
        ) : null}
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <a
              className="pill-link"
              href={shareTarget(network, url, title)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => {
                event.preventDefault();
                openSharePopup(network, url, title);
              }}
            >
              {SHARE_NETWORK_NAMES[network]}
              <span className="visually-hidden"> {t('share.newWindow')}</span>
            </a>
          </li>
        ))}
        <li className="article-share__copy">
          <CopyButton value={url} label={t('share.copy')} copiedText={t('share.copied')} />
        </li>
      </ul>
    </section>
  );
}
