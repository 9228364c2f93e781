import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { StageState } from '../../model/timeline/timeline';

interface TimelineStepProps {
  state: StageState;
  label: string;
  dates?: string | undefined;
  /** The end state (complete, unsuccessful, cancelled) shown after the stages. */
  end?: string;
}

/** One stage: a marker, its name, its state for screen readers and its dates. */
export function TimelineStep({ state, label, dates, end }: TimelineStepProps) {
  const { t } = useTranslation('tenderHead');
  return (
    <li
      className={clsx('timeline__step', `timeline__step--${state}`, end && 'timeline__step--end')}
      data-end={end}
      aria-current={state === 'current' ? 'step' : undefined}
    >
      <span className="timeline__marker" aria-hidden="true" />
      <span className="timeline__text">
        <span className="timeline__label">{label}</span>
        <span className="visually-hidden">
          {t(end ? 'timeline.end' : `timeline.state.${state}`)}
        </span>
        {dates ? <span className="timeline__dates">{dates}</span> : null}
      </span>
    </li>
  );
}
