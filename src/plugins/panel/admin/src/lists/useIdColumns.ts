import * as React from 'react';
import { useFetchClient } from '@strapi/strapi/admin';

/** By content type, the columns holding another record's id (server/services/links.ts). */
export type IdColumns = Record<string, string[]>;

// One request per panel session: the columns follow the app's code, not its data.
let asked: Promise<IdColumns> | null = null;

/** The id columns the signed-in admin may follow, or null while they load (or failed to). */
export const useIdColumns = () => {
  const { get } = useFetchClient();
  const [columns, setColumns] = React.useState<IdColumns | null>(null);
  React.useEffect(() => {
    let current = true;
    asked ??= get<{ data: IdColumns }>('/panel/id-columns').then(({ data }) => data.data);
    asked
      .then((found) => current && setColumns(found))
      // No columns to link (a network failure): the cells stay plain numbers, and the next list asks again.
      .catch(() => {
        asked = null;
      });
    return () => {
      current = false;
    };
  }, [get]);
  return columns;
};
