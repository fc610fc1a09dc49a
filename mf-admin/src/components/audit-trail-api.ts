import { baseApi } from '@minesite/shared/api';
import { backOfficeRoutes } from '@minesite/shared/routes/back-office';
import type { AuditEntity, AuditEntry, AuditPage } from '@minesite/shared/contract';
import { pagedListQuery } from '../lib/paged-list-query';

/** Whose trail to read. */
export interface AuditTarget {
  entity: AuditEntity;
  entityId: string;
}

/** Every trail: refetched after any admin save that records an entry. */
export const AUDIT_TAG = { type: 'Audit', id: 'TRAIL' } as const;

const auditApi = baseApi.enhanceEndpoints({ addTagTypes: ['Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/audit?entity=&entityId=&page=`: newest first. */
    auditTrail: build.infiniteQuery<AuditPage, AuditTarget, number>({
      ...pagedListQuery<AuditTarget, AuditEntry>(
        backOfficeRoutes.auditTrail,
        (target) => ({ ...target }),
        'id',
      ),
      providesTags: [AUDIT_TAG],
    }),
  }),
});

export const { useAuditTrailInfiniteQuery } = auditApi;
