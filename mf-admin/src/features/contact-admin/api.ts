import { baseApi } from '@minesite/shared/api';
import type { Contact, ContactStatus } from '@minesite/shared/domain';
import { MALFORMED_REPLY, isPage } from '../../lib/page-shape';
import { ADMIN_PAGE_SIZE, nextPage, type Paged } from '../../lib/paging';
import { contactListParams, type ContactListQuery } from './contact-search';
import type { ContactFormValues } from './contact-form-rules';

type ContactBody = ContactFormValues & { status: ContactStatus; createdAt: string };

const LIST = { type: 'Contact', id: 'ADMIN_LIST' } as const;
const path = (id: string) => `/api/contacts/${encodeURIComponent(id)}`;

const contactAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/contacts?page=…`: searched and filtered by the service, newest first. */
    adminContacts: build.infiniteQuery<Paged<Contact>, ContactListQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => nextPage(last),
      },
      async queryFn({ queryArg, pageParam }, _api, _extra, baseQuery) {
        const result = await baseQuery(
          `/api/contacts?${contactListParams(queryArg, pageParam, ADMIN_PAGE_SIZE)}`,
        );
        if (result.error) return { error: result.error };
        if (!isPage(result.data, 'id')) return { error: MALFORMED_REPLY };
        return { data: result.data as Paged<Contact> };
      },
      providesTags: [LIST],
    }),

    addContact: build.mutation<Contact, ContactBody>({
      query: (body) => ({ url: '/api/contacts', method: 'POST', body }),
      invalidatesTags: (_contact, error) => (error ? [] : [LIST]),
    }),

    updateContact: build.mutation<Contact, { id: string; body: ContactBody }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PUT', body }),
      invalidatesTags: (_contact, error) => (error ? [] : [LIST]),
    }),

    setContactStatus: build.mutation<Contact, { id: string; status: ContactStatus }>({
      query: ({ id, status }) => ({ url: `${path(id)}/status`, method: 'PUT', body: { status } }),
      invalidatesTags: (_contact, error) => (error ? [] : [LIST]),
    }),

    /** One lead; bulk delete sends one of these per selected id (spec section 7). */
    deleteContact: build.mutation<{ message?: string }, string>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
    }),
  }),
});

export const {
  useAdminContactsInfiniteQuery,
  useAddContactMutation,
  useUpdateContactMutation,
  useSetContactStatusMutation,
  useDeleteContactMutation,
} = contactAdminApi;

/** Reloads the list after deletes (sent without invalidating, so a bulk delete reloads once). */
export const invalidateContactList = () => contactAdminApi.util.invalidateTags([LIST]);
