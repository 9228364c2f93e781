import { ClampText } from '../../../../../components/ui/clamp-text/ClampText';
import { useTranslation } from 'react-i18next';
import { TermsList } from '../../../components/terms/TermsList';
import type { PostView, RequestThreadView } from '../model/monitoring-view';
import { EntryDocuments } from './EntryDocuments';

function Post({ post, level }: { post: PostView; level: 4 | 5 }) {
  const Heading = `h${String(level)}` as 'h4';
  return (
    <>
      <Heading className="tab-entry__subtitle">
        <bdi>{post.title}</bdi>
      </Heading>
      {post.description ? <ClampText text={post.description} /> : null}
      <TermsList rows={post.rows} />
      <EntryDocuments documents={post.documents} level={5} />
    </>
  );
}

/** The requests tab: the auditors' requests for explanations, each with its answers. */
export function MonitoringRequests({ requests }: { requests: readonly RequestThreadView[] }) {
  const { t } = useTranslation('tenderMonitorings');
  if (requests.length === 0) return <p className="tab-entries__empty">{t('requests.none')}</p>;
  return (
    <ul className="tab-entry__cards">
      {requests.map((request) => (
        <li key={request.key} className="tab-entry__card">
          <Post post={request} level={4} />
          {request.answers.length > 0 ? (
            <ul className="tab-entry__nested" aria-label={t('requests.answers')}>
              {request.answers.map((answer) => (
                <li key={answer.key}>
                  <Post post={answer} level={5} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
