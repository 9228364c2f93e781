import '../../tender-texts';
import { useTranslation } from 'react-i18next';
import type { TenderOutcomeView, WinnerView } from '../../model/head/outcome';

/** The label of the outcome row; undefined when the tender has no winner. */
export function useOutcomeLabel(outcome: TenderOutcomeView): string | undefined {
  const { t } = useTranslation(['tenderHead', 'tender']);
  switch (outcome.kind) {
    case 'none':
      return undefined;
    case 'single':
      return t(
        outcome.basis === 'contract' ? 'tender:summary.contractValue' : 'tender:summary.awardValue',
      );
    case 'lots':
      return t(outcome.basis === 'contract' ? 'outcome.contractsValue' : 'outcome.awardsValue');
    case 'framework':
      return t('outcome.winners');
  }
}

function Winners({ winners }: { winners: readonly WinnerView[] }) {
  const { t } = useTranslation('tenderHead');
  return (
    <ul className="tender-summary__winners">
      {winners.map((winner, index) => (
        <li key={index}>
          <bdi>{winner.name}</bdi>
          <span className="tender-summary__offer">
            {t('outcome.winnerOffer', { value: winner.value })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One winner's value, the lots' total, or each framework participant with their offer. */
export function OutcomeValue({ outcome }: { outcome: TenderOutcomeView }) {
  const { t } = useTranslation('tenderHead');
  switch (outcome.kind) {
    case 'none':
      return null;
    case 'single':
      return <span className="tender-summary__money">{outcome.value}</span>;
    case 'lots':
      return (
        <>
          {outcome.total === undefined ? (
            <Winners winners={outcome.winners} />
          ) : (
            <span className="tender-summary__money">{outcome.total}</span>
          )}
          <span className="tender-summary__note">
            {t('outcome.lotsWon', { won: outcome.won, lots: outcome.lots })}
          </span>
        </>
      );
    case 'framework':
      return (
        <>
          <span className="tender-summary__count">
            {t('outcome.winnerCount', { count: outcome.winners.length })}
          </span>
          <Winners winners={outcome.winners} />
        </>
      );
  }
}
