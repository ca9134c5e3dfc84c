import { CountryRegion } from './CountryRegion';

type Header = {
  name: string;
  label: string;
  attribute?: { type?: string; target?: string };
  searchable?: boolean;
  sortable?: boolean;
};
type Columns = { displayedHeaders: Header[]; layout: unknown };
type Row = { [field: string]: unknown };

const COUNTRY = 'api::country.country';

/**
 * A list showing a country (the Destinations list) shows its region beside it: the region sits on
 * the country, so the Content Manager has no column for it. Shown, not sortable or filterable.
 */
export const regionAfterCountry = ({ displayedHeaders, layout }: Columns): Columns => {
  const at = displayedHeaders.findIndex((header) => header.attribute?.target === COUNTRY);
  if (at < 0 || displayedHeaders.some((header) => header.name === 'region'))
    return { displayedHeaders, layout };
  const country = displayedHeaders[at].name;
  const region = {
    name: 'region',
    label: 'Region',
    searchable: false,
    sortable: false,
    cellFormatter: (row: Row) => <CountryRegion country={row[country] as { documentId?: string } | null} />,
  };
  return {
    displayedHeaders: [...displayedHeaders.slice(0, at + 1), region, ...displayedHeaders.slice(at + 1)],
    layout,
  };
};
