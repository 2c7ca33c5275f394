/**
 * DocSearch 4.7's modal markup fails axe in three places; this corrects the roles once the
 * modal is in the page (React leaves attributes alone while their props do not change):
 * - the backdrop is `role="button"` with the combobox state on it, around the whole dialog
 *   ("nested-interactive"): the backdrop becomes plain, the input gets the combobox role and
 *   state (the ARIA 1.2 pattern), and the modal itself becomes a labelled dialog;
 * - its `<header>` and `<footer>` count as a second banner and content-info landmark next to
 *   the page's own ("landmark-no-duplicate-*"): they become plain groups.
 * The hits are links; linkOptions below makes each link its own option.
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
 * DocSearch renders each hit as `<li role="option" aria-selected id>` around our link, and a
 * link inside an option is a focusable element inside an interactive one ("nested-interactive").
 * ARIA allows `role="option"` on a link, so the option's role, id (the input's
 * aria-activedescendant) and selection move onto the link, and the list item becomes plain. React
 * sets `aria-selected` on the item again as the selection moves (its other props do not change);
 * each time, it moves too. The same watch keeps the input's `aria-expanded` true only while it
 * controls a list. Returns the function that stops watching.
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
    // The combobox is expanded while it controls a list: the no-results and start screens have none.
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
