import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { contactRoutes } from '@minesite/shared/routes/contacts';
import type {
  Contact,
  ContactPage,
  ContactRequest,
  ContactStatusRequest,
  Deleted,
} from '@minesite/shared/contract';
import { pagedListQuery } from '../../lib/paged-list-query';
import { contactListRequest, type ContactSearch } from './contact-search';

const LIST = { type: 'Contact', id: 'ADMIN_LIST' } as const;

const contactAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/contacts?page=…`: searched and filtered by the service, newest first. */
    adminContacts: build.infiniteQuery<ContactPage, ContactSearch, number>({
      ...pagedListQuery<ContactSearch, Contact>(contactRoutes.list, contactListRequest, 'id'),
      providesTags: [LIST],
    }),

    addContact: build.mutation<Contact, ContactRequest>({
      query: (body) => endpointQuery(contactRoutes.create, { body }),
      invalidatesTags: (_contact, error) => (error ? [] : [LIST]),
    }),

    updateContact: build.mutation<Contact, { id: string; body: ContactRequest }>({
      query: ({ id, body }) => endpointQuery(contactRoutes.update, { params: { id }, body }),
      invalidatesTags: (_contact, error) => (error ? [] : [LIST]),
    }),

    setContactStatus: build.mutation<Contact, { id: string; body: ContactStatusRequest }>({
      query: ({ id, body }) => endpointQuery(contactRoutes.setStatus, { params: { id }, body }),
      invalidatesTags: (_contact, error) => (error ? [] : [LIST]),
    }),

    /** One lead; bulk delete sends one of these per selected id. */
    deleteContact: build.mutation<Deleted, string>({
      query: (id) => endpointQuery(contactRoutes.remove, { params: { id } }),
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
