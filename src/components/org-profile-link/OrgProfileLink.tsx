import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../contract/routes/paths';

/**
 * A link to an organisation's profile by its registry code: its name when given, else
 * "Organisation profile". Nothing when the code is blank.
 */
export function OrgProfileLink({ code, name }: { code: string | undefined; name?: string }) {
  const { t } = useTranslation();
  if (!code?.trim()) return name === undefined ? null : <bdi>{name}</bdi>;
  return (
    <Link to={paths.org(code)} className="org-profile-link">
      {name === undefined ? t('orgProfile') : <bdi>{name}</bdi>}
    </Link>
  );
}
