/** Parameter names and order come from the `.d.ts`: that is what callers compile against. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** null where the declaration destructures the parameter (`{ a, b }`). */
export type DeclaredParams = readonly (string | null)[];

function declarationFile(packageDir: string): string | null {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    types?: string;
    typings?: string;
  };
  const candidate = join(packageDir, manifest.types ?? manifest.typings ?? 'index.d.ts');
  return existsSync(candidate) ? candidate : null;
}

function paramNames(parameters: ts.NodeArray<ts.ParameterDeclaration>): DeclaredParams {
  return parameters.map((parameter) => (ts.isIdentifier(parameter.name) ? parameter.name.text : null));
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind);

export function readDeclaredParams(packageDir: string): Map<string, DeclaredParams> {
  const file = declarationFile(packageDir);
  const result = new Map<string, DeclaredParams>();
  if (!file) return result;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const local = new Map<string, DeclaredParams>();
  const exported: [exportName: string, localName: string][] = [];

  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement)) {
      const name = statement.name?.text ?? 'default';
      if (!local.has(name)) local.set(name, paramNames(statement.parameters));
      if (hasModifier(statement, ts.SyntaxKind.ExportKeyword)) {
        exported.push([hasModifier(statement, ts.SyntaxKind.DefaultKeyword) ? 'default' : name, name]);
      }
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.type && ts.isFunctionTypeNode(declaration.type)) {
          local.set(declaration.name.text, paramNames(declaration.type.parameters));
          if (hasModifier(statement, ts.SyntaxKind.ExportKeyword)) exported.push([declaration.name.text, declaration.name.text]);
        }
      }
    } else if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression)) {
      exported.push(['default', statement.expression.text]);
    } else if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) {
        exported.push([element.name.text, (element.propertyName ?? element.name).text]);
      }
    }
  }
  for (const [exportName, localName] of exported) {
    const params = local.get(localName);
    if (params && !result.has(exportName)) result.set(exportName, params);
  }
  return result;
}
