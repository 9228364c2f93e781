import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { numbersTodayView } from '../model/numbers-today';
import type { NumbersToday as Numbers } from '../use-numbers-today';

/** "On the portal now": three numbers in boxes of a fixed size, so nothing moves when they come. */
export function NumbersToday({ numbers }: { numbers: Numbers }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const { state, stats } = numbers;
  const view = numbersTodayView(state, stats, lang);
  return (
    <section className="numbers" aria-labelledby="numbers-title">
      <h2 id="numbers-title" className="numbers__title">
        {t('numbers.title')}
        {view.countedAt ? (
          <span className="numbers__time"> {t('numbers.at', { time: view.countedAt })}</span>
        ) : null}
      </h2>
      <dl className="numbers__list" aria-busy={view.state === 'loading' ? 'true' : undefined}>
        {view.numbers.map((number) => (
          <div key={number.key} className="numbers__item">
            <dt className="numbers__label">{t(`numbers.${number.key}`)}</dt>
            <dd className="numbers__value">
              {view.state === 'loading' ? (
                <span className="numbers__skeleton">
                  <span className="visually-hidden">{t('numbers.loading')}</span>
                </span>
              ) : number.to && view.state === 'ready' ? (
                <Link to={number.to}>{number.value}</Link>
              ) : (
                number.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
