import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Card, CardHead, CardTitle, Tag } from '@minesite/shared/ui';

/** One record of an admin list: a compact card named by `name`, its head the name and `tag`. */
export function RecordCard({
  name,
  tag,
  children,
}: {
  name: string;
  tag: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="li" compact aria-label={name}>
      <CardHead>
        <CardTitle as="span" variant="compact">
          {name}
        </CardTitle>
        {tag}
      </CardHead>
      {children}
    </Card>
  );
}

/** Whether visitors see a record, as its card's tag. */
export function PublishedTag({
  published,
  publishedId,
  hiddenId,
}: {
  published: boolean;
  publishedId: string;
  hiddenId: string;
}) {
  return (
    <Tag color={published ? 'success' : 'default'} fill="outline">
      <FormattedMessage id={published ? publishedId : hiddenId} />
    </Tag>
  );
}
