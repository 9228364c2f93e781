import type { Tender } from '../../../../../contract/tender';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/i18n';
import { useLabel } from '../../../../lib/use-reference-data';
import { countsDown, toTimeline } from '../../model/timeline/timeline';
import { CalendarIsland } from './CalendarIsland';
import { TimelineStep } from './TimelineStep';
import { useNow } from '../../../../lib/use-now';
import './timeline.css';

/** The stages as an ordered list: a stepper on a wide screen, a column on a phone. */
export function TenderTimeline({ tender }: { tender: Tender }) {
  const { t } = useTranslation('tenderHead');
  const lang = useLang();
  const label = useLabel();
  const now = useNow(countsDown(tender.status));
  const view = toTimeline(tender, { lang, label, t, now });
  return (
    <section className="timeline" aria-labelledby="tender-timeline-title">
      <h2 id="tender-timeline-title" className="timeline__title">
        {t('timeline.title')}
      </h2>
      {view.countdown ? (
        <div className="timeline__deadline">
          <p className="timeline__countdown">{view.countdown.text}</p>
          <CalendarIsland tender={tender} />
        </div>
      ) : null}
      {view.lapsed ? (
        <p className="timeline__lapsed" data-testid="tender-lapsed">
          {view.lapsed}
        </p>
      ) : null}
      <ol className="timeline__list" data-family={view.family}>
        {view.stages.map((stage) => (
          <TimelineStep
            key={stage.status}
            state={stage.state}
            label={stage.label}
            dates={stage.dates}
          />
        ))}
        {view.end ? (
          <TimelineStep state="current" end={view.end.status} label={view.end.label} />
        ) : null}
      </ol>
    </section>
  );
}
