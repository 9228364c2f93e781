import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { StageState } from '../../model/timeline/timeline';

interface TimelineStepProps {
  state: StageState;
  label: string;
  dates?: readonly string[];
  /** The end state (complete, unsuccessful, cancelled) shown after the stages. */
  end?: string;
}

/** One stage: a marker, its name, its state for screen readers and its dates. */
export function TimelineStep({ state, label, dates = [], end }: TimelineStepProps) {
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
        {dates.map((line) => (
          <span key={line} className="timeline__dates">
            {line}
          </span>
        ))}
      </span>
    </li>
  );
}
