/**
 * DocSearch 4.7's modal fails axe: a `role="button"` backdrop around the dialog ("nested-interactive")
 * and duplicate landmarks. React leaves the corrected attributes alone while their props do not change.
 */
export function correctModalSemantics(container: HTMLElement): void {
  const backdrop = container.querySelector<HTMLElement>('.DocSearch-Container');
  const dialog = container.querySelector<HTMLElement>('.DocSearch-Modal');
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!backdrop || !dialog || !input) return;
  for (const attribute of ['role', 'aria-expanded', 'aria-haspopup', 'aria-labelledby', 'tabindex']) backdrop.removeAttribute(attribute);
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', 'docsearch-label');
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-expanded', 'true');
  input.setAttribute('aria-haspopup', 'listbox');
  dialog
    .querySelectorAll('header.DocSearch-SearchBar, footer.DocSearch-Footer')
    .forEach((landmark) => landmark.setAttribute('role', 'none'));
}

/**
 * A link inside DocSearch's `<li role="option">` is "nested-interactive", so the option's role, id and
 * selection move onto the link; React sets `aria-selected` on the item again as the selection moves.
 */
export function linkOptions(container: HTMLElement): () => void {
  const moveOnto = (item: HTMLElement) => {
    const link = item.querySelector<HTMLAnchorElement>(':scope > a[href]');
    if (!link) return;
    if (item.getAttribute('role') === 'option') {
      link.setAttribute('role', 'option');
      if (item.id) link.id = item.id;
      item.removeAttribute('id');
      item.setAttribute('role', 'none');
    }
    const selected = item.getAttribute('aria-selected');
    if (selected !== null) {
      link.setAttribute('aria-selected', selected);
      item.removeAttribute('aria-selected');
    }
  };
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  const sweep = () => {
    container.querySelectorAll<HTMLElement>('li.DocSearch-Hit').forEach(moveOnto);
    // The no-results and start screens have no list.
    if (input) {
      const controlled = input.getAttribute('aria-controls');
      const expanded = String(Boolean(controlled && container.querySelector(`[id="${CSS.escape(controlled)}"]`)));
      if (input.getAttribute('aria-expanded') !== expanded) input.setAttribute('aria-expanded', expanded);
    }
  };
  sweep();
  const observer = new MutationObserver(sweep);
  observer.observe(container, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-selected', 'role', 'aria-controls'],
  });
  return () => observer.disconnect();
}
