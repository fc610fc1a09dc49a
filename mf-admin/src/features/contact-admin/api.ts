import { baseApi } from '@minesite/shared/api';
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
const path = (id: string) => `/api/contacts/${encodeURIComponent(id)}`;

const contactAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/contacts?page=…`: searched and filtered by the service, newest first. */
    adminContacts: build.infiniteQuery<ContactPage, ContactSearch, number>({
      ...pagedListQuery<ContactSearch, Contact>('/api/contacts', contactListRequest, 'id'),
      providesTags: [LIST],
    }),

    addContact: build.mutation<Contact, ContactRequest>({
      query: (body) => ({ url: '/api/contacts', method: 'POST', body }),
      invalidatesTags: (_contact, error) => (error ? [] : [LIST]),
    }),

    updateContact: build.mutation<Contact, { id: string; body: ContactRequest }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PUT', body }),
      invalidatesTags: (_contact, error) => (error ? [] : [LIST]),
    }),

    setContactStatus: build.mutation<Contact, { id: string; body: ContactStatusRequest }>({
      query: ({ id, body }) => ({ url: `${path(id)}/status`, method: 'PUT', body }),
      invalidatesTags: (_contact, error) => (error ? [] : [LIST]),
    }),

    /** One lead; bulk delete sends one of these per selected id (spec section 7). */
    deleteContact: build.mutation<Deleted, string>({
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
