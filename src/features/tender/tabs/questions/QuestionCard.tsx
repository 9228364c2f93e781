import { GlossaryBadge } from '../../../glossary';
import { ClampText } from '../../../../components/ui/clamp-text/ClampText';
import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import { useTranslation } from 'react-i18next';
import { CopyEntryLink } from '../CopyEntryLink';
import { EntryTime } from '../EntryTime';
import type { QuestionView } from './model/questions-view';

/** One question with its answer; its id is the anchor a copied link opens. */
export function QuestionCard({ question }: { question: QuestionView }) {
  const { t } = useTranslation('tenderQuestions');
  const titleId = `${question.anchor}-title`;
  return (
    <article id={question.anchor} className="tab-entry" aria-labelledby={titleId}>
      <div className="tab-entry__header">
        <h3 id={titleId} className="tab-entry__title">
          <bdi>{question.title}</bdi>
        </h3>
        <GlossaryBadge group="question" status={question.status} />
        <CopyEntryLink
          href={question.href}
          label={t('copyLink.question')}
          copied={t('linkCopied.question')}
        />
      </div>
      <div className="tab-entry__facts">
        <KeyValueList
          items={[
            { id: 'asked', label: t('question.asked'), value: <EntryTime date={question.date} /> },
            ...(question.author
              ? [{ id: 'author', label: t('question.author'), value: <bdi>{question.author}</bdi> }]
              : []),
          ]}
        />
      </div>
      {question.about ? (
        <p className="tab-entry__about">
          <bdi>{question.about}</bdi>
        </p>
      ) : null}
      {question.description ? <ClampText text={question.description} /> : null}
      <div className="tab-entry__answer">
        <h4 id={`${question.anchor}-answer`} className="tab-entry__subheading">
          {t('question.answer')}
        </h4>
        {question.answer ? (
          <>
            <ClampText text={question.answer} />
            <div className="tab-entry__facts">
              <KeyValueList
                items={[
                  {
                    id: 'answered',
                    label: t('question.answered'),
                    value: <EntryTime date={question.answerDate} />,
                  },
                ]}
              />
            </div>
          </>
        ) : (
          <p className="tab-entry__muted">{t('question.noAnswer')}</p>
        )}
      </div>
    </article>
  );
}
