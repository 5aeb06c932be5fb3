// Who uses which export of a public entry: the imports of a set of files, parsed (never
// grepped), so a name in a comment, a string or an import nobody reads does not count.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** A use that cannot be resolved to names (a namespace passed around, `export *`, `import()`). */
export class UnresolvableUse extends Error {}

/** The names one source text uses from `entry`, by their exported name. */
export function namesUsedFrom(entry: string, text: string, fileName: string): Set<string> {
  const kind = /\.tsx$|\.md$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind)
  const fromEntry = (node: ts.Node | undefined): boolean =>
    node !== undefined && ts.isStringLiteral(node) && node.text === entry
  const where = (node: ts.Node): string => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart())
    return `${fileName}:${line + 1}`
  }

  const named = new Map<string, string>() // local binding -> exported name
  const namespaces = new Set<string>() // `import * as local`
  const used = new Set<string>()

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && fromEntry(statement.moduleSpecifier)) {
      const clause = statement.importClause
      if (clause?.name) throw new UnresolvableUse(`${where(statement)}: a default import`)
      const bindings = clause?.namedBindings
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text)
      else if (bindings)
        for (const element of bindings.elements)
          named.set(element.name.text, (element.propertyName ?? element.name).text)
    } else if (ts.isExportDeclaration(statement) && fromEntry(statement.moduleSpecifier)) {
      const clause = statement.exportClause
      if (!clause || !ts.isNamedExports(clause))
        throw new UnresolvableUse(`${where(statement)}: export * from '${entry}'`)
      for (const element of clause.elements) used.add((element.propertyName ?? element.name).text)
    }
  }

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return // the bindings themselves are not uses
    if (
      ts.isImportTypeNode(node) &&
      fromEntry(ts.isLiteralTypeNode(node.argument) ? node.argument.literal : undefined)
    ) {
      const first = node.qualifier && leftmost(node.qualifier)
      if (!first) throw new UnresolvableUse(`${where(node)}: typeof import('${entry}')`)
      used.add(first.text)
      return
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      fromEntry(node.arguments[0])
    )
      throw new UnresolvableUse(`${where(node)}: import('${entry}') (name the uses statically)`)
    if (ts.isIdentifier(node)) {
      const parent = node.parent
      // A property name (`x.name`, `{ name: ... }`) is not the binding of the same name.
      const isMemberName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isQualifiedName(parent) && parent.right === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isPropertySignature(parent) && parent.name === node) ||
        (ts.isPropertyDeclaration(parent) && parent.name === node) ||
        (ts.isMethodDeclaration(parent) && parent.name === node) ||
        (ts.isMethodSignature(parent) && parent.name === node) ||
        (ts.isBindingElement(parent) && parent.propertyName === node) ||
        (ts.isJsxAttribute(parent) && parent.name === node) ||
        (ts.isEnumMember(parent) && parent.name === node)
      if (!isMemberName) {
        const exported = named.get(node.text)
        if (exported !== undefined) used.add(exported)
        if (namespaces.has(node.text)) {
          if (ts.isPropertyAccessExpression(parent) && parent.expression === node)
            used.add(parent.name.text)
          else if (ts.isQualifiedName(parent) && parent.left === node) used.add(parent.right.text)
          // `typeof Entry` (the module's type, e.g. for a mock's importOriginal) names nothing.
          else if (ts.isTypeQueryNode(parent)) return
          else throw new UnresolvableUse(`${where(node)}: the namespace ${node.text} used whole`)
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return used
}

function leftmost(name: ts.EntityName): ts.Identifier {
  return ts.isIdentifier(name) ? name : leftmost(name.left)
}

/** The .ts and .tsx files under a folder, recursively (tests included unless told). */
export function sourceFilesUnder(dir: string, { tests = true } = {}): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && /\.tsx?$/.test(file.name) && !file.name.endsWith('.d.ts'))
    .map((file) => path.join(file.parentPath, file.name))
    .filter((file) => tests || !/\.test\.tsx?$/.test(file))
    .sort()
}

/** name -> the consumers (labels) that use it, over every file of every consumer. */
export function usesByConsumer(
  entry: string,
  consumers: Record<string, { file: string; text?: string }[]>,
): Map<string, Set<string>> {
  const uses = new Map<string, Set<string>>()
  for (const [label, files] of Object.entries(consumers))
    for (const { file, text } of files)
      for (const name of namesUsedFrom(entry, text ?? readFileSync(file, 'utf8'), file)) {
        const users = uses.get(name) ?? new Set<string>()
        users.add(label)
        uses.set(name, users)
      }
  return uses
}
