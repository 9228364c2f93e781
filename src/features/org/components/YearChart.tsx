import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { YearBar } from '../model/year-chart';

/**
 * Tenders per year as a table whose count cells carry a bar: screen readers read the table,
 * the bars are decoration (CSS widths from the view model, no chart library).
 */
export function YearChart({
  id,
  title,
  bars,
  secondLabel,
}: {
  id: string;
  title: string;
  bars: readonly YearBar[];
  secondLabel?: string;
}) {
  const { t } = useTranslation('org');
  if (bars.length === 0) return null;
  return (
    <div className="org-chart">
      <h3 id={id}>{title}</h3>
      <table
        className={clsx('org-chart__table', secondLabel && 'org-chart__table--two')}
        aria-labelledby={id}
      >
        <thead>
          <tr>
            <th scope="col">{t('chart.year')}</th>
            <th scope="col">{t('chart.tenders')}</th>
            {secondLabel ? <th scope="col">{secondLabel}</th> : null}
            <th scope="col">{t('chart.value')}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.year}>
              <th scope="row">{bar.year}</th>
              <td className="org-chart__count">
                <span className="org-chart__bar" style={{ width: `${String(bar.percent)}%` }} />
                <span className="org-chart__number">{bar.count}</span>
              </td>
              {secondLabel ? (
                <td className="org-chart__count">
                  <span
                    className="org-chart__bar org-chart__bar--second"
                    style={{ width: `${String(bar.secondPercent ?? 0)}%` }}
                  />
                  <span className="org-chart__number">{bar.second ?? 0}</span>
                </td>
              ) : null}
              <td className="org-chart__value">{bar.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
