import { contactEndpoints, UNPAGED_LIST_MAX } from '@minesite/shared/contract';
import { toObjectId } from '../../db/object-id.js';
import { listReply } from '../../db/paged-list.js';
import { moduleRouter, type ApiModule } from '../api-module.js';
import { recognizeAdmin, type AdminState } from '../auth/require-admin.js';
import { leadRetentionSweep } from '../lead-retention.js';
import { enqueueNotification, mailQueueFor } from '../notifications/notify.js';
import { listContactsForAdmin } from './admin-list.js';
import { toContactReply } from './reply.js';
import { ContactsRepository, contactsCollection } from './repository.js';
import { ContactsService } from './service.js';

export const contactsModule: ApiModule = {
  name: 'contacts',
  collections: [contactsCollection],
  createRouter(deps) {
    const repository = new ContactsRepository(deps.db);
    const contacts = new ContactsService(repository, deps.now);
    const mails = mailQueueFor(deps.db, deps.config.mail);
    // Reading, editing and deleting leads is the admin's; sending one (POST) is the visitors'.
    const api = moduleRouter('/api/contacts', 'contacts', deps);

    api.route(
      contactEndpoints.list,
      {
        summary: 'The contacts, newest first: every one, or a page',
        description:
          `Without \`page\` and \`pageSize\`: the array of the matching contacts, the newest ` +
          `${UNPAGED_LIST_MAX} at most. With either: a page. ` +
          '`q` searches every text field; `name`, `email`, `phone` and `machineCount` ' +
          'search one each (any case, substrings); `from`/`to` bound createdAt inclusively.',
      },
      async (ctx) => {
        const found = await listContactsForAdmin(repository, ctx.state.input.query);
        ctx.body = listReply(found, toContactReply);
      },
    );

    api.route(
      contactEndpoints.create,
      {
        summary: 'Send a contact request (the public form)',
        description:
          'From a visitor, `status` and `createdAt` are accepted and ignored: the lead is stored ' +
          '`new`, at the service’s time. The same call with the admin session (the contact ' +
          'admin’s “add”) stores the given status and createdAt. `website` is a honeypot people ' +
          'never fill: when filled, the reply is the same 201 and nothing is stored.',
        before: [recognizeAdmin(deps)],
      },
      async (ctx) => {
        ctx.status = 201;
        const byAdmin = Boolean((ctx.state as Partial<AdminState>).admin);
        const contact = await contacts.create(ctx.state.input.body, byAdmin);
        // A visitor's lead (not a bot's honeypot) tells the operator; queued, never failing.
        if (!byAdmin && !ctx.state.input.body.website) {
          const { title: name, email, phone, message = '' } = contact;
          const data = { name, email, phone, message, adminPath: '/admin/contact?status=new' };
          await enqueueNotification(
            mails,
            { event: 'lead_created', to: 'operator', data },
            deps.logger,
          );
        }
        ctx.body = toContactReply(contact);
      },
    );

    api.route(
      contactEndpoints.update,
      {
        summary: 'Edit a contact (status and createdAt stay as stored)',
      },
      async (ctx) => {
        const { params, body } = ctx.state.input;
        ctx.body = toContactReply(await contacts.update(toObjectId(params.id), body));
      },
    );

    api.route(
      contactEndpoints.setStatus,
      {
        summary: 'Mark a contact processed (or new again)',
      },
      async (ctx) => {
        const { params, body } = ctx.state.input;
        ctx.body = toContactReply(await contacts.setStatus(toObjectId(params.id), body.status));
      },
    );

    api.route(
      contactEndpoints.remove,
      {
        summary: 'Delete a contact',
      },
      async (ctx) => {
        await contacts.remove(toObjectId(ctx.state.input.params.id));
        ctx.body = { message: '删除成功' };
      },
    );

    return api;
  },
  startBackgroundTask(deps) {
    const contacts = new ContactsService(new ContactsRepository(deps.db), deps.now);
    return leadRetentionSweep(deps, 'contacts', (days) => contacts.deleteStale(days));
  },
};
