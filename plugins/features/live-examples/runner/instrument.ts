/**
 * Marks the value to show (the last top-level statement before `addToMap` that computes something)
 * without moving code to another line, so runtime error lines stay the example's own.
 */
import { parse, type Expression, type ModuleDeclaration, type Node, type Program, type Statement } from 'acorn';

export const captureName = '__showExampleValue';

export interface ExampleLocation {
  readonly line: number;
  readonly column: number;
}

export class ExampleSyntaxError extends Error {
  constructor(
    message: string,
    readonly location: ExampleLocation | undefined,
  ) {
    super(message);
    this.name = 'SyntaxError';
  }
}

export interface PreparedExample {
  readonly code: string;
  readonly shownValue: string | undefined;
  readonly mapLabels: readonly string[];
}

/** Values that are data the example sets up, not something it computes. */
const plainValueTypes = new Set([
  'Literal',
  'ObjectExpression',
  'ArrayExpression',
  'TemplateLiteral',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ClassExpression',
]);

const declaresAddToMap = (statement: Statement | ModuleDeclaration): boolean =>
  (statement.type === 'VariableDeclaration' &&
    statement.declarations.some((declarator) => declarator.id.type === 'Identifier' && declarator.id.name === 'addToMap')) ||
  (statement.type === 'ExpressionStatement' &&
    statement.expression.type === 'AssignmentExpression' &&
    statement.expression.left.type === 'Identifier' &&
    statement.expression.left.name === 'addToMap');

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

function captureEdit(source: string, statement: Statement | ModuleDeclaration): { edit: Edit; shown: string } | undefined {
  if (statement.type === 'ExpressionStatement') {
    const expression = statement.expression;
    const text = source.slice(expression.start, expression.end);
    return { edit: { start: expression.start, end: expression.end, text: `${captureName}((${text}))` }, shown: text };
  }
  if (statement.type === 'VariableDeclaration') {
    const last = statement.declarations.at(-1);
    if (!last?.init || plainValueTypes.has(last.init.type) || last.id.type !== 'Identifier') return undefined;
    // On the declaration's own line: `var x = f(); __show(x);`.
    return { edit: { start: statement.end, end: statement.end, text: `;${captureName}(${last.id.name});` }, shown: last.id.name };
  }
  return undefined;
}

function mapLabelsOf(source: string, program: Program): string[] {
  for (const statement of program.body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations) {
      if (declarator.id.type !== 'Identifier' || declarator.id.name !== 'addToMap') continue;
      // `{ a, b }` labels itself by its keys.
      if (declarator.init?.type === 'ArrayExpression') {
        return declarator.init.elements.map((element: Expression | Node | null, index) =>
          element ? source.slice(element.start, element.end) : `entry ${index + 1}`,
        );
      }
    }
  }
  return [];
}

function parseExample(source: string): Program {
  try {
    return parse(source, { ecmaVersion: 'latest', sourceType: 'script', locations: true });
  } catch (error) {
    const { message, loc } = error as { message: string; loc?: { line: number; column: number } };
    // acorn appends "(line:column)", reported separately.
    throw new ExampleSyntaxError(message.replace(/ \(\d+:\d+\)$/, ''), loc ? { line: loc.line, column: loc.column + 1 } : undefined);
  }
}

export function prepareExample(source: string): PreparedExample {
  const program = parseExample(source);
  const addToMapAt = program.body.findIndex(declaresAddToMap);
  const candidates = addToMapAt === -1 ? program.body : program.body.slice(0, addToMapAt);
  let capture: ReturnType<typeof captureEdit>;
  for (let index = candidates.length - 1; index >= 0 && !capture; index--) {
    capture = captureEdit(source, candidates[index]!);
  }
  const code = capture ? source.slice(0, capture.edit.start) + capture.edit.text + source.slice(capture.edit.end) : source;
  return { code, shownValue: capture?.shown, mapLabels: mapLabelsOf(source, program) };
}
