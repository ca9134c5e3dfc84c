import * as React from 'react';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import { Link, Typography } from '@strapi/design-system';
import { useNavigate } from 'react-router-dom';
import { editViewPath, linksPath, nameOf, type Links } from '../links/api';
import { useIdColumns } from './useIdColumns';

type Props = { model: string; documentId: string; field: string; value: unknown };

const plain = (value: unknown) => (
  <Typography textColor="neutral800">{value == null || value === '' ? '-' : String(value)}</Typography>
);

/**
 * A list cell holding another record's id (a trip's `user_id`): a link that opens the record it
 * names. Which record is resolved on click, through the row's linked records, so a polymorphic id
 * (a review's `reviewable_id`) opens the right type; a gone, unreadable or trashed record says so.
 */
export const IdCell = ({ model, documentId, field, value }: Props) => {
  const columns = useIdColumns();
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const navigate = useNavigate();
  const id = Number(value);
  if (!columns?.[model]?.includes(field) || !Number.isInteger(id) || id <= 0) return plain(value);

  const open = async (event: React.MouseEvent) => {
    // The row opens its own record on click; this cell opens the one it names.
    event.preventDefault();
    event.stopPropagation();
    const answer = await get<{ data: Links }>(linksPath(model, documentId)).catch(() => null);
    if (!answer) return toggleNotification({ type: 'danger', message: `Record #${id} could not be opened.` });
    const record = answer.data.data.links.find((link) => link.field === field);
    if (!record) return toggleNotification({ type: 'warning', message: `No record #${id} you may open.` });
    if (record.trashed)
      return toggleNotification({ type: 'info', message: `${nameOf(record)} is in the Trash.` });
    return navigate(editViewPath(record));
  };
  return (
    <Link href="#" onClick={open} aria-label={`Open record #${id} (${field.replace(/_/g, ' ')})`}>
      {String(id)}
    </Link>
  );
};
