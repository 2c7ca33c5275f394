/**
 * DocSearch 4.7's modal markup fails axe in three places; this corrects the roles once the
 * modal is in the page (React leaves attributes alone while their props do not change):
 * - the backdrop is `role="button"` with the combobox state on it, around the whole dialog
 *   ("nested-interactive"): the backdrop becomes plain, the input gets the combobox role and
 *   state (the ARIA 1.2 pattern), and the modal itself becomes a labelled dialog;
 * - its `<header>` and `<footer>` count as a second banner and content-info landmark next to
 *   the page's own ("landmark-no-duplicate-*"): they become plain groups.
 * The hits themselves are rendered without focusable links (see `Hit` in index.tsx).
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
