import { loginBody, sessionSchema } from '../auth';
import { authRoutes } from '../routes/auth';
import { endpointsOf } from './endpoint';

const session = { 200: { description: 'The session', schema: sessionSchema } };

export const authEndpoints = endpointsOf(authRoutes, {
  login: {
    body: loginBody,
    replies: session,
    errors: {
      401: 'wrong username or password',
      429: 'too many failed attempts',
      503: 'too many logins at once (Retry-After)',
    },
  },
  logout: { replies: { 204: { description: 'Logged out' } } },
  session: { replies: session, errors: { 401: 'no live session' } },
});
