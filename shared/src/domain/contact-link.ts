/**
 * The one link from any call to action to the contact form (`/contact?topic=repair`), typed by
 * topic: pages build it and the form reads it only here. Zod-free, for visitor pages.
 */
import { CONTACT_TOPICS, type ContactTopic } from './contacts';

export const CONTACT_PATH = '/contact';
export const CONTACT_TOPIC_QUERY = 'topic';

/** `/contact?topic=…` for a topic; the plain form for `other`. */
export function contactPath(topic: ContactTopic): string {
  if (topic === 'other') return CONTACT_PATH;
  return `${CONTACT_PATH}?${new URLSearchParams({ [CONTACT_TOPIC_QUERY]: topic })}`;
}

/** The topic an address's query names; a missing or unknown one is `other`. */
export function readContactTopic(search: URLSearchParams | string): ContactTopic {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(CONTACT_TOPIC_QUERY);
  return CONTACT_TOPICS.find((topic) => topic === value) ?? 'other';
}
