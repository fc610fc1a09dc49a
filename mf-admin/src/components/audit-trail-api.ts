import { baseApi } from '@minesite/shared/api';
import { auditPageSchema, type AuditEntity, type AuditPage } from '@minesite/shared/contract';
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
      ...pagedListQuery(
        '/api/admin/audit',
        (target: AuditTarget) => ({ ...target }),
        auditPageSchema,
      ),
      providesTags: [AUDIT_TAG],
    }),
  }),
});

export const { useAuditTrailInfiniteQuery } = auditApi;
