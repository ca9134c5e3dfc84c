import * as React from 'react';
import { useFetchClient, useQueryParams } from '@strapi/strapi/admin';
import { Typography } from '@strapi/design-system';

type Country = { documentId?: string } | null | undefined;
type Region = { label?: string | null; key?: string | null };

type ListQuery = { plugins?: { i18n?: { locale?: string } } };

// A page of destinations names a few countries: each country's region is asked for once per locale.
const regionOf = new Map<string, Promise<string | null>>();

/**
 * A destination's region in its list: the region sits on the destination's country, so the cell
 * reads it through the Content Manager's relation route of that country.
 */
export const CountryRegion = ({ country }: { country: Country }) => {
  const { get } = useFetchClient();
  const [region, setRegion] = React.useState<string | null>(null);
  const [{ query }] = useQueryParams<ListQuery>();
  const locale = query.plugins?.i18n?.locale;
  const documentId = country?.documentId;
  React.useEffect(() => {
    if (!documentId) return undefined;
    let current = true;
    const key = `${documentId}:${locale ?? ''}`;
    if (!regionOf.has(key))
      regionOf.set(
        key,
        get<{ results: Region[] }>(`/content-manager/relations/api::country.country/${documentId}/region`, {
          params: locale ? { locale } : {},
        }).then(({ data }) => data.results[0]?.label ?? data.results[0]?.key ?? null),
      );
    regionOf
      .get(key)!
      .then((found) => current && setRegion(found))
      // Not readable now (a network failure): the cell shows "-", and the next render asks again.
      .catch(() => regionOf.delete(key));
    return () => {
      current = false;
    };
  }, [documentId, locale, get]);
  return <Typography textColor="neutral800">{region ?? '-'}</Typography>;
};
