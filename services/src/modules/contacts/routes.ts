import { createRouter } from '../../http/router.js';
import { validate } from '../../http/validate.js';
import type { ApiModule } from '../api-module.js';
import { requireAdmin } from '../auth/require-admin.js';
import { ContactsRepository, contactsCollection } from './repository.js';
import { contactBody, contactIdParams, toContactReply } from './schemas.js';
import { ContactsService } from './service.js';

export const contactsModule: ApiModule = {
  name: 'contacts',
  collections: [contactsCollection],
  createRouter({ db }) {
    const contacts = new ContactsService(new ContactsRepository(db));
    const router = createRouter('/api/contacts');
    // Reading, editing and deleting leads is the admin's; sending one (POST) is the visitors'.
    const admin = requireAdmin({ db });

    router.get('/', admin, async (ctx) => {
      ctx.body = (await contacts.list()).map(toContactReply);
    });

    router.post('/', validate({ body: contactBody }), async (ctx) => {
      ctx.status = 201;
      ctx.body = toContactReply(await contacts.create(ctx.state.input.body));
    });

    router.put(
      '/:id',
      admin,
      validate({ params: contactIdParams, body: contactBody }),
      async (ctx) => {
        const { params, body } = ctx.state.input;
        ctx.body = toContactReply(await contacts.update(params.id, body));
      },
    );

    router.delete('/:id', admin, validate({ params: contactIdParams }), async (ctx) => {
      await contacts.remove(ctx.state.input.params.id);
      ctx.body = { message: '删除成功' };
    });

    return router;
  },
};
