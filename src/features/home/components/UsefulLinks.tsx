import { ExternalLink } from '../../../components/ui/external-link/ExternalLink';
import { useTranslation } from 'react-i18next';
import { USEFUL_LINKS } from '../model/useful-links';

/** The law, the standards and the other sources a procurement watcher reads beside the portal. */
export function UsefulLinks() {
  const { t } = useTranslation('home');
  return (
    <section className="home-block useful-links" aria-labelledby="useful-links-title">
      <h2 id="useful-links-title">{t('links.title')}</h2>
      <ul className="useful-links__list">
        {USEFUL_LINKS.map((link) => (
          <li key={link.id} className="useful-links__item">
            <ExternalLink className="useful-links__link" href={link.url}>
              {t(`links.${link.id}.title`)}
            </ExternalLink>
            <p className="useful-links__note">{t(`links.${link.id}.note`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
