import { PageLayout } from '@minesite/shared/ui';

/** Target of the admin guard's redirect. */
export function LoginPage() {
  return <PageLayout titleId="route.login" />;
}
