import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { backOfficeRoutes } from '@minesite/shared/routes/back-office';
import type { SettingsPage, SiteSettingsRequest } from '@minesite/shared/contract';
import { AUDIT_TAG } from '../../components/audit-trail-api';

const SETTINGS = { type: 'Settings', id: 'SITE' } as const;

export const settingsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Settings', 'Audit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** `GET /api/admin/settings`: each value in effect with its source, and the wallet's descriptors. */
      siteSettings: build.query<SettingsPage, void>({
        query: () => endpointQuery(backOfficeRoutes.settings),
        providesTags: [SETTINGS],
      }),
      /** `PUT /api/admin/settings`: the form's values; the environment's stay as they are. */
      saveSiteSettings: build.mutation<SettingsPage, SiteSettingsRequest>({
        query: (body) => endpointQuery(backOfficeRoutes.saveSettings, { body }),
        invalidatesTags: (_saved, error) => (error ? [] : [SETTINGS, AUDIT_TAG]),
      }),
    }),
  });

export const { useSiteSettingsQuery, useSaveSiteSettingsMutation } = settingsApi;
