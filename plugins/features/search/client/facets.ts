/** Facet filters as the hosted service reads them: AND of items, OR inside a nested list. */

export type FacetFilters = string | readonly (string | readonly string[])[];

interface FacetFilter {
  attribute: string;
  value: string;
  negated: boolean;
}

function parseFilter(filter: string): FacetFilter | null {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const separator = body.indexOf(':');
  if (separator <= 0) return null;
  return { attribute: body.slice(0, separator), value: body.slice(separator + 1), negated };
}

/** Malformed filters are ignored. */
export function parseFacetFilters(filters: FacetFilters | undefined): FacetFilter[][] {
  if (filters === undefined) return [];
  const list = typeof filters === 'string' ? [filters] : filters;
  return list
    .map((item) =>
      (typeof item === 'string' ? [item] : [...item]).map(parseFilter).filter((filter): filter is FacetFilter => filter !== null),
    )
    .filter((group) => group.length > 0);
}

export function matchesFacets(groups: readonly FacetFilter[][], valueOf: (attribute: string) => unknown): boolean {
  return groups.every((group) => group.some((filter) => (String(valueOf(filter.attribute)) === filter.value) !== filter.negated));
}

export function allowedValues(groups: readonly FacetFilter[][], attribute: string): string[] {
  return groups.flatMap((group) =>
    group.filter((filter) => filter.attribute === attribute && !filter.negated).map((filter) => filter.value),
  );
}
