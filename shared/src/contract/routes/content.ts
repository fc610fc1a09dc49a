import type { ContentKind } from '../../domain/content';
import type { Route } from './route';

/** The site's texts of one kind (news, jobs, team …): the published ones, and the operator's. */
export const contentRoutes = <K extends ContentKind>(kind: K) =>
  ({
    published: { method: 'get', path: `/api/content/${kind}` },
    all: { method: 'get', path: `/api/admin/content/${kind}`, admin: true },
    create: { method: 'post', path: `/api/admin/content/${kind}`, admin: true },
    update: { method: 'put', path: `/api/admin/content/${kind}/:id`, admin: true },
    remove: { method: 'delete', path: `/api/admin/content/${kind}/:id`, admin: true },
  }) as const satisfies Record<string, Route>;
