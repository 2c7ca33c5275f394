/** Which docs versions have the function and how its signature changed between them. */
import type { PhrasingContent, RootContent } from 'mdast';

import type { HistoryEntry } from '../model/history';
import type { ApiFunction } from '../model/types';
import type { PageContext } from './context';
import { heading, link, paragraph, table, text } from './mdast';

function noteContent(note: string): PhrasingContent[] {
  return note
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('`') ? { type: 'inlineCode', value: part.slice(1, -1) } : text(part)));
}

function statusCell(entry: HistoryEntry, isFirst: boolean): PhrasingContent[] {
  switch (entry.status) {
    case 'added':
      // The oldest docs version cannot tell whether the function is new there or older.
      return [text(isFirst ? 'Available (oldest documented version)' : 'Added')];
    case 'unchanged':
      return [text('No signature change')];
    case 'removed':
      return [text('Removed')];
    case 'changed':
      return entry.changes.flatMap((change, index) => [
        ...(index ? [text('; ')] : []),
        ...noteContent(index === 0 ? change[0]!.toUpperCase() + change.slice(1) : change),
      ]);
  }
}

export function versionHistorySection(fn: ApiFunction, context: PageContext, oldestTurfVersion: string): RootContent[] {
  if (fn.internal) return [];
  const entries = context.history(fn.name);
  const rows = entries.map((entry): PhrasingContent[][] => {
    const label = entry.versionLabel === entry.turfVersion ? entry.versionLabel : `${entry.versionLabel} (${entry.turfVersion})`;
    const isHere = entry.docsPath === context.model.docsPath;
    const version =
      entry.status === 'removed' || isHere
        ? [text(isHere ? `${label} (this page)` : label)]
        : [link(`${entry.docsPath}/api/${fn.name}`, text(label))];
    return [version, statusCell(entry, entry.status === 'added' && entry.turfVersion === oldestTurfVersion)];
  });
  return [
    heading(2, text('Version history')),
    paragraph(text('Compared with the previous documented version: parameter names, types and optional markers, and the return type.')),
    table(['Version', 'Change'], rows),
  ];
}
