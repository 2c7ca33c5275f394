/** documentation.js ships no type declarations; read/jsdoc.ts types the part it uses. */
declare module 'documentation';
