import '../locales';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { SearchSection } from '../../../../contract/api';
import { ClampText } from '../../../components/ui/clamp-text/ClampText';
import { StatusBadge } from '../../../components/ui/status-badge/StatusBadge';
import { GlossaryTerm } from '../../glossary';
import { LazySaveToggle } from '../../saved';
import type { CardFact, ResultCard as ResultCardView } from '../model/cards';
import type { TextSegment } from '../model/highlight';
import { Marked } from './Marked';
import { useTranslation } from 'react-i18next';
import '../../../components/ui/result-card/result-card.css';

const plainText = (segments: readonly TextSegment[]): string =>
  segments.map((segment) => segment.text).join('');

/** A card's title longer than this many lines is cut, with 'more'. */
const CARD_TITLE_LINES = 3;

/** One result: its title is the link to its page; the facts a watcher scans for below. */
/** A fact's text: a procedure opens its glossary entry, an organisation its profile. */
function FactValue({ fact }: { fact: CardFact }) {
  const text = (
    <bdi>
      <Marked segments={fact.value} />
    </bdi>
  );
  if (fact.procedure !== undefined) {
    return (
      <GlossaryTerm group="procedure" code={fact.procedure}>
        {text}
      </GlossaryTerm>
    );
  }
  return fact.href ? <Link to={fact.href}>{text}</Link> : text;
}

interface ResultCardProps {
  section: SearchSection;
  /** The result as the search answered it, and what makes its card. */
  row: unknown;
  cardOf: (row: unknown) => ResultCardView | undefined;
  /** The results its saved search had not seen before this visit. */
  fresh: ReadonlySet<string>;
}

/** A result's card, made here: a page of cards relabelled yields to the browser between them. */
export function ResultCard({ section, row, cardOf, fresh }: ResultCardProps) {
  const card = useMemo(() => cardOf(row), [cardOf, row]);
  return card ? <Card section={section} card={card} isNew={fresh.has(card.id)} /> : null;
}

interface CardProps {
  section: SearchSection;
  card: ResultCardView;
  /** A result its saved search had not seen before this visit. */
  isNew: boolean;
}

function Card({ section, card, isNew }: CardProps) {
  const { t } = useTranslation('search');
  return (
    <li className="result-card">
      <ClampText
        text={plainText(card.title)}
        lines={CARD_TITLE_LINES}
        heading={{
          level: 3,
          className: 'result-card__title',
          children: (
            <Link to={card.href}>
              <bdi>
                <Marked segments={card.title} />
              </bdi>
            </Link>
          ),
        }}
      />
      <p className="result-card__meta">
        {isNew ? <span className="result-card__new">{t('card.new')}</span> : null}
        {card.code ? (
          <span className="result-card__code">
            <Marked segments={card.code} />
          </span>
        ) : null}
        {card.status.glossary ? (
          <GlossaryTerm group={card.status.glossary} code={card.status.code}>
            <StatusBadge status={card.status.code} label={card.status.label} />
          </GlossaryTerm>
        ) : (
          <StatusBadge status={card.status.code} label={card.status.label} />
        )}
        {card.test ? <span className="result-card__test">{t(`test.${section}`)}</span> : null}
      </p>
      {card.flags ? (
        <p className="result-card__flags">
          <span className="visually-hidden">{t('card.flags')}: </span>
          {card.flags.map((flag) => (
            <span key={flag.code} className="result-card__flag">
              {flag.title}
            </span>
          ))}
        </p>
      ) : null}
      <dl className="result-card__facts">
        {card.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>
              <FactValue fact={fact} />
            </dd>
          </div>
        ))}
      </dl>
      {card.countdown ? <p className="result-card__countdown">{card.countdown}</p> : null}
      {section === 'tender' ? (
        <div className="result-card__save">
          <LazySaveToggle tenderId={card.id} title={plainText(card.title)} compact />
        </div>
      ) : null}
    </li>
  );
}
