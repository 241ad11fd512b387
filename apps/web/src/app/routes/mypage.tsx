import { Navigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../features/session/api/get-me';
import { ScreenHeading } from './coming-soon';

export default function MyPage() {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  if (isPending) return <Spinner className="m-10" label={t('common.loading')} />;
  // Visitors who are not signed in go to the landing page (spec 1 §2).
  if (!me) return <Navigate to="/" replace />;
  return <ScreenHeading titleKey="mypage.title" />;
}
