import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { contactRoutes } from '@minesite/shared/routes/contacts';
import type { Contact, ContactRequest } from '@minesite/shared/contract';

const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The public form's lead: the service stores it with its time. */
    sendContact: build.mutation<Contact, ContactRequest>({
      query: (body) => endpointQuery(contactRoutes.create, { body }),
      // The admin's contact list, if it is open in this tab, shows the new lead.
      invalidatesTags: ['Contact'],
    }),
  }),
});

export const { useSendContactMutation } = contactApi;
