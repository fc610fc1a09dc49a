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

/** A record visitors may see or not: its card, tagged published or hidden (`tagIds`' texts). */
export function PublishedRecordCard({
  name,
  published,
  tagIds,
  children,
}: {
  name: string;
  published: boolean;
  tagIds: { published: string; hidden: string };
  children: ReactNode;
}) {
  return (
    <RecordCard
      name={name}
      tag={
        <Tag color={published ? 'success' : 'default'} fill="outline">
          <FormattedMessage id={published ? tagIds.published : tagIds.hidden} />
        </Tag>
      }
    >
      {children}
    </RecordCard>
  );
}
