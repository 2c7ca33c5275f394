import { entryProperty } from './featureLayers';

/** Text content only, so a property value can never become markup. The map's own entry mark is left out. */
export function propertiesTable(properties: Record<string, unknown> | null | undefined): HTMLElement {
  const entries = Object.entries(properties ?? {}).filter(([key]) => key !== entryProperty);
  if (entries.length === 0) {
    const empty = document.createElement('p');
    empty.textContent = 'This feature has no properties.';
    return empty;
  }
  const table = document.createElement('table');
  const caption = table.createCaption();
  caption.textContent = 'Feature properties';
  for (const [key, value] of entries) {
    const row = table.insertRow();
    const name = document.createElement('th');
    name.scope = 'row';
    name.textContent = key;
    const cell = row.insertCell();
    // MapLibre hands nested values back as JSON strings.
    cell.textContent = typeof value === 'string' ? value : JSON.stringify(value);
    row.prepend(name);
  }
  return table;
}
