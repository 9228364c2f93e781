import { Link } from 'react-router-dom';
import { ExternalLink } from '../../../components/ui/external-link/ExternalLink';
import { useTranslation } from 'react-i18next';
import type { ArticleBlockView, ArticleView } from '../model/article-view';

/** One block as its element; every text is text, never markup. */
function Block({ block }: { block: ArticleBlockView }) {
  const { t } = useTranslation('news');
  switch (block.kind) {
    case 'h2':
      return <h2>{block.text}</h2>;
    case 'h3':
      return <h3>{block.text}</h3>;
    case 'p':
      return <p>{block.text}</p>;
    case 'note':
      return (
        <div className="article-body__note" role="note">
          <span className="visually-hidden">{t('article.note')} </span>
          {block.text}
        </div>
      );
    case 'ul':
    case 'ol': {
      const List = block.kind;
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </List>
      );
    }
    case 'link':
      return (
        <p className="article-body__link">
          {block.link?.kind === 'internal' ? (
            <Link to={block.link.to}>{block.text}</Link>
          ) : (
            <ExternalLink href={block.link?.href}>{block.text}</ExternalLink>
          )}
        </p>
      );
  }
}

/** The body, in the language of its text (Ukrainian when there is no English version). */
export function ArticleBody({ view }: { view: ArticleView }) {
  return (
    <div className="article-body" lang={view.bodyLang}>
      {view.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
