import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { referenceData } from '../../../lib/reference-data';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { useLabel } from '../../../lib/use-reference-data';
import { CHANGE_DICTIONARIES, toChangeRows } from '../model/change-rows';
import { useSeenChanges } from '../use-seen-changes';
import type { ChangesPlace } from '../use-seen-changes';
import '../changes-locales';
import './tender-changes.css';

interface Props {
  tenderId: string;
  /** The heading's level where the list stands (3 under a page's h2). */
  level?: 2 | 3 | 4;
  /** The heading's content instead of "what changed since you last looked". */
  title?: ReactNode;
  /** On the tender's own page, the changes it has not shown (read on /saved or not). */
  place?: ChangesPlace;
}

/** "What changed since you last looked" for one saved tender; nothing when nothing changed. */
export function TenderChanges({ tenderId, level = 3, title, place = 'saved' }: Props) {
  const { t } = useTranslation('savedChanges');
  const lang = useLang();
  const label = useLabel();
  const changes = useSeenChanges(tenderId, place);
  useEffect(() => {
    void referenceData.ensure(CHANGE_DICTIONARIES, lang);
  }, [lang]);
  const first = changes[0];
  if (!first) return null;
  const rows = toChangeRows(changes, { lang, t, label });
  const Heading = `h${String(level)}` as 'h3';
  return (
    <section className="tender-changes" aria-label={t('region', { tenderID: first.tenderID })}>
      <Heading className="tender-changes__heading">{title ?? t('heading')}</Heading>
      <ul className="tender-changes__list">
        {rows.map((row) => (
          <li key={row.key} className="tender-changes__item">
            <span className="tender-changes__kind">{row.kind}</span>
            {row.subject ? <bdi className="tender-changes__subject">{row.subject}</bdi> : null}
            {row.change ? <span className="tender-changes__change">{row.change}</span> : null}
            <span className="tender-changes__time">{row.detected}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
