import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageLayout } from '@minesite/shared/ui';
import { LoginForm } from '../features/admin/components/login-form';
import { returnPathFrom } from '../features/admin/login-redirect';

/** Target of the admin guard's redirect: the login form, then back to where the admin was going. */
export function LoginPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <PageLayout titleId="route.login">
      <p className="page-intro">
        <FormattedMessage id="shell.login.intro" />
      </p>
      <div className="login-page-form">
        <LoginForm
          onCancel={() => void navigate('/', { replace: true })}
          onSuccess={() => void navigate(returnPathFrom(search), { replace: true })}
        />
      </div>
    </PageLayout>
  );
}
