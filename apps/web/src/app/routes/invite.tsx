import { useParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { InviteScreen } from '../../features/members';
import { useDocumentTitle } from '../use-document-title';

/** /invites/:token: accept a link invite to a trip. */
export default function InvitePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  useDocumentTitle(t('titles.invite'));
  return <InviteScreen key={token} token={token} />;
}
