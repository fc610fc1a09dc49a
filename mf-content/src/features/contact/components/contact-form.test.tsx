/**
 * The contact form checks its fields as it did with antd-mobile's Form: each field as it
 * changes, every field on send, and only a complete form reaches the service.
 */
import path from 'node:path';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@minesite/shared/config';
import { renderWithCatalogPart } from '@minesite/shared/testing/catalog-part';
import { partOf } from '../../../../../tooling/web/catalog-part-loader.mjs';
import { ContactForm } from './contact-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const part = partOf(path.resolve(import.meta.dirname, '../../../i18n/en.json'), 'contact');
const t = (id: string) => part[id]!;
const field = (id: string) =>
  screen.getByLabelText(t(`content.contact.form.${id}`), { exact: false });
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });

async function showForm() {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: {} });
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      posts.push(await request.json());
      return new Response(JSON.stringify({ id: 'c1' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const { missing } = await renderWithCatalogPart(
    <ContactForm />,
    'en',
    part,
    '/contact?topic=repair',
  );
  return { posts, missing };
}

const send = () =>
  fireEvent.click(screen.getByRole('button', { name: t('content.contact.form.submit') }));

describe('the contact form', () => {
  it('names every missing field on send and sends nothing', async () => {
    const { posts, missing } = await showForm();
    send();
    // The topic comes chosen from the address; the six others are missing.
    expect(await screen.findAllByText(t('content.contact.form.required'))).toHaveLength(6);
    expect(posts).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('checks a field as it changes: spaces are no answer, an e-mail must be an address', async () => {
    await showForm();
    type('firstName', '   ');
    expect(screen.getAllByText(t('content.contact.form.required'))).toHaveLength(1);
    type('firstName', 'Ann');
    expect(screen.queryByText(t('content.contact.form.required'))).toBeNull();
    type('email', 'ann@example');
    expect(screen.getByText(t('content.contact.form.emailInvalid'))).toBeTruthy();
    type('email', 'ann@example.com');
    expect(screen.queryByText(t('content.contact.form.emailInvalid'))).toBeNull();
  });

  it('sends a complete form as a new lead and thanks the visitor', async () => {
    const { posts } = await showForm();
    type('firstName', ' Ann ');
    type('email', 'ann@example.com');
    type('phone', '+44 20 7946 0000');
    type('machineCount', '12');
    type('message', 'Two machines need repair.');
    fireEvent.click(screen.getByRole('option', { name: t('content.contact.source.youtube') }));
    send();
    expect(await screen.findByText(t('content.contact.form.sent'))).toBeTruthy();
    expect(posts).toEqual([
      {
        title: 'Ann',
        email: 'ann@example.com',
        phone: '+44 20 7946 0000',
        machineCount: '12',
        source: 'YouTube',
        topic: 'repair',
        message: 'Two machines need repair.',
        status: 'new',
      },
    ]);
    // Once more: an empty form again.
    fireEvent.click(screen.getByRole('button', { name: t('content.contact.form.again') }));
    await waitFor(() => expect((field('firstName') as HTMLInputElement).value).toBe(''));
  });
});
