import './locales';
import type { TenderQuestionsAnswer } from '../../../../../contract/tender-tabs';
import { useTranslation } from 'react-i18next';
import { useTender } from '../../hooks';
import { TabLoadFailed } from '../TabLoadFailed';
import { useTenderTabData } from '../tab-data';
import { ClaimCard } from './ClaimCard';
import { toClaimViews } from './model/claims-view';
import { toQuestionViews } from './model/questions-view';
import { QuestionCard } from './QuestionCard';
import { useQuestionsContext } from './use-questions-context';
import '../tabs.css';

/** /tender/:id/questions: the questions with their answers, then the claims (newest first). */
export function QuestionsTab() {
  const { t } = useTranslation('tenderQuestions');
  const { answer, failed } = useTenderTabData<TenderQuestionsAnswer>();
  const tender = useTender();
  const context = useQuestionsContext();
  const questions = toQuestionViews(answer.data.questions, tender, context);
  const claims = toClaimViews(answer.data.claims, tender, context);
  return (
    <div className="tab-sections">
      <section aria-labelledby="questions-title">
        <h2 id="questions-title">{t('questions.title')}</h2>
        {failed ? (
          <TabLoadFailed />
        ) : questions.length === 0 ? (
          <p className="tab-entries__empty">{t('questions.empty')}</p>
        ) : (
          <ol className="tab-entries__list">
            {questions.map((question) => (
              <li key={question.id}>
                <QuestionCard question={question} />
              </li>
            ))}
          </ol>
        )}
      </section>
      {claims.length === 0 ? null : (
        <section aria-labelledby="claims-title">
          <h2 id="claims-title">{t('claims.title')}</h2>
          <ol className="tab-entries__list">
            {claims.map((claim) => (
              <li key={claim.id}>
                <ClaimCard claim={claim} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
