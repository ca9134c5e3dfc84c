import * as React from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { Flex, Link, Typography } from '@strapi/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { editViewPath, linksPath, nameOf, type LinkedRecord, type Links } from './api';

const RecordLink = ({ record, label }: { record: LinkedRecord; label?: string }) => (
  <Flex direction="column" alignItems="flex-start" gap={0}>
    {label && (
      <Typography variant="sigma" textColor="neutral600">
        {label}
      </Typography>
    )}
    {record.trashed ? (
      <Typography dir="auto">{`${nameOf(record)} (in the Trash)`}</Typography>
    ) : (
      <Link tag={RouterLink} to={editViewPath(record)} dir="auto">
        {nameOf(record)}
      </Link>
    )}
  </Flex>
);

const LinkedRecords = ({ links }: { links: Links }) => (
  <Flex direction="column" alignItems="stretch" gap={3} width="100%">
    {links.links.map((record) => (
      <RecordLink key={`${record.label}-${record.uid}-${record.id}`} record={record} label={record.label} />
    ))}
    {links.lists
      .filter((list) => list.records.length > 0)
      .map((list) => (
        <Flex key={list.label} direction="column" alignItems="flex-start" gap={1}>
          <Typography variant="sigma" textColor="neutral600">
            {`${list.label} (${list.records.length})`}
          </Typography>
          {list.records.map((record) => (
            <RecordLink key={record.id} record={record} />
          ))}
        </Flex>
      ))}
  </Flex>
);

/**
 * The edit view's "Linked records" panel: the records this one names by bare id (a trip's owner,
 * an order's user) and those naming it (an order's items), each one click from its edit view.
 */
export const LinkedRecordsPanel: PanelComponent = ({ model, documentId }) => {
  const { get } = useFetchClient();
  const [links, setLinks] = React.useState<Links | null>(null);
  React.useEffect(() => {
    setLinks(null);
    if (!documentId) return undefined;
    let current = true;
    get<{ data: Links }>(linksPath(model, documentId))
      .then(({ data }) => current && setLinks(data.data))
      // A type the admin may not read, or a record just deleted: no panel.
      .catch(() => current && setLinks(null));
    return () => {
      current = false;
    };
  }, [get, model, documentId]);
  const empty =
    !links || (links.links.length === 0 && links.lists.every((list) => list.records.length === 0));
  if (empty) return null;
  return { title: 'Linked records', content: <LinkedRecords links={links} /> };
};
