/** DocSearch's stylesheet entry (a CSS import), loaded with the modal. */
declare module '@docsearch/react/style';
