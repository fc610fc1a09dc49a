import { CONTACT_TOPICS, type ContactTopic } from '@minesite/shared/domain';

/** The topics the form offers, each with its label's message id. */
export const TOPIC_OPTIONS: readonly { topic: ContactTopic; labelId: string }[] =
  CONTACT_TOPICS.map((topic) => ({ topic, labelId: `content.contact.topic.${topic}` }));
