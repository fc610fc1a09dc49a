import { powerConsultationEndpoints, UNPAGED_LIST_MAX } from '@minesite/shared/contract';
import { toObjectId } from '../../db/object-id.js';
import { listReply } from '../../db/paged-list.js';
import { moduleRouter, type ApiModule } from '../api-module.js';
import { leadRetentionSweep } from '../lead-retention.js';
import { enqueueNotification, mailQueueFor } from '../notifications/notify.js';
import { listPowerConsultationsForAdmin } from './admin-list.js';
import { toPowerConsultationReply } from './reply.js';
import { PowerConsultationsRepository, powerConsultationsCollection } from './repository.js';
import { PowerConsultationsService } from './service.js';

export const powerConsultationsModule: ApiModule = {
  name: 'power-consultations',
  collections: [powerConsultationsCollection],
  createRouter(deps) {
    const repository = new PowerConsultationsRepository(deps.db);
    const consultations = new PowerConsultationsService(repository, deps.now);
    const mails = mailQueueFor(deps.db, deps.config.mail);
    // Sending one is the visitors'; reading, editing and deleting the operator's.
    const api = moduleRouter('/api/power-consultations', 'power consultations', deps);

    api.route(
      powerConsultationEndpoints.create,
      {
        summary: 'Send a power consultation (the hosting and power pages)',
        description:
          '`website` is a honeypot people never fill: when filled, the reply is the same 201 ' +
          'and nothing is stored.',
      },
      async (ctx) => {
        ctx.status = 201;
        const consultation = await consultations.create(ctx.state.input.body);
        // Tells the operator (not for a bot's honeypot); queued, never failing the request.
        if (!ctx.state.input.body.website) {
          const { name, email, phone, message } = consultation;
          const data = {
            name,
            email,
            phone,
            message,
            adminPath: '/admin/power-contacts?status=new',
          };
          const notification = {
            event: 'power_consultation_created',
            to: 'operator',
            data,
          } as const;
          await enqueueNotification(mails, notification, deps.logger);
        }
        ctx.body = toPowerConsultationReply(consultation);
      },
    );

    api.route(
      powerConsultationEndpoints.list,
      {
        summary: 'The power consultations, newest first: every one, or a page',
        description:
          `Without \`page\` and \`pageSize\`: the array of the matching consultations, the ` +
          `newest ${UNPAGED_LIST_MAX} at most. With either: a page. ` +
          '`q` searches the name, e-mail, phone and message (any case); ' +
          '`from`/`to` bound createdAt inclusively.',
      },
      async (ctx) => {
        const found = await listPowerConsultationsForAdmin(repository, ctx.state.input.query);
        ctx.body = listReply(found, toPowerConsultationReply);
      },
    );

    api.route(
      powerConsultationEndpoints.update,
      {
        summary: 'Edit a consultation or mark it processed (createdAt stays)',
      },
      async (ctx) => {
        const { params, body } = ctx.state.input;
        ctx.body = toPowerConsultationReply(
          await consultations.update(toObjectId(params.id), body),
        );
      },
    );

    api.route(
      powerConsultationEndpoints.remove,
      {
        summary: 'Delete a consultation',
      },
      async (ctx) => {
        await consultations.remove(toObjectId(ctx.state.input.params.id));
        ctx.body = { message: '删除成功' };
      },
    );

    return api;
  },
  startBackgroundTask(deps) {
    const consultations = new PowerConsultationsService(
      new PowerConsultationsRepository(deps.db),
      deps.now,
    );
    return leadRetentionSweep(deps, 'power consultations', (days) =>
      consultations.deleteStale(days),
    );
  },
};
